import { forbidden, unauthorized } from "./errors";

/** Who is asking: the signed-in shopper or admin every service is handed (null when signed out). */
export type CurrentUser = {
  id: string;
  email: string;
  fullName: string;
  phone: string;
  role: "customer" | "admin";
  isAdmin: boolean;
  adminSessionExpiresAt: string | null;
};

/** Every service that needs a shopper starts here: a signed-out caller gets a 401 with the caller's text. */
export function requireUser(user: CurrentUser | null, message?: string): CurrentUser {
  if (!user) throw unauthorized(message);
  return user;
}

/** Admin means role admin or an active, unexpired admin session (docs/product-rules.md#admin-access). */
export function requireAdmin(user: CurrentUser | null): CurrentUser {
  const signedIn = requireUser(user);
  if (!signedIn.isAdmin) throw forbidden("Admins only.");
  return signedIn;
}

export const ROLE_ADMINS_ONLY_MESSAGE = "Only admins by role can change roles; the admin code does not allow it.";

/**
 * What hands out lasting power (roles) needs role admin: the admin code opens a timed session that
 * anyone who learns the code could use to make themselves admin for good.
 */
export function requireRoleAdmin(user: CurrentUser | null): CurrentUser {
  const admin = requireAdmin(user);
  if (admin.role !== "admin") throw forbidden(ROLE_ADMINS_ONLY_MESSAGE);
  return admin;
}
