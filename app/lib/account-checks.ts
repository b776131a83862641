import {
  adminCodeFormSchema,
  changePasswordFormSchema,
  deleteAccountFormSchema,
  loginFormSchema,
  passwordResetFormSchema,
  passwordResetRequestFormSchema,
  profileFormSchema,
  signupFormSchema,
} from "@/accounts";
import { formCheck } from "./form-contract";

// The account pages' checks, their actions' own schemas: loaded when the shopper first focuses a form
// (useAnsweredForm), so the pages' first view loads neither zod nor Conform (decision 036).

const login = formCheck(loginFormSchema);
const signup = formCheck(signupFormSchema);

/** The login page's form, by its tab (the form's `mode`). */
export const checkLoginForm = (sent: FormData) => (sent.get("mode") === "signup" ? signup : login)(sent);
export const checkForgotPasswordForm = formCheck(passwordResetRequestFormSchema);
export const checkResetPasswordForm = formCheck(passwordResetFormSchema);
export const checkAdminCodeForm = formCheck(adminCodeFormSchema);
/** The settings page's forms, by intent. */
export const settingsChecks = {
  profile: formCheck(profileFormSchema),
  password: formCheck(changePasswordFormSchema),
  delete: formCheck(deleteAccountFormSchema),
};
