// The payment choices at checkout (no zod here: the checkout page ships this to the browser).
export const CHECKOUT_PAYMENT_METHODS = [
  { value: "pay-on-delivery", label: "Pay on Delivery" },
  { value: "bank-transfer", label: "Bank Transfer" },
] as const;
