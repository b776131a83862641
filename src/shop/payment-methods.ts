// The payment choices at checkout (no zod here: the checkout page ships this to the browser).
// `next`: what happens after Place Order, in a line under the choice.
export const CHECKOUT_PAYMENT_METHODS = [
  { value: "pay-on-delivery", label: "Pay on Delivery", next: "Pay the courier when your order arrives." },
  {
    value: "bank-transfer",
    label: "Bank Transfer",
    next: "Next you see our bank account and your reference; we send your order once your transfer arrives.",
  },
  {
    value: "card",
    label: "Pay with Card (Paystack)",
    next: "Next you pay on Paystack's secure page; your order is confirmed as soon as you have paid.",
  },
] as const;

export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/** The choices this shop offers: card only when Paystack is configured (PAYSTACK_SECRET_KEY). */
export function offeredPaymentMethods(cardEnabled: boolean): CheckoutPaymentMethod[] {
  return CHECKOUT_PAYMENT_METHODS.filter((method) => method.value !== "card" || cardEnabled);
}

/** How the back office names each payment method (a card payment is always Paystack's). */
export const PAYMENT_METHOD_NAMES = {
  "pay-on-delivery": "Pay on Delivery",
  "bank-transfer": "Bank Transfer",
  card: "Card",
} as const satisfies Record<CheckoutPaymentMethod["value"], string>;

/**
 * An order that waits on the shopper's transfer or card payment before it is sent: unpaid and not yet
 * sent (pay on delivery waits on the courier instead). The order history and the owner's status buttons ask it.
 */
export const waitsOnShoppersPayment = (order: { status: string; paymentStatus: string; paymentMethod: string }) =>
  order.status === "Pending" && order.paymentStatus === "Pending" && order.paymentMethod !== "pay-on-delivery";
