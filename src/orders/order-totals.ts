import { sql } from "drizzle-orm";
import { orderTotals } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import type { OrderStatus } from "@/shop/constants";

export type OrderTotals = { orders: number; byStatus: Record<OrderStatus, number>; revenueKobo: number };

/** Order counts per status and revenue (every status but Cancelled, SPEC.md §9), read from order_totals. */
export async function orderTotalsNow(ctx: AppContext): Promise<OrderTotals> {
  const rows = await ctx.db
    .select({
      status: orderTotals.status,
      orders: sql<string>`sum(${orderTotals.orders})`,
      amountKobo: sql<string>`sum(${orderTotals.amountKobo})`,
    })
    .from(orderTotals)
    .groupBy(orderTotals.status);
  const byStatus: Record<OrderStatus, number> = { Pending: 0, Shipped: 0, Delivered: 0, Cancelled: 0 };
  let orders = 0;
  let revenueKobo = 0;
  for (const row of rows) {
    const count = Number(row.orders);
    byStatus[row.status as OrderStatus] = count;
    orders += count;
    if (row.status !== "Cancelled") revenueKobo += Number(row.amountKobo);
  }
  return { orders, byStatus, revenueKobo };
}
