import { sql } from "drizzle-orm";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { productCount } from "@/catalog/query-parts";
import { accountCount } from "@/accounts/query-parts";
import type { AppContext } from "@/platform/context";
import { orderTotalsNow } from "@/orders";

export type AdminOverview = {
  totalProducts: number;
  totalOrders: number;
  pendingOrders: number;
  totalUsers: number;
  revenueKobo: number;
};

/** Live dashboard figures (the original store showed fixed samples: docs/product-rules.md#beyond-the-original). */
export async function adminOverview(ctx: AppContext, user: CurrentUser | null): Promise<AdminOverview> {
  requireAdmin(user);
  const [[row], totals] = await Promise.all([
    ctx.db
      .select({
        totalProducts: productCount,
        totalUsers: accountCount,
      })
      .from(sql`(SELECT 1) AS one`),
    orderTotalsNow(ctx),
  ]);
  return {
    totalProducts: Number(row.totalProducts),
    totalOrders: totals.orders,
    pendingOrders: totals.byStatus.Pending,
    totalUsers: Number(row.totalUsers),
    revenueKobo: totals.revenueKobo,
  };
}
