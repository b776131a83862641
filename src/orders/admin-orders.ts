import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { orders } from "@/db/schema";
import { changeOrderStatus } from "./order-status";
import { queueOrderStatusMail } from "@/mail";
import type { AppContext } from "@/platform/context";
import { orderTotalsNow } from "./order-totals";
import { conflict, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@/shop/constants";
import { matchableId } from "@/db/ids";
import { containsPattern } from "@/db/like-pattern";
import { optionalText, pageSchema, paginate, type Page } from "@/db/paginate";
import { toOrderView, type AdminOrderView } from "./order-view";

export type OrderSummary = {
  totalOrders: number;
  pending: number;
  shipped: number;
  delivered: number;
  revenueKobo: number;
};

export const orderListSchema = pageSchema.extend({
  search: optionalText(200),
  status: z.preprocess(
    (v) => (v === "" || v === "All" ? undefined : v),
    z.enum(ORDER_STATUSES, { error: "Unknown order status" }).optional(),
  ),
});
export const statusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Status must be Pending, Shipped, Delivered or Cancelled" }),
});
export const paymentSchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Payment status must be Pending or Verified" }),
});

/** Case-insensitive match on order number, e-mail and shipping name; the lower(...) trigram indexes serve it. */
function searchFilter(term: string): SQL {
  const pattern = containsPattern(term);
  return sql`(lower(${orders.orderNumber}) LIKE ${pattern} OR lower(${orders.customerEmail}) LIKE ${pattern} OR lower(${orders.shippingAddress} ->> 'fullName') LIKE ${pattern})`;
}

/** Newest first, with the summary cards' figures over all orders (revenue excludes Cancelled, SPEC.md §9). */
export async function listAdminOrders(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<Page<AdminOrderView> & { summary: OrderSummary }> {
  requireAdmin(user);
  const { page, limit, search, status } = parseInput(orderListSchema, query);
  const filters: SQL[] = [];
  if (search) filters.push(searchFilter(search));
  if (status) filters.push(eq(orders.status, status));
  const where = filters.length ? and(...filters) : undefined;
  const kept = orderTotalsNow(ctx);
  const [list, totals] = await Promise.all([
    paginate(
      { page, limit },
      ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
      // Without a search the kept totals give the count; a search counts its matches.
      search ? ctx.db.$count(orders, where) : kept.then((totals) => (status ? totals.byStatus[status] : totals.orders)),
      (row) => toOrderView(row, "admin"),
    ),
    kept,
  ]);
  return {
    ...list,
    summary: {
      totalOrders: totals.orders,
      pending: totals.byStatus.Pending,
      shipped: totals.byStatus.Shipped,
      delivered: totals.byStatus.Delivered,
      revenueKobo: totals.revenueKobo,
    },
  };
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
