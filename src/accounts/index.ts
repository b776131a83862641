// The accounts capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { listAdminUsers, roleFormSchema, roleSchema, setUserRole, userListSchema } from "./admin-users";
export { sessionCookieHeader } from "./session-cookie";
export { confirmPasswordReset, requestPasswordReset } from "./password-reset";
export {
  adminCodeFormSchema,
  changePasswordFormSchema,
  deleteAccountFormSchema,
  loginFormSchema,
  passwordResetFormSchema,
  passwordResetRequestFormSchema,
  profileFormSchema,
  signupFormSchema,
} from "./schemas";
export { verifyAdminCode } from "./admin-code";
export { logIn, logOut, signUp } from "./auth";
export { changePassword, deleteAccount, updateProfile } from "./profile";
export { bagReminderRecipients, chooseBagReminders, remindsOfBag } from "./bag-reminder-choice";
