import { sql } from "drizzle-orm";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { productCount } from "@/catalog/query-parts";
import { accountCount } from "@/accounts/query-parts";
import type { AppContext } from "@/platform/context";
import { orderTotalsNow, returnsToAnswer, returnsToSettle, unpaidBankTransferCount } from "@/orders";
import { lowStockProductCount } from "@/catalog";
import { waitingCounts } from "@/stock-alerts";
import { readStoreSettings } from "@/store";

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

/** The orders waiting to be packed and sent: the back office's menu shows it beside Orders on every page. */
export async function pendingOrderCount(ctx: AppContext, user: CurrentUser | null): Promise<number> {
  requireAdmin(user);
  return (await orderTotalsNow(ctx)).byStatus.Pending;
}

export type OwnerToDo = {
  unpaidTransfers: number;
  lowStockProducts: number;
  shoppersWaiting: number;
  returnsToAnswer: number;
  /** Received returns still owed their exchange or refund. */
  returnsToSettle: number;
};

/**
 * What waits on the owner today, counted: the transfers to look for in the bank account, the products
 * running low (at the store's threshold), the shoppers waiting for a restock, the returns to answer and those owed
 * their exchange or refund. The overview links
 * each to its list.
 */
export async function ownerToDo(ctx: AppContext, user: CurrentUser | null): Promise<OwnerToDo> {
  requireAdmin(user);
  const { lowStockThreshold } = await readStoreSettings(ctx);
  const [unpaidTransfers, lowStockProducts, waiting, toAnswer, toSettle] = await Promise.all([
    unpaidBankTransferCount(ctx),
    lowStockProductCount(ctx, lowStockThreshold),
    waitingCounts(ctx),
    returnsToAnswer(ctx, user),
    returnsToSettle(ctx, user),
  ]);
  return {
    unpaidTransfers,
    lowStockProducts,
    shoppersWaiting: waiting.shoppers,
    returnsToAnswer: toAnswer,
    returnsToSettle: toSettle,
  };
}
