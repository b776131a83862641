import { newsletterSchema } from "@/newsletter";
import { formStrings, type FieldErrors } from "./form-errors";
import { zodFieldErrors } from "./zod-field-errors";

/** The footer form's check, the service's schema: loaded on first focus (see useFormErrors). */
export function checkNewsletterForm(data: FormData): FieldErrors {
  return zodFieldErrors(newsletterSchema, formStrings(data, ["email"]));
}
