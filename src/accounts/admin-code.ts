import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { adminConfig, adminSessions, users } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import { AppError } from "@/platform/errors";
import { clearRateLimit, consumeRateLimit } from "@/platform/rate-limit";
import { parseInput } from "@/platform/validation";
import { requireUser } from "./guards";
import { hashPassword, verifyPassword } from "./passwords";
import { adminCodeSchema } from "./schemas";
import { forgetSessions, type CurrentUser } from "./sessions";

export const INVALID_ADMIN_CODE_MESSAGE = "Invalid admin code";

/**
 * Checks the secret admin code on the server only (against its argon2id hash) and, on a match, opens
 * a timed admin session for this user. Guesses are limited per account.
 */
export async function verifyAdminCode(ctx: AppContext, user: CurrentUser | null, input: unknown): Promise<{ adminSessionExpiresAt: string }> {
  const shopper = requireUser(user);
  const { code } = parseInput(adminCodeSchema, input);
  const key = `admin-code:account:${shopper.id}`;
  await consumeRateLimit(ctx, key, ctx.config.RATE_LIMIT_ADMIN_CODE_PER_ACCOUNT, ctx.config.RATE_LIMIT_WINDOW_SECONDS);
  const [config] = await ctx.db
    .select({ adminHash: adminConfig.adminHash, sessionDurationSeconds: adminConfig.sessionDurationSeconds })
    .from(adminConfig)
    .limit(1);
  if (!config || !(await verifyPassword(config.adminHash, code))) {
    ctx.log.warn({ userId: shopper.id }, "wrong admin code");
    throw new AppError(403, "invalid_admin_code", INVALID_ADMIN_CODE_MESSAGE);
  }
  await clearRateLimit(ctx, key);
  const [session] = await ctx.db
    .insert(adminSessions)
    .values({ userId: shopper.id, sessionExpires: sql`now() + make_interval(secs => ${config.sessionDurationSeconds}::int)` })
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
    const [marker] = await tx.insert(adminConfig).values({ id: 1, adminHash }).onConflictDoNothing().returning({ id: adminConfig.id });
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
    [rule, `  ${ctx.config.STORE_NAME}: first start. Save these now, they are shown only once:`, ...generated, rule].join("\n"),
  );
}
