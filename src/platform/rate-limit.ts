import { eq, lt, sql } from "drizzle-orm";
import { rateLimits } from "./tables";
import type { AppContext } from "./context";
import { AppError } from "./errors";

const PRUNE_PROBABILITY = 0.01;

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a moment and try again.";

/**
 * Counts one attempt against `key` in a fixed window and refuses it (429) once `limit` is passed.
 * One upsert does the check and the count, so concurrent requests on any instance cannot slip through.
 */
export async function consumeRateLimit(
  ctx: AppContext,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const attempt = await countAttempt(ctx, key, windowSeconds);
  if (attempt.count > limit) {
    throw new AppError(429, "rate_limited", RATE_LIMITED_MESSAGE, undefined, attempt.retryAfterSeconds);
  }
}

/**
 * Counts one attempt against `key` in a fixed window of `windowSeconds` and says how many the window
 * holds now (this one included) and when it ends, for callers that answer a full window their own way.
 */
export async function countAttempt(
  ctx: AppContext,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  // Ended windows are only dead rows; about one call in a hundred sweeps them, so no scheduler is needed.
  if (Math.random() < PRUNE_PROBABILITY) await ctx.db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
  const windowEnded = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await ctx.db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds}::int)` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${windowEnded} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  const retryAfterSeconds = Math.max(1, Math.ceil((row.windowEndsAt.getTime() - Date.now()) / 1000));
  return { count: row.count, retryAfterSeconds };
}

/** Takes back one attempt counted on `key`, for an attempt that turned out not to count (e.g. it succeeded). */
export async function uncountAttempt(ctx: AppContext, key: string): Promise<void> {
  await ctx.db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets the attempts on `key`, e.g. after a successful sign-in, so a shopper's typos do not pile up. */
export async function clearRateLimit(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.delete(rateLimits).where(eq(rateLimits.key, key));
}
