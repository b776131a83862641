// The delivery capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { readDeliveryZones } from "./delivery-zones";
export { PICKUP_NOT_OFFERED, quoteShipping, zoneForOrder } from "./quote";
export { deliveryFeeSql } from "./order-fee";
