import { announceRestock } from "@/stock-alerts";
import { and, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { orders, products, productVariants, type OrderRow } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import { conflict } from "@/platform/errors";
import type { OrderStatus } from "@/shop/constants";
import { giveDiscountUseBack, retakeDiscountUse } from "@/discounts";
import { byCodeUnits } from "@/platform/code-unit-order";
import { recordOrderEvent, type OrderActor } from "./order-events";

type Shelf = { productId: string; variantId: string | null; size: string; color: string; quantity: number };

/** Units per variant ordered, in a fixed order. */
function unitsByVariant(items: OrderRow["items"]): Shelf[] {
  const units = new Map<string, Shelf>();
  for (const { productId, variantId = null, size, color, quantity } of items) {
    const key = JSON.stringify([productId, variantId, size, color]);
    const shelf = units.get(key) ?? { productId, variantId, size, color, quantity: 0 };
    units.set(key, { ...shelf, quantity: shelf.quantity + quantity });
  }
  return [...units.entries()].sort(([a], [b]) => byCodeUnits(a, b)).map(([, shelf]) => shelf);
}

/**
 * Holds the order's products in id order before any variant is touched, as checkout does (decision
 * 017): two transactions touching the same products then never wait on each other in a circle.
 */
async function holdProducts(tx: Tx, shelves: Shelf[]) {
  const ids = [...new Set(shelves.map((s) => s.productId))];
  if (ids.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for("update");
}

/**
 * The item's variant; an item ordered before variants has none, and goes back to the variant of its
 * size and colour, else to its product's first (`variant_for_item`, migration 0011).
 */
const ofVariant = (shelf: Shelf) =>
  sql`${productVariants.id} = coalesce(${shelf.variantId}::uuid,
    variant_for_item(${shelf.productId}::uuid, ${shelf.size}, ${shelf.color}))`;

/** Adds the units to the product's total, in the same transaction as its variant. */
async function addToTotal(tx: Tx, productId: string, units: number) {
  await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${units}`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

async function restoreStock(tx: Tx, items: OrderRow["items"]) {
  const shelves = unitsByVariant(items);
  await holdProducts(tx, shelves);
  for (const shelf of shelves) {
    // A product deleted since the order, or a size or colour it no longer sells, has no shelf to go back to.
    const [restored] = await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${shelf.quantity}`, updatedAt: sql`now()` })
      .where(ofVariant(shelf))
      .returning({ id: productVariants.id });
    if (restored) await addToTotal(tx, shelf.productId, shelf.quantity);
  }
}

/** "Agbada Jersey (M, Navy)": the product and, when it has them, the variant's size and colour. */
function variantName({ name, size, color }: { name: string; size: string; color: string }): string {
  const variant = [size, color].filter(Boolean).join(", ");
  return variant ? `${name} (${variant})` : name;
}

/** Takes the items off the shelf again, never below zero; a short variant refuses the whole change. */
async function retakeStock(tx: Tx, items: OrderRow["items"]) {
  const shelves = unitsByVariant(items);
  await holdProducts(tx, shelves);
  for (const shelf of shelves) {
    const [taken] = await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${shelf.quantity}`, updatedAt: sql`now()` })
      .where(and(ofVariant(shelf), gte(productVariants.stockQuantity, shelf.quantity)))
      .returning({ id: productVariants.id });
    if (taken) {
      await addToTotal(tx, shelf.productId, -shelf.quantity);
      continue;
    }
    const [short] = await tx
      .select({ name: products.name, size: productVariants.size, color: productVariants.color })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(ofVariant(shelf));
    if (short) {
      throw conflict(`Not enough stock of ${variantName(short)} to reopen this order: it needs ${shelf.quantity}.`);
    }
    // Gone since: its units went back to a shelf that no longer exists, so there is nothing to take.
  }
}

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
        await restoreStock(tx, order.items);
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
        await retakeStock(tx, order.items);
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
