import { randomBytes } from "node:crypto";
import { users } from "../../src/server/schema";
import { startSession } from "../../src/accounts/sessions";
import type { AppContext } from "../../src/platform/context";

/**
 * A shopper (or admin) row with a live session, for tests of other capabilities that only need
 * "someone signed in". Account rules themselves are tested through the real sign-up API.
 */
export async function createSignedInUser(
  app: AppContext,
  options: { role?: "customer" | "admin"; fullName?: string } = {},
) {
  const email = `shopper-${randomBytes(4).toString("hex")}@example.ng`;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: "not-a-password-hash",
      fullName: options.fullName ?? "Test Shopper",
      phoneNumber: "08031234567",
      role: options.role ?? "customer",
    })
    .returning();
  const { token } = await startSession(app, user.id);
  return { user, token };
}
