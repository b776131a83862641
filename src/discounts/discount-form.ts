// The admin's discount code form, kept apart from its zod schema (./discount-form-schema.ts) so that the
// page's first view loads no zod: the page checks with the schema once it is loaded (decision 036).

/** The admin form's boxes, named as the page posts them, in page order. */
export const DISCOUNT_FORM_FIELDS = [
  "code",
  "kind",
  "percentOff",
  "amountOff",
  "minSubtotal",
  "startsOn",
  "endsOn",
  "usageLimit",
  "perCustomerLimit",
  "categories",
] as const;
