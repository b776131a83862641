import { eq } from "drizzle-orm";
import { users } from "./tables";
import type { AppContext } from "@/platform/context";
import { AppError, conflict } from "@/platform/errors";
import { clearRateLimit, consumeRateLimit } from "@/platform/rate-limit";
import { parseInput } from "@/platform/validation";
import { compactPhone } from "@/shop/phone";
import { hashPassword, verifyDecoy, verifyPassword } from "./passwords";
import { loginSchema, signupSchema } from "./schemas";
import { endSession, startSession, userForSession } from "./sessions";
import { type CurrentUser } from "@/platform/access";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
export const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists. Please log in instead.";

export type SignedIn = { user: CurrentUser; token: string; expiresAt: Date };

export const loginAccountKey = (email: string) => `login:account:${email}`;

async function signedIn(ctx: AppContext, userId: string): Promise<SignedIn> {
  const { token, expiresAt } = await startSession(ctx, userId);
  const user = await userForSession(ctx, token);
  if (!user) throw new Error("a session just started was not found");
  return { user, token, expiresAt };
}

/** Creates a customer account and signs it in. The role is always customer, whatever the client sent. */
export async function signUp(ctx: AppContext, input: unknown, clientIp: string): Promise<SignedIn> {
  const { email, password, fullName, phone } = parseInput(signupSchema, input);
  const { config } = ctx;
  await consumeRateLimit(
    ctx,
    `signup:ip:${clientIp}`,
    config.RATE_LIMIT_SIGNUP_PER_IP,
    config.RATE_LIMIT_WINDOW_SECONDS,
  );
  const passwordHash = await hashPassword(password);
  const [created] = await ctx.db
    .insert(users)
    .values({ email, passwordHash, fullName, phoneNumber: compactPhone(phone), role: "customer" })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  ctx.log.info({ userId: created.id }, "account created");
  return signedIn(ctx, created.id);
}

/**
 * Signs in with e-mail and password. Unknown e-mail and wrong password get the same message and take
 * the same time. Guesses are limited per account first and, generously, per address.
 */
export async function logIn(ctx: AppContext, input: unknown, clientIp: string): Promise<SignedIn> {
  const { email, password } = parseInput(loginSchema, input);
  const { config } = ctx;
  const accountKey = loginAccountKey(email);
  await consumeRateLimit(ctx, accountKey, config.RATE_LIMIT_LOGIN_PER_ACCOUNT, config.RATE_LIMIT_WINDOW_SECONDS);
  await consumeRateLimit(ctx, `login:ip:${clientIp}`, config.RATE_LIMIT_LOGIN_PER_IP, config.RATE_LIMIT_WINDOW_SECONDS);
  const [row] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const matches = row ? await verifyPassword(row.passwordHash, password) : await verifyDecoy(password);
  if (!row || !matches) throw new AppError(401, "invalid_credentials", INVALID_LOGIN_MESSAGE);
  await clearRateLimit(ctx, accountKey);
  return signedIn(ctx, row.id);
}

/**
 * Ends this session. Its timed admin access ends with it (docs/product-rules.md#sessions: sign-out clears everything):
 * the admin session belongs to this sign-in and the database deletes it along with the session.
 */
export async function logOut(ctx: AppContext, token: string | null): Promise<void> {
  if (token) await endSession(ctx, token);
}
