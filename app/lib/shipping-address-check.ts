import { checkoutFormSchema } from "@/checkout";
import { formCheck } from "./form-contract";

/**
 * The checkout form's check, the schema the action parses the form with (name and phone only when the
 * shopper picks up in store). Loaded when the shopper first focuses the form (see useFormErrors): zod is
 * a sixth of the page's scripts, and a shopper who only looks never needs it.
 */
export const checkShippingAddressForm = formCheck(checkoutFormSchema);
