import { sql } from "drizzle-orm";
import { requireAdmin } from "@/accounts/guards";
import type { CurrentUser } from "@/accounts/sessions";
import { orders, products, users } from "@/db/schema";
import type { AppContext } from "@/platform/context";

export type AdminOverview = {
  totalProducts: number;
  totalOrders: number;
  pendingOrders: number;
  totalUsers: number;
  revenueKobo: number;
};

/** Live dashboard figures (SPEC.md shows fixed samples; DESIGN.md §2 asks for the real ones). */
export async function adminOverview(ctx: AppContext, user: CurrentUser | null): Promise<AdminOverview> {
  requireAdmin(user);
  const [row] = await ctx.db
    .select({
      totalProducts: sql<number>`(SELECT count(*) FROM ${products})::int`,
      totalOrders: sql<number>`(SELECT count(*) FROM ${orders})::int`,
      pendingOrders: sql<number>`(SELECT count(*) FROM ${orders} WHERE ${orders.status} = 'Pending')::int`,
      totalUsers: sql<number>`(SELECT count(*) FROM ${users})::int`,
      // Revenue = sum of order totals except cancelled orders (SPEC.md §9).
      revenueKobo: sql<string>`(SELECT coalesce(sum(${orders.totalAmountKobo}), 0) FROM ${orders} WHERE ${orders.status} <> 'Cancelled')::bigint`,
    })
    .from(sql`(SELECT 1) AS one`);
  return {
    totalProducts: Number(row.totalProducts),
    totalOrders: Number(row.totalOrders),
    pendingOrders: Number(row.pendingOrders),
    totalUsers: Number(row.totalUsers),
    revenueKobo: Number(row.revenueKobo),
  };
}
