import { z } from "zod";
import { newsletterSubscriptions } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import { consumeRateLimit } from "@/platform/rate-limit";
import { parseInput } from "@/platform/validation";

export const NEWSLETTER_THANKS = "Thank you for subscribing!";

export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter an email address" })
    .trim()
    .min(1, "Please enter an email address")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
});

/**
 * Subscribes an address (stored lower-cased); subscribing again is a success that changes nothing.
 * Limited per address: anyone may post, and a script could fill the list with strangers' e-mails.
 */
export async function subscribeToNewsletter(ctx: AppContext, email: unknown, clientIp: string): Promise<{ email: string }> {
  const input = parseInput(newsletterSchema, { email });
  const { config } = ctx;
  await consumeRateLimit(ctx, `newsletter:ip:${clientIp}`, config.RATE_LIMIT_NEWSLETTER_PER_IP, config.RATE_LIMIT_WINDOW_SECONDS);
  await ctx.db.insert(newsletterSubscriptions).values({ email: input.email }).onConflictDoNothing();
  return { email: input.email };
}
