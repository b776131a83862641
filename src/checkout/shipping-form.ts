// Apart from ./checkout-schema.ts, so that the checkout page's first view loads no zod (decision 036).

/** The shipping form's boxes, named as the address's fields, in page order. */
export const SHIPPING_FORM_FIELDS = ["fullName", "phone", "address", "city", "state", "postalCode"] as const;
