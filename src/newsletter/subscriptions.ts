import { z } from "zod";
import { newsletterSubscriptions } from "@/db/schema";
import type { AppContext } from "@/platform/context";
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

/** Subscribes an address (stored lower-cased); subscribing again is a success that changes nothing. */
export async function subscribeToNewsletter(ctx: AppContext, email: unknown): Promise<{ email: string }> {
  const input = parseInput(newsletterSchema, { email });
  await ctx.db.insert(newsletterSubscriptions).values({ email: input.email }).onConflictDoNothing();
  return { email: input.email };
}
