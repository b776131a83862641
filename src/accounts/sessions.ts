import type { CurrentUser } from "@/platform/access";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { adminSessions, passwordResetTokens, sessions, users } from "./tables";
import type { AppContext, CachedSession } from "@/platform/context";

export const SESSION_COOKIE = "bay_session";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

function ttlMs(ctx: AppContext) {
  return ctx.config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
}

const SWEEP_PROBABILITY = 0.01;

/** Expired sessions and password-reset links are only dead rows; both expiry columns are indexed. */
export async function sweepExpiredCredentials(ctx: AppContext): Promise<void> {
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await ctx.db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`));
}

/** Starts a session; only the token's hash is stored, the token itself goes to the client once. */
export async function startSession(ctx: AppContext, userId: string): Promise<{ token: string; expiresAt: Date }> {
  // About one sign-in in a hundred clears what has expired, so no scheduler is needed.
  if (Math.random() < SWEEP_PROBABILITY) await sweepExpiredCredentials(ctx);
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs(ctx));
  await ctx.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  forgetSessions(ctx);
}

export async function endAllSessions(ctx: AppContext, userId: string, exceptToken?: string): Promise<void> {
  const keep = exceptToken ? sql`AND ${sessions.tokenHash} <> ${hashToken(exceptToken)}` : sql``;
  await ctx.db.execute(sql`DELETE FROM ${sessions} WHERE ${sessions.userId} = ${userId} ${keep}`);
  forgetSessions(ctx);
}

/**
 * Every instance keeps looked-up sessions for SESSION_CACHE_SECONDS, so a signed-in request costs no
 * query. Whatever ends a session or changes who it signs in calls this on the instance that made the
 * change; migration 0005's triggers tell the other instances.
 */
export function forgetSessions(ctx: AppContext): void {
  ctx.sessionCache.clear();
}

async function lookUpSession(ctx: AppContext, tokenHash: string): Promise<CachedSession | null> {
  const now = new Date();
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phone: users.phoneNumber,
      role: users.role,
      expiresAt: sessions.expiresAt,
      // The code elevates the sign-in it was entered in, no other; rows from before that rule
      // (no session_token_hash) grant nothing.
      adminSessionExpiresAt: sql<Date | string | null>`(
        SELECT ${adminSessions.sessionExpires} FROM ${adminSessions}
        WHERE ${adminSessions.sessionTokenHash} = ${sessions.tokenHash} AND ${adminSessions.userId} = ${users.id}
          AND ${adminSessions.isActive} AND ${adminSessions.sessionExpires} > now()
        ORDER BY ${adminSessions.sessionExpires} DESC LIMIT 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  let expiresAt = row.expiresAt.getTime();
  if (expiresAt - now.getTime() < ttlMs(ctx) / 2) {
    expiresAt = now.getTime() + ttlMs(ctx);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(expiresAt) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { id, email, fullName, phone, role } = row;
  return {
    user: { id, email, fullName, phone, role },
    expiresAt,
    adminSessionExpiresAt: row.adminSessionExpiresAt ? new Date(row.adminSessionExpiresAt).getTime() : null,
  };
}

/** The signed-in user for a session token, or null; slides the expiry when half of it has passed. */
export async function userForSession(ctx: AppContext, token: string): Promise<CurrentUser | null> {
  const tokenHash = hashToken(token);
  const session = await ctx.sessionCache.remember(
    tokenHash,
    () => lookUpSession(ctx, tokenHash),
    (found) => found !== null,
  );
  const now = Date.now();
  if (!session || session.expiresAt <= now) return null;
  const adminUntil =
    session.adminSessionExpiresAt !== null && session.adminSessionExpiresAt > now
      ? session.adminSessionExpiresAt
      : null;
  return {
    ...session.user,
    isAdmin: session.user.role === "admin" || adminUntil !== null,
    adminSessionExpiresAt: adminUntil === null ? null : new Date(adminUntil).toISOString(),
  };
}
