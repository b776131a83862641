import { and, count, desc, eq, gte, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin } from "@/accounts/guards";
import type { CurrentUser } from "@/accounts/sessions";
import type { Tx } from "@/db/client";
import { orders, products, type OrderRow } from "@/db/schema";
import { queueOrderStatusMail } from "@/mail/order-mails";
import type { AppContext } from "@/platform/context";
import { orderTotalsNow } from "./order-totals";
import { conflict, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@/shop/constants";
import { matchableId } from "./ids";
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

/** Units per product, in a fixed order so two transactions touching the same products cannot deadlock. */
function unitsByProduct(items: OrderRow["items"]): Array<[string, number]> {
  const units = new Map<string, number>();
  for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  return [...units.entries()].sort(([a], [b]) => a.localeCompare(b));
}

async function restoreStock(tx: Tx, items: OrderRow["items"]) {
  for (const [productId, quantity] of unitsByProduct(items)) {
    // A product deleted since the order has no shelf to go back to; nothing to do for it.
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
  }
}

/** Takes the items off the shelf again, never below zero; a short product refuses the whole change. */
async function retakeStock(tx: Tx, items: OrderRow["items"]) {
  for (const [productId, quantity] of unitsByProduct(items)) {
    const [taken] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
      .returning({ id: products.id });
    if (taken) continue;
    const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
    if (product) {
      throw conflict(`Not enough stock of ${product.name} to reopen this order: it needs ${quantity}.`);
    }
    // Deleted since: its units went back to a product that no longer exists, so there is nothing to take.
  }
}

/**
 * Sets an order's status (any to any, SPEC.md §4). Cancelling puts the items back on the shelf exactly
 * once: the order row is locked and `stock_restored_at` is set by a conditional update in the same
 * transaction, so two cancellations at once restore once. Leaving Cancelled takes the stock again.
 */
export async function setOrderStatus(ctx: AppContext, user: CurrentUser | null, id: string, input: unknown): Promise<AdminOrder> {
  requireAdmin(user);
  const { status } = parseInput(statusSchema, input);
  let changed = false;
  const row = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, matchableId(id))).for("update");
    if (!order) throw notFound("Order not found");
    if (order.status === status) return order;
    changed = true;
    if (status === "Cancelled") {
      const [claimed] = await tx
        .update(orders)
        .set({ stockRestoredAt: sql`now()` })
        .where(and(eq(orders.id, order.id), isNull(orders.stockRestoredAt)))
        .returning({ id: orders.id });
      if (claimed) await restoreStock(tx, order.items);
    } else if (order.status === "Cancelled") {
      const [claimed] = await tx
        .update(orders)
        .set({ stockRestoredAt: null })
        .where(and(eq(orders.id, order.id), isNotNull(orders.stockRestoredAt)))
        .returning({ id: orders.id });
      if (claimed) await retakeStock(tx, order.items);
    }
    const [updated] = await tx
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    return updated;
  });
  // After the commit, and only for a real change: the customer hears of Shipped, Delivered, Cancelled.
  if (changed) await queueOrderStatusMail(ctx, row, status);
  return toAdminOrder(row);
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
