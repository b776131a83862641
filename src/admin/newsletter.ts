import { count, desc } from "drizzle-orm";
import { requireAdmin } from "@/accounts/guards";
import type { CurrentUser } from "@/accounts/sessions";
import { newsletterSubscriptions } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import { pageSchema, type Page } from "./pagination";

export type Subscriber = { email: string; subscribedAt: string };

/** Subscribers, newest first. */
export async function listSubscribers(ctx: AppContext, user: CurrentUser | null, query: unknown): Promise<Page<Subscriber>> {
  requireAdmin(user);
  const { page, limit } = parseInput(pageSchema, query);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ email: newsletterSubscriptions.email, createdAt: newsletterSubscriptions.createdAt })
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.email))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(newsletterSubscriptions),
  ]);
  return {
    items: rows.map((row) => ({ email: row.email, subscribedAt: row.createdAt.toISOString() })),
    total: Number(total),
    page,
    limit,
  };
}

/** A CSV cell: quoted, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Every subscriber as CSV (header `email,subscribed_at`), newest first. */
export async function subscribersCsv(ctx: AppContext, user: CurrentUser | null): Promise<string> {
  requireAdmin(user);
  const rows = await ctx.db
    .select({ email: newsletterSubscriptions.email, createdAt: newsletterSubscriptions.createdAt })
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.email));
  const lines = rows.map((row) => `${csvCell(row.email)},${csvCell(row.createdAt.toISOString())}`);
  return ["email,subscribed_at", ...lines].join("\r\n") + "\r\n";
}
