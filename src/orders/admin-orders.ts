import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { orders } from "@/db/schema";
import { changeOrderStatus } from "./order-status";
import { queueOrderStatusMail } from "@/mail";
import type { AppContext } from "@/platform/context";
import { orderTotalsNow } from "./order-totals";
import { conflict, invalid, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@/shop/constants";
import { isUuid, matchableId } from "@/db/ids";
import { containsPattern, escapeLike } from "@/db/like-pattern";
import { optionalText, pageSchema } from "@/db/paginate";
import { toOrderView, type AdminOrderView } from "./order-view";

export type OrderSummary = {
  totalOrders: number;
  pending: number;
  shipped: number;
  delivered: number;
  revenueKobo: number;
};

/** An order's id marks where a page of the list ends or starts (keyset paging, decision 020). */
const cursor = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.string().refine(isUuid, "This link to a page of orders is not valid").optional(),
);

export const orderListSchema = pageSchema
  .extend({
    search: optionalText(200),
    status: z.preprocess(
      (v) => (v === "" || v === "All" ? undefined : v),
      z.enum(ORDER_STATUSES, { error: "Unknown order status" }).optional(),
    ),
    /** The orders older than this one (the next page). */
    after: cursor,
    /** The orders newer than this one (the previous page). */
    before: cursor,
  })
  .refine((q) => !(q.after && q.before), { message: "Ask for the orders after or before one order, not both" })
  .refine((q) => q.page === 1 || !(q.after || q.before), {
    message: "Page by number or by cursor, not both",
    path: ["page"],
  });
export const statusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Status must be Pending, Shipped, Delivered or Cancelled" }),
});
export const paymentSchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Payment status must be Pending or Verified" }),
});

/** How order numbers start (SPEC.md §9); what follows is upper-case base 36. */
const ORDER_NUMBER_PREFIX = "BAY-";

/**
 * What the admin typed, as a filter. An order number is found by its beginning ("bay-mf3k" or
 * "MF3K", with or without BAY-) on a btree index that stops at the first rows; e-mail and name by
 * any part, case-insensitively, on the lower(...) trigram indexes. A term starting with BAY- can
 * only be an order number, and looking only there keeps the planner off the trigram indexes.
 */
function searchFilter(term: string): SQL {
  const upper = term.toUpperCase();
  const numberStart = `${escapeLike(upper.startsWith(ORDER_NUMBER_PREFIX) ? upper : ORDER_NUMBER_PREFIX + upper)}%`;
  const byNumber = sql`${orders.orderNumber} LIKE ${numberStart}`;
  if (upper.startsWith(ORDER_NUMBER_PREFIX)) return byNumber;
  const pattern = containsPattern(term);
  return sql`(${byNumber} OR lower(${orders.customerEmail}) LIKE ${pattern} OR lower(${orders.shippingAddress} ->> 'fullName') LIKE ${pattern})`;
}

/** Newest first; id breaks ties between orders placed in the same microsecond. Matches orders_created_idx. */
const NEWEST_FIRST = [desc(orders.createdAt), desc(orders.id)];
const OLDEST_FIRST = [asc(orders.createdAt), asc(orders.id)];

/** Orders placed before (or after) the order `id`, in the list's order; the row comparison walks the index. */
const olderThan = (id: string) =>
  sql`(${orders.createdAt}, ${orders.id}) < (SELECT o.created_at, o.id FROM orders o WHERE o.id = ${id})`;
const newerThan = (id: string) =>
  sql`(${orders.createdAt}, ${orders.id}) > (SELECT o.created_at, o.id FROM orders o WHERE o.id = ${id})`;

export type AdminOrderList = {
  items: AdminOrderView[];
  /** All orders, or those of the status; null for a search, whose matches are never all read (decision 020). */
  total: number | null;
  page: number;
  limit: number;
  /** Ask with `after` for the older orders that follow; null on the last page. */
  nextCursor: string | null;
  /** Ask with `before` for the newer orders that precede; null on the first page. */
  previousCursor: string | null;
  summary: OrderSummary;
};

/**
 * Newest first, a page at a time, with the summary cards' figures over all orders (revenue excludes
 * Cancelled, SPEC.md §9). Pages by keyset (`after`/`before` an order) or, for older clients, by
 * number; one row more than the page tells whether more follow, so nothing counts a million rows.
 */
export async function listAdminOrders(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<AdminOrderList> {
  requireAdmin(user);
  const { page, limit, search, status, after, before } = parseInput(orderListSchema, query);
  const filters: SQL[] = [];
  if (search) filters.push(searchFilter(search));
  if (status) filters.push(eq(orders.status, status));
  if (after) filters.push(olderThan(after));
  if (before) filters.push(newerThan(before));
  const kept = orderTotalsNow(ctx);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(and(...filters))
      .orderBy(...(before ? OLDEST_FIRST : NEWEST_FIRST))
      .limit(limit + 1)
      .offset((page - 1) * limit),
    kept,
  ]);
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  if (before) shown.reverse();
  if (shown.length === 0 && (after || before)) await requireOrder(ctx, (after ?? before)!);
  const first = shown[0]?.id ?? null;
  const last = shown.at(-1)?.id ?? null;
  return {
    items: shown.map((row) => toOrderView(row, "admin")),
    total: search ? null : status ? totals.byStatus[status] : totals.orders,
    page,
    limit,
    // Going back from a page reached with `after`, or forward from one reached with `before`, there is always a page.
    nextCursor: (before ? true : more) ? last : null,
    previousCursor: (before ? more : after !== undefined || page > 1) ? first : null,
    summary: {
      totalOrders: totals.orders,
      pending: totals.byStatus.Pending,
      shipped: totals.byStatus.Shipped,
      delivered: totals.byStatus.Delivered,
      revenueKobo: totals.revenueKobo,
    },
  };
}

/** An empty page after a cursor: say so when the order it names is gone (deleted), rather than show nothing. */
async function requireOrder(ctx: AppContext, id: string): Promise<void> {
  const [found] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  if (!found) throw invalid("This page of orders is no longer there. Start again from the first page.");
}

/** Sets an order's status (any to any, SPEC.md §4); stock goes back or is taken again (decision 007). */
export async function setOrderStatus(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
  input: unknown,
): Promise<AdminOrderView> {
  requireAdmin(user);
  const { status } = parseInput(statusSchema, input);
  const result = await changeOrderStatus(ctx, matchableId(id), status);
  if (!result) throw notFound("Order not found");
  // After the commit, and only for a real change: the customer hears of Shipped, Delivered, Cancelled.
  if (result.changed) await queueOrderStatusMail(ctx, result.row, status);
  return toOrderView(result.row, "admin");
}

/** Pay on delivery and bank transfer are confirmed by hand; card payments only by Paystack's verification. */
export async function setPaymentStatus(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
  input: unknown,
): Promise<AdminOrderView> {
  requireAdmin(user);
  const { paymentStatus } = parseInput(paymentSchema, input);
  const [current] = await ctx.db
    .select({ paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, matchableId(id)));
  if (!current) throw notFound("Order not found");
  if (current.paymentMethod === "card") throw conflict("Card payments are verified by Paystack, not by hand.");
  const [row] = await ctx.db
    .update(orders)
    .set({ paymentStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, matchableId(id)))
    .returning();
  return toOrderView(row, "admin");
}
