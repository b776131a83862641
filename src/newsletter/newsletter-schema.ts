import { z } from "zod";
import { textFormOf } from "@/platform/form-fields";

// Apart from the service so the footer form can check with it in the browser (no database code there).
export const NEWSLETTER_THANKS = "Thank you for subscribing!";

export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter an email address" })
    .trim()
    .min(1, "Please enter an email address")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
});

/** The footer's form (decision 036): its e-mail box, judged by the schema above. */
export const newsletterFormSchema = textFormOf(newsletterSchema);
