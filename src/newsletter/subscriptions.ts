import { newsletterSubscriptions } from "./tables";
import type { AppContext } from "@/platform/context";
import { consumeRateLimit } from "@/platform/rate-limit";
import { parseInput } from "@/platform/validation";
import { newsletterSchema } from "./newsletter-schema";

export { NEWSLETTER_THANKS, newsletterSchema } from "./newsletter-schema";

/**
 * Subscribes an address (stored lower-cased); subscribing again is a success that changes nothing.
 * Limited per address: anyone may post, and a script could fill the list with strangers' e-mails.
 */
export async function subscribeToNewsletter(
  ctx: AppContext,
  subscriber: { email: string },
  clientIp: string,
): Promise<{ email: string }> {
  const input = parseInput(newsletterSchema, subscriber);
  const { config } = ctx;
  await consumeRateLimit(
    ctx,
    `newsletter:ip:${clientIp}`,
    config.RATE_LIMIT_NEWSLETTER_PER_IP,
    config.RATE_LIMIT_WINDOW_SECONDS,
  );
  await ctx.db.insert(newsletterSubscriptions).values({ email: input.email }).onConflictDoNothing();
  return { email: input.email };
}
