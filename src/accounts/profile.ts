import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { forgetShopperOnOrders } from "@/orders/query-parts";
import { passwordResetTokens, users } from "./tables";
import type { AppContext } from "@/platform/context";
import { AppError } from "@/platform/errors";
import { consumeRateLimit } from "@/platform/rate-limit";
import { parseInput } from "@/platform/validation";
import { compactPhone } from "@/shop/phone";
import { loginAccountKey } from "./auth";
import { requireUser } from "@/platform/access";
import { hashPassword, verifyPassword } from "./passwords";
import { changePasswordSchema, deleteAccountSchema, profileSchema } from "./schemas";
import { endAllSessions, forgetSessions } from "./sessions";
import { type CurrentUser } from "@/platform/access";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "Your current password is incorrect";
export const WRONG_PASSWORD_MESSAGE = "The password is incorrect";

export async function updateProfile(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<{ fullName: string; phone: string }> {
  const shopper = requireUser(user);
  const { fullName, phone } = parseInput(profileSchema, input);
  const [row] = await ctx.db
    .update(users)
    .set({ fullName, phoneNumber: compactPhone(phone), updatedAt: sql`now()` })
    .where(eq(users.id, shopper.id))
    .returning({ fullName: users.fullName, phone: users.phoneNumber });
  forgetSessions(ctx);
  return row;
}

/** Checks the signed-in user's own password; guesses count against the same limit as sign-in. */
async function confirmOwnPassword(
  ctx: AppContext,
  shopper: CurrentUser,
  password: string,
  message: string,
  field: string,
) {
  const { config } = ctx;
  await consumeRateLimit(
    ctx,
    loginAccountKey(shopper.email),
    config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
    config.RATE_LIMIT_WINDOW_SECONDS,
  );
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, shopper.id))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw new AppError(403, "wrong_password", message, { [field]: message });
  }
}

/**
 * Changes the password after checking the current one; every other session of the user ends, and so
 * do reset links mailed before: whoever read one (e.g. in a mailbox the shopper no longer trusts)
 * could otherwise set a password over the new one.
 */
export async function changePassword(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
  keepToken: string | null,
): Promise<void> {
  const shopper = requireUser(user);
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  await confirmOwnPassword(ctx, shopper, currentPassword, WRONG_CURRENT_PASSWORD_MESSAGE, "currentPassword");
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, shopper.id));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, shopper.id), isNull(passwordResetTokens.usedAt)));
  });
  await endAllSessions(ctx, shopper.id, keepToken ?? undefined);
}

/** Any fixed number works; it serialises the checks that the shop keeps an admin. */
const ADMIN_ROSTER_LOCK = 7_202_612;

/** An only admin may not leave: nobody could run the shop, and the admin code could not be used. */
async function keepAnotherAdmin(tx: Tx, leavingId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_ROSTER_LOCK})`);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, leavingId)))
    .limit(1);
  if (!other)
    throw new AppError(
      409,
      "last_admin",
      "You are the shop's only admin. Make someone else an admin before deleting your account.",
    );
}

/**
 * Deletes the account after the password is confirmed. The database cascades remove sessions, cart,
 * wishlist, reviews and admin sessions; orders stay for the shop's books with no link to the account.
 */
export async function deleteAccount(ctx: AppContext, user: CurrentUser | null, input: unknown): Promise<void> {
  const shopper = requireUser(user);
  const { password } = parseInput(deleteAccountSchema, input);
  await confirmOwnPassword(ctx, shopper, password, WRONG_PASSWORD_MESSAGE, "password");
  await ctx.db.transaction(async (tx) => {
    if (shopper.role === "admin") await keepAnotherAdmin(tx, shopper.id);
    // The shop keeps the orders for its books, without who placed them: only amounts, items, city and state stay.
    await forgetShopperOnOrders(tx, shopper.id);
    await tx.delete(users).where(eq(users.id, shopper.id));
  });
  forgetSessions(ctx);
  ctx.log.info({ userId: shopper.id }, "account deleted");
}
