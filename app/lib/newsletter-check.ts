import { newsletterFormSchema } from "@/newsletter";
import { formCheck } from "./form-contract";

/** The footer form's check, the action's own schema: loaded on first focus (see useFormErrors). */
export const checkNewsletterForm = formCheck(newsletterFormSchema);
