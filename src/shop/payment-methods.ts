// The payment choices at checkout (no zod here: the checkout page ships this to the browser).
export const CHECKOUT_PAYMENT_METHODS = [
  { value: "pay-on-delivery", label: "Pay on Delivery" },
  { value: "bank-transfer", label: "Bank Transfer" },
  { value: "card", label: "Pay with Card (Paystack)" },
] as const;

export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/** The choices this shop offers: card only when Paystack is configured (PAYSTACK_SECRET_KEY). */
export function offeredPaymentMethods(cardEnabled: boolean): CheckoutPaymentMethod[] {
  return CHECKOUT_PAYMENT_METHODS.filter((method) => method.value !== "card" || cardEnabled);
}
