// The checkout capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { orderLimits, tooManyItemsMessage, tooManyOfOneItemMessage, unpaidOrdersRefusal } from "./order-limits";
export type { OrderLimits } from "./order-limits";
export { checkoutFormSchema } from "./checkout-schema";
export { SHIPPING_FORM_FIELDS, SHIPPING_FORM_LABELS } from "./shipping-form";
export { placeOrderAndStartPayment } from "./place-order-and-pay";
export { checkoutDefaults, type CheckoutDefaults } from "./checkout-defaults";
