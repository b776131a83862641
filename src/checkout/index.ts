// The checkout capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { orderLimits, tooManyItemsMessage, tooManyOfOneItemMessage } from "./order-limits";
export type { OrderLimits } from "./order-limits";
