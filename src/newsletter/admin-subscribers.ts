import { desc } from "drizzle-orm";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { newsletterSubscriptions } from "./tables";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import { pageSchema, paginate, type Page } from "@/db/paginate";
import { csvCell } from "@/platform/csv";
import type { z } from "@hono/zod-openapi";
import type { subscriberResponse } from "./responses";

/** As ./responses.ts documents it (the Subscriber component). */
export type Subscriber = z.infer<typeof subscriberResponse>;

const newestSubscribers = (ctx: AppContext) =>
  ctx.db
    .select({ email: newsletterSubscriptions.email, createdAt: newsletterSubscriptions.createdAt })
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.email));

/** Subscribers, newest first. */
export async function listSubscribers(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<Page<Subscriber>> {
  requireAdmin(user);
  const { page, limit } = parseInput(pageSchema, query);
  return paginate(
    { page, limit },
    newestSubscribers(ctx).$dynamic(),
    ctx.db.$count(newsletterSubscriptions),
    (row) => ({ email: row.email, subscribedAt: row.createdAt.toISOString() }),
  );
}

/** Every subscriber as CSV (header `email,subscribed_at`), newest first. */
export async function subscribersCsv(ctx: AppContext, user: CurrentUser | null): Promise<string> {
  requireAdmin(user);
  const rows = await newestSubscribers(ctx);
  const lines = rows.map((row) => `${csvCell(row.email)},${csvCell(row.createdAt.toISOString())}`);
  return ["email,subscribed_at", ...lines].join("\r\n") + "\r\n";
}
