import { shippingAddressSchema, shippingFormSchema } from "@/checkout";
import { formStrings, type FieldErrors } from "./form-errors";
import { zodFieldErrors } from "./zod-field-errors";

const FIELDS = Object.keys(shippingAddressSchema.shape);

/**
 * The checkout form's check, the schema the action and POST /orders parse the address with (name and
 * phone only when the shopper picks up in store). Loaded when the shopper first focuses the form (see
 * useFormErrors): zod is a sixth of the page's scripts, and a shopper who only looks never needs it.
 */
export function checkShippingAddressForm(data: FormData): FieldErrors {
  return zodFieldErrors(shippingFormSchema(data.get("delivery") === "pickup"), formStrings(data, FIELDS));
}
