// The delivery capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export {
  adminDeliveryZones,
  createDeliveryZone,
  deleteDeliveryZone,
  readDeliveryZones,
  updateDeliveryZone,
} from "./delivery-zones";
export { PICKUP_NOT_OFFERED, quoteShipping, zoneForOrder } from "./quote";
export { deliveryFeeSql } from "./order-fee";
export { deliveryZoneFormSchema } from "./delivery-zone-schema";
export { citiesText, ZONE_FORM_FIELDS, type ZoneFormField, type ZoneFormValues } from "./zone-form-fields";
