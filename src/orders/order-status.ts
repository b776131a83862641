import { and, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { orders, products, type OrderRow } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import { conflict } from "@/platform/errors";
import type { OrderStatus } from "@/shop/constants";
import { countDiscountUse } from "@/discounts";

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
 * Sets an order's status (decision 007). Cancelling puts the items back on the shelf, and gives the
 * discount code's use back, exactly once:
 * the order row is locked and `stock_restored_at` is set by a conditional update in the same
 * transaction, so two cancellations at once restore once. Leaving Cancelled takes the stock again.
 * `onlyIf` is asked about the locked, current row: when it says no, nothing changes. Answers the
 * order as it is afterwards and whether it changed, or null for an unknown id.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  orderId: string,
  status: OrderStatus,
  onlyIf: (order: OrderRow) => boolean = () => true,
): Promise<{ row: OrderRow; changed: boolean } | null> {
  return ctx.db.transaction(async (tx) => {
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
        await countDiscountUse(tx, order.discountCodeId, -1);
        await restoreStock(tx, order.items);
      }
    } else if (order.status === "Cancelled") {
      const [claimed] = await tx
        .update(orders)
        .set({ stockRestoredAt: null })
        .where(and(eq(orders.id, order.id), isNotNull(orders.stockRestoredAt)))
        .returning({ id: orders.id });
      if (claimed) {
        await countDiscountUse(tx, order.discountCodeId, 1);
        await retakeStock(tx, order.items);
      }
    }
    const [updated] = await tx
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    return { row: updated, changed: true };
  });
}
