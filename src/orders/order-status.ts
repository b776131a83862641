import { announceRestock } from "@/stock-alerts";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { restoreStock, takeStock } from "@/catalog";
import { orders, type OrderRow } from "./tables";
import type { AppContext } from "@/platform/context";
import type { OrderStatus } from "@/shop/constants";
import { giveDiscountUseBack, retakeDiscountUse } from "@/discounts";
import { recordOrderEvent, type OrderActor } from "./order-events";
import { unitsStillSold } from "./returns";

/**
 * Sets an order's status (decision 007). Cancelling puts the items back on the shelf, and gives the
 * discount code's use back, exactly once:
 * the order row is locked and `stock_restored_at` is set by a conditional update in the same
 * transaction, so two cancellations at once restore once. Leaving Cancelled takes the stock again.
 * `onlyIf` is asked about the locked, current row: when it says no, nothing changes. Answers the
 * order as it is afterwards and whether it changed, or null for an unknown id. A change goes on the
 * order's timeline with who made it (`actor`; null: the shop itself, e.g. an unpaid order's time ran out).
 */
export async function changeOrderStatus(
  ctx: AppContext,
  orderId: string,
  status: OrderStatus,
  onlyIf: (order: OrderRow) => boolean = () => true,
  actor: OrderActor = null,
): Promise<{ row: OrderRow; changed: boolean } | null> {
  let restocked = false;
  const answer = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return null;
    if (order.status === status || !onlyIf(order)) return { row: order, changed: false };
    if (status === "Cancelled") {
      const [claimed] = await tx
        .update(orders)
        .set({ stockRestoredAt: sql`now()` })
        .where(and(eq(orders.id, order.id), isNull(orders.stockRestoredAt)))
        .returning({ id: orders.id });
      if (claimed) {
        await giveDiscountUseBack(tx, order);
        await restoreStock(tx, await unitsStillSold(tx, order));
        restocked = true;
      }
    } else if (order.status === "Cancelled") {
      const [claimed] = await tx
        .update(orders)
        .set({ stockRestoredAt: null })
        .where(and(eq(orders.id, order.id), isNotNull(orders.stockRestoredAt)))
        .returning({ id: orders.id });
      if (claimed) {
        await retakeDiscountUse(tx, order);
        await takeStock(tx, await unitsStillSold(tx, order), "to reopen this order");
      }
    }
    const [updated] = await tx
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    await recordOrderEvent(tx, order.id, "status", actor, status);
    return { row: updated, changed: true };
  });
  // Units back on the shelf: shoppers waiting for those sizes hear of it now, not at the next sweep.
  if (restocked && answer) await announceRestock(ctx, [...new Set(answer.row.items.map((item) => item.productId))]);
  return answer;
}
