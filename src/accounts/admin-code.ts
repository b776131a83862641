import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { adminConfig, adminSessions, users } from "./tables";
import type { AppContext } from "@/platform/context";
import { AppError, unauthorized } from "@/platform/errors";
import { clearRateLimit, consumeRateLimit, countAttempt, uncountAttempt } from "@/platform/rate-limit";
import { parseInput } from "@/platform/validation";
import { requireUser } from "@/platform/access";
import { hashPassword, verifyPassword } from "./passwords";
import { adminCodeSchema } from "./schemas";
import { forgetSessions, hashToken } from "./sessions";
import { type CurrentUser } from "@/platform/access";

export const INVALID_ADMIN_CODE_MESSAGE = "Invalid admin code";
export const ADMIN_CODE_LOCKED_MESSAGE =
  "Too many wrong admin codes have been tried in this shop, so the admin code is paused for everyone for a while. Please try again later.";

/** Wrong codes from every account together: free accounts must not add up to unlimited guesses. */
const SHOP_FAILURES_KEY = "admin-code:shop";

/**
 * Checks the secret admin code on the server only (against its argon2id hash) and, on a match, opens
 * a timed admin session for this one sign-in (`sessionToken`), not the user's other sign-ins.
 * Guesses are limited per account, and wrong codes shop-wide: a burst of them from any number of
 * accounts pauses the code for everyone until the window ends.
 */
export async function verifyAdminCode(
  ctx: AppContext,
  user: CurrentUser | null,
  sessionToken: string | null,
  input: unknown,
): Promise<{ adminSessionExpiresAt: string }> {
  const shopper = requireUser(user);
  if (!sessionToken) throw unauthorized();
  const { code } = parseInput(adminCodeSchema, input);
  const { config } = ctx;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const accountKey = `admin-code:account:${shopper.id}`;
  await consumeRateLimit(ctx, accountKey, config.RATE_LIMIT_ADMIN_CODE_PER_ACCOUNT, window);
  // Every attempt takes one of the shop's failure slots before the code is checked, so simultaneous
  // guesses cannot pass the limit together; a right code gives its slot back.
  const failuresLimit = config.RATE_LIMIT_ADMIN_CODE_FAILURES_SHOP;
  const shopWide = await countAttempt(ctx, SHOP_FAILURES_KEY, window);
  if (shopWide.count > failuresLimit) {
    throw new AppError(429, "admin_code_paused", ADMIN_CODE_LOCKED_MESSAGE, undefined, shopWide.retryAfterSeconds);
  }
  const [codeConfig] = await ctx.db
    .select({ adminHash: adminConfig.adminHash, sessionDurationSeconds: adminConfig.sessionDurationSeconds })
    .from(adminConfig)
    .limit(1);
  if (!codeConfig || !(await verifyPassword(codeConfig.adminHash, code))) {
    ctx.log.warn({ userId: shopper.id }, "wrong admin code");
    if (shopWide.count === failuresLimit) {
      ctx.log.warn(
        { failures: failuresLimit, pausedForSeconds: shopWide.retryAfterSeconds },
        "admin code paused for everyone after a burst of wrong codes: someone may be guessing it",
      );
    }
    throw new AppError(403, "invalid_admin_code", INVALID_ADMIN_CODE_MESSAGE);
  }
  await uncountAttempt(ctx, SHOP_FAILURES_KEY);
  await clearRateLimit(ctx, accountKey);
  const [session] = await ctx.db
    .insert(adminSessions)
    .values({
      userId: shopper.id,
      sessionTokenHash: hashToken(sessionToken),
      sessionExpires: sql`now() + make_interval(secs => ${codeConfig.sessionDurationSeconds}::int)`,
    })
    .returning({ sessionExpires: adminSessions.sessionExpires });
  forgetSessions(ctx);
  ctx.log.info({ userId: shopper.id }, "admin session opened with the admin code");
  return { adminSessionExpiresAt: session.sessionExpires.toISOString() };
}

const GENERATED_ADMIN_EMAIL = "admin@bay.local";

function strongSecret(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * On the very first start (no admin_config yet) creates the admin account and the admin code, from
 * ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_CODE or generated ones that are printed once. Safe to run on
 * every start and from several instances at once: the config row is the marker, inserted in the
 * same transaction as the account.
 */
export async function ensureAdminAccount(ctx: AppContext): Promise<void> {
  const [existing] = await ctx.db.select({ id: adminConfig.id }).from(adminConfig).limit(1);
  if (existing) return;
  const email = (ctx.config.ADMIN_EMAIL ?? GENERATED_ADMIN_EMAIL).trim().toLowerCase();
  const password = ctx.config.ADMIN_PASSWORD ?? strongSecret();
  const code = ctx.config.ADMIN_CODE ?? strongSecret();
  const [passwordHash, adminHash] = await Promise.all([hashPassword(password), hashPassword(code)]);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(adminConfig)
      .values({ id: 1, adminHash })
      .onConflictDoNothing()
      .returning({ id: adminConfig.id });
    if (!marker) return "already-done" as const;
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, fullName: "Store Admin", phoneNumber: "", role: "admin" })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (user) return "created" as const;
    // An account with that e-mail already exists: it becomes the admin and keeps its own password.
    await tx.update(users).set({ role: "admin" }).where(eq(users.email, email));
    return "promoted" as const;
  });
  if (outcome === "already-done") return;
  ctx.log.info({ email, outcome }, "admin account and admin code set up");
  const generated = [
    ctx.config.ADMIN_EMAIL ? null : `  Admin e-mail:    ${email}`,
    ctx.config.ADMIN_PASSWORD || outcome === "promoted" ? null : `  Admin password:  ${password}`,
    ctx.config.ADMIN_CODE ? null : `  Admin code:      ${code}`,
  ].filter((line) => line !== null);
  if (generated.length === 0) return;
  const rule = "=".repeat(64);
  console.log(
    [
      rule,
      `  ${ctx.config.STORE_NAME}: first start. Save these now, they are shown only once:`,
      ...generated,
      rule,
    ].join("\n"),
  );
}
