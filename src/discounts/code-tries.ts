import { consumeRateLimit, uncountAttempt } from "@/platform/rate-limit";
import type { AppContext } from "@/platform/context";

// Guessing codes (issue 47): each code a shopper types is counted, per account and, generously, per
// address (many shoppers share a carrier's address); a code that applied is given back, so only wrong
// or refused codes use up the window.

const keysOf = (shopperId: string, clientIp: string) => ({
  account: `discount-code:account:${shopperId}`,
  address: `discount-code:ip:${clientIp}`,
});

/** Counts one code typed by this shopper from this address; past either limit, a 429. */
export async function countCodeTry(ctx: AppContext, shopperId: string, clientIp: string): Promise<void> {
  const { config } = ctx;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const keys = keysOf(shopperId, clientIp);
  await consumeRateLimit(ctx, keys.account, config.RATE_LIMIT_DISCOUNT_CODE_PER_ACCOUNT, window);
  await consumeRateLimit(ctx, keys.address, config.RATE_LIMIT_DISCOUNT_CODE_PER_IP, window);
}

/** Gives back the try of a code that applied: a shopper re-applying their own code is not guessing. */
export async function forgiveCodeTry(ctx: AppContext, shopperId: string, clientIp: string): Promise<void> {
  const keys = keysOf(shopperId, clientIp);
  await Promise.all([uncountAttempt(ctx, keys.account), uncountAttempt(ctx, keys.address)]);
}
