import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { passwordResetTokens, sessions, users } from "./tables";
import { queueMail, passwordResetMail } from "@/mail";
import { readStoreSettings } from "@/store";
import type { AppContext } from "@/platform/context";
import { AppError } from "@/platform/errors";
import { consumeRateLimit } from "@/platform/rate-limit";
import { publicOrigin } from "@/platform/public-origin";
import { parseInput } from "@/platform/validation";
import { PASSWORD_RESET_TTL_MS } from "@/shop/constants";
import { hashPassword } from "./passwords";
import { passwordResetConfirmSchema, passwordResetRequestSchema } from "./schemas";
import { forgetSessions, hashToken, newToken } from "./sessions";

export const INVALID_RESET_LINK_MESSAGE = "This reset link is invalid or has expired.";

export type RequestMeta = { clientIp: string };

/**
 * Mails a single-use reset link when the e-mail has an account. From the outside it always looks the
 * same (no account enumeration). Only the SHA-256 of the token is stored.
 */
export async function requestPasswordReset(ctx: AppContext, input: unknown, meta: RequestMeta): Promise<void> {
  const { email } = parseInput(passwordResetRequestSchema, input);
  const { config } = ctx;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  await consumeRateLimit(ctx, `password-reset:account:${email}`, config.RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT, window);
  await consumeRateLimit(ctx, `password-reset:ip:${meta.clientIp}`, config.RATE_LIMIT_PASSWORD_RESET_PER_IP, window);
  const [user] = await ctx.db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) {
    ctx.log.info("password reset asked for an e-mail without an account");
    return;
  }
  const token = newToken();
  await ctx.db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  const link = `${publicOrigin(config)}/reset-password?token=${encodeURIComponent(token)}`;
  await queueMail(ctx, {
    to: email,
    kind: "password-reset",
    ...passwordResetMail(user.fullName, link, await readStoreSettings(ctx)),
  });
}

/**
 * Sets a new password with a reset token. The token works once and for 1 hour; using it also voids
 * the user's other reset links and ends all their sessions (whoever had the old password is out).
 */
export async function confirmPasswordReset(ctx: AppContext, input: unknown): Promise<void> {
  const { token, password } = parseInput(passwordResetConfirmSchema, input);
  const passwordHash = await hashPassword(password);
  const changed = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    return claimed.userId;
  });
  if (!changed) throw new AppError(400, "invalid_reset_token", INVALID_RESET_LINK_MESSAGE);
  forgetSessions(ctx);
  ctx.log.info({ userId: changed }, "password reset");
}
