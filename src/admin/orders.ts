import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin } from "@/accounts/guards";
import type { CurrentUser } from "@/accounts/sessions";
import { orders, type OrderRow } from "@/db/schema";
import { changeOrderStatus } from "@/orders/order-status";
import { queueOrderStatusMail } from "@/mail/order-mails";
import type { AppContext } from "@/platform/context";
import { orderTotalsNow } from "./order-totals";
import { conflict, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@/shop/constants";
import { matchableId } from "@/db/ids";
import { containsPattern } from "@/db/like-pattern";
import { optionalText, pageSchema, type Page } from "./pagination";


/** An order as the admin table shows it: everything, including the customer's contact details. */
export type AdminOrder = {
  id: string;
  orderNumber: string;
  status: OrderRow["status"];
  paymentStatus: OrderRow["paymentStatus"];
  paymentMethod: OrderRow["paymentMethod"];
  subtotalKobo: number;
  shippingFeeKobo: number;
  totalAmountKobo: number;
  items: OrderRow["items"];
  shippingAddress: OrderRow["shippingAddress"];
  customerEmail: string;
  customerPhone: string;
  createdAt: string;
  /** Null for Delivered and Cancelled orders: the admin table shows a dash (SPEC.md §9). */
  estimatedDeliveryAt: string | null;
};

export type OrderSummary = { totalOrders: number; pending: number; shipped: number; delivered: number; revenueKobo: number };

const orderListSchema = pageSchema.extend({
  search: optionalText(200),
  status: z.preprocess((v) => (v === "" || v === "All" ? undefined : v), z.enum(ORDER_STATUSES, { error: "Unknown order status" }).optional()),
});
const statusSchema = z.object({ status: z.enum(ORDER_STATUSES, { error: "Status must be Pending, Shipped, Delivered or Cancelled" }) });
const paymentSchema = z.object({ paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Payment status must be Pending or Verified" }) });

function toAdminOrder(row: OrderRow): AdminOrder {
  const open = row.status !== "Delivered" && row.status !== "Cancelled";
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    subtotalKobo: Number(row.subtotalKobo),
    shippingFeeKobo: Number(row.shippingFeeKobo),
    totalAmountKobo: Number(row.totalAmountKobo),
    items: row.items,
    shippingAddress: row.shippingAddress,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    createdAt: row.createdAt.toISOString(),
    estimatedDeliveryAt: open ? row.estimatedDeliveryAt.toISOString() : null,
  };
}

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
): Promise<Page<AdminOrder> & { summary: OrderSummary }> {
  requireAdmin(user);
  const { page, limit, search, status } = parseInput(orderListSchema, query);
  const filters: SQL[] = [];
  if (search) filters.push(searchFilter(search));
  if (status) filters.push(eq(orders.status, status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals, searched] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    orderTotalsNow(ctx),
    // Without a search the kept totals give the count; a search counts its matches.
    search ? ctx.db.select({ total: count() }).from(orders).where(where) : null,
  ]);
  const total = searched ? Number(searched[0].total) : status ? totals.byStatus[status] : totals.orders;
  return {
    items: rows.map(toAdminOrder),
    total,
    page,
    limit,
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
export async function setOrderStatus(ctx: AppContext, user: CurrentUser | null, id: string, input: unknown): Promise<AdminOrder> {
  requireAdmin(user);
  const { status } = parseInput(statusSchema, input);
  const result = await changeOrderStatus(ctx, matchableId(id), status);
  if (!result) throw notFound("Order not found");
  // After the commit, and only for a real change: the customer hears of Shipped, Delivered, Cancelled.
  if (result.changed) await queueOrderStatusMail(ctx, result.row, status);
  return toAdminOrder(result.row);
}

/** Pay on delivery and bank transfer are confirmed by hand; card payments only by Paystack's verification. */
export async function setPaymentStatus(ctx: AppContext, user: CurrentUser | null, id: string, input: unknown): Promise<AdminOrder> {
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
  return toAdminOrder(row);
}
