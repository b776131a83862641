import { and, desc, eq, ilike, type SQL } from "drizzle-orm";
import { z } from "zod";
import { type CurrentUser, requireUser } from "@/platform/access";
import { orders } from "./tables";
import type { AppContext } from "@/platform/context";
import { withinPageDepth } from "@/platform/paging";
import { consumeRateLimit } from "@/platform/rate-limit";
import { parseInput } from "@/platform/validation";
import { ORDER_STATUSES } from "@/shop/constants";
import { toOrderView, type OrderView, type OrderVisibility } from "./order-view";
import { containsPattern } from "@/db/like-pattern";
import { paginate } from "@/db/paginate";

export const myOrdersQuerySchema = z
  .object({
    search: z.string().trim().max(60).optional().catch(undefined),
    status: z.enum(ORDER_STATUSES).optional().catch(undefined),
    page: z.coerce.number().int().min(1).default(1).catch(1),
    limit: z.coerce.number().int().min(1).max(100).default(20).catch(20),
  })
  .superRefine(withinPageDepth);

export type OrderList = { items: OrderView[]; total: number; page: number; limit: number };

/** The shopper's own orders, newest first, optionally by status and by part of the order number. */
export async function listMyOrders(ctx: AppContext, user: CurrentUser | null, query: unknown = {}): Promise<OrderList> {
  const shopper = requireUser(user);
  const { search, status, page, limit } = parseInput(myOrdersQuerySchema, query);
  const conditions: SQL[] = [eq(orders.userId, shopper.id)];
  if (status) conditions.push(eq(orders.status, status));
  if (search) conditions.push(ilike(orders.orderNumber, containsPattern(search)));
  const where = and(...conditions);
  return paginate(
    { page, limit },
    ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
    ctx.db.$count(orders, where),
    (row) => toOrderView(row, "shopper"),
  );
}

/**
 * An order by its number for the tracking page (docs/product-rules.md#order-tracking). Anyone with the number sees its
 * progress; the name, street address, phone and e-mail only the owner, an admin, or a visitor who
 * also gives the e-mail used for the order. A signed-in shopper looking up another's order is such
 * a visitor: signing out would show them the same. Such visitors' lookups, found or not, count
 * against a per-address limit, so order numbers and e-mails cannot be tried in bulk.
 */
export async function findOrderForTracking(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
  email: string | null | undefined,
  clientIp: string,
): Promise<{ order: OrderView; view: OrderVisibility } | null> {
  const number = orderNumber.trim().toUpperCase();
  const [row] = /^BAY-[0-9A-Z]{1,40}$/.test(number)
    ? await ctx.db.select().from(orders).where(eq(orders.orderNumber, number)).limit(1)
    : [];
  const owner = user !== null && row?.userId === user.id;
  if (!owner && !user?.isAdmin) {
    const { config } = ctx;
    await consumeRateLimit(
      ctx,
      `order-lookup:ip:${clientIp}`,
      config.RATE_LIMIT_ORDER_LOOKUP_PER_IP,
      config.RATE_LIMIT_WINDOW_SECONDS,
    );
  }
  if (!row) return null;
  const givenEmail = email?.trim().toLowerCase();
  const knowsEmail = Boolean(givenEmail) && givenEmail === row.customerEmail.toLowerCase();
  const order = toOrderView(row, owner || user?.isAdmin || knowsEmail ? "shopper" : "stranger");
  return { order, view: order.view };
}
