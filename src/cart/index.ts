// The cart capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { addToCart, getCart, removeCartItem, stepCartQuantity, type RemovedLine } from "./cart-service";
export type { CartLine } from "./cart-service";
export type { HeaderCounts } from "./header-counts";
export { applyDiscountCode, removeDiscountCode } from "./cart-discount";
export { addToCartFormSchema } from "./cart-schemas";
export { buyAgain, buyAgainMessage, type BuyAgainResult, offersBuyAgain } from "./buy-again";
export { BAG_REMINDER_AFTER_HOURS, sendBagReminders, startBagReminders } from "./bag-reminders";
