import { z } from "zod";
import { formOf, textFormOf, textsOf } from "@/platform/form-fields";
import { isNigerianPhone } from "@/shop/phone";

export const MIN_PASSWORD_LENGTH = 8;
// argon2 hashes anything, but there is no reason to let a client make the server hash megabytes.
const MAX_PASSWORD_LENGTH = 200;

const email = z
  .string({ error: "Please enter your email address" })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address")
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

const newPassword = z
  .string({ error: "Please enter a password" })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const givenPassword = z
  .string({ error: "Please enter your password" })
  .min(1, "Please enter your password")
  .max(MAX_PASSWORD_LENGTH, "Invalid email or password");

const fullName = z
  .string({ error: "Please enter your full name" })
  .trim()
  .min(1, "Please enter your full name")
  .max(120, "Full name must be at most 120 characters");

const phone = z
  .string({ error: "Please enter your phone number" })
  .trim()
  .min(1, "Please enter your phone number")
  .refine(isNigerianPhone, "Please enter a valid Nigerian phone number");

/** Unknown fields (such as `role`) are stripped: a shopper cannot choose their own role. */
export const signupSchema = z.object({ email, password: newPassword, fullName, phone });
export const loginSchema = z.object({ email, password: givenPassword });
export const adminCodeSchema = z.object({
  code: z
    .string({ error: "Please enter the admin code" })
    .trim()
    .min(1, "Please enter the admin code")
    .max(200, "Invalid admin code"),
});
export const passwordResetRequestSchema = z.object({ email });
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: "This reset link is invalid or has expired." })
    .min(1, "This reset link is invalid or has expired.")
    .max(200),
  password: newPassword,
});
export const profileSchema = z.object({ fullName, phone });
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password" })
    .min(1, "Please enter your current password")
    .max(MAX_PASSWORD_LENGTH),
  newPassword,
});
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(MAX_PASSWORD_LENGTH),
});

// The account pages' forms (decision 036): text boxes named as the fields of the schemas above, judged by them.
export const signupFormSchema = textFormOf(signupSchema);
export const loginFormSchema = textFormOf(loginSchema);
export const adminCodeFormSchema = textFormOf(adminCodeSchema);
export const passwordResetRequestFormSchema = textFormOf(passwordResetRequestSchema);
export const profileFormSchema = textFormOf(profileSchema);
export const changePasswordFormSchema = textFormOf(changePasswordSchema);
export const deleteAccountFormSchema = textFormOf(deleteAccountSchema);

export const PASSWORDS_DIFFER = "The two passwords do not match.";
/** The reset page's form: the link's token (hidden), the new password and its confirmation, which must match. */
export const passwordResetFormSchema = formOf(
  passwordResetConfirmSchema,
  (sent) => textsOf(sent, ["token", "password", "confirmPassword"]),
  passwordResetConfirmSchema
    .extend({ confirmPassword: z.string() })
    .superRefine(({ password, confirmPassword }, ctx) => {
      if (password !== confirmPassword)
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DIFFER });
    })
    .transform(({ confirmPassword: _confirm, ...reset }) => reset),
);

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
