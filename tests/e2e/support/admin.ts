/** The admin account and code the e2e server is started with. */
export const E2E_ADMIN = { email: "admin@bay.test", password: "admin-password-123", code: "open-sesame-code-42" };
