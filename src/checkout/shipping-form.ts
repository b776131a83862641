// Apart from ./checkout-schema.ts, so that the checkout page's first view loads no zod (decision 036).

/** The shipping form's boxes, named as the address's fields, in page order. */
export const SHIPPING_FORM_FIELDS = ["fullName", "phone", "address", "city", "state", "postalCode"] as const;

/** Each box's label, as the shipping form of docs/product-rules.md#shipping-form names it. */
export const SHIPPING_FORM_LABELS: Record<(typeof SHIPPING_FORM_FIELDS)[number], string> = {
  fullName: "Full Name",
  phone: "Phone Number",
  address: "Address",
  city: "City",
  state: "State",
  postalCode: "Postal Code (optional)",
};
