import { sql, type SQL } from "drizzle-orm";
import { orderTotals } from "./tables";
import type { AppContext } from "@/platform/context";
import { ORDER_STATUSES, type OrderStatus } from "@/shop/constants";

export type OrderTotals = { orders: number; byStatus: Record<OrderStatus, number>; revenueKobo: number };

/** A kept figure of order_totals (summed over its slots and statuses), 0 when nothing was ever counted. */
const kept = (column: typeof orderTotals.orders | typeof orderTotals.amountKobo, of: SQL) =>
  sql`coalesce(sum(${column}) FILTER (WHERE ${of}), 0)`;
const ofStatus = (status: OrderStatus) => sql`${orderTotals.status} = ${sql.raw(`'${status}'`)}`;

/**
 * Order counts per status and revenue (every status but Cancelled, docs/product-rules.md#revenue) as one JSON value of a
 * select from order_totals: one value to read, and a fixed text, so a statement using it is prepared once.
 */
export const keptOrderTotals = sql<OrderTotals>`json_build_object(
  'orders', ${kept(orderTotals.orders, sql`true`)},
  'byStatus', json_build_object(${sql.join(
    ORDER_STATUSES.map((status) => sql`${sql.raw(`'${status}'`)}, ${kept(orderTotals.orders, ofStatus(status))}`),
    sql`, `,
  )}),
  'revenueKobo', ${kept(orderTotals.amountKobo, sql`${orderTotals.status} <> 'Cancelled'`)}
)`;

export async function orderTotalsNow(ctx: AppContext): Promise<OrderTotals> {
  const [row] = await ctx.db.select({ totals: keptOrderTotals }).from(orderTotals);
  return row.totals;
}
