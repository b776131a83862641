import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { discountCodes } from "./tables";
import { conflict } from "@/platform/errors";
import { usedByShopper, usedUp, usesByShopper } from "./discount-rules";

type OrderWithCode = { discountCodeId: string | null; userId: string | null };

// Called inside the status change's transaction, only when that change claimed the order's stock
// (decision 007), so each happens once; and before the stock, so that the code's row is always locked
// before any product's, in the order the checkout statement takes them.

/** A cancelled order gives its use of a code back. */
export async function giveDiscountUseBack(tx: Tx, order: OrderWithCode): Promise<void> {
  if (!order.discountCodeId) return;
  await tx
    .update(discountCodes)
    .set({ timesUsed: sql`greatest(${discountCodes.timesUsed} - 1, 0)`, updatedAt: sql`now()` })
    .where(eq(discountCodes.id, order.discountCodeId));
}

/**
 * An order taken out of Cancelled uses its code again, within the code's limits as checkout keeps
 * them: when its uses went to other orders meanwhile, reopening is refused, as it is for stock.
 * The order is still Cancelled here, so the shopper's count is of their other orders.
 */
export async function retakeDiscountUse(tx: Tx, order: OrderWithCode): Promise<void> {
  if (!order.discountCodeId) return;
  const byShopper = order.userId ? usesByShopper(sql`discount_codes.id`, order.userId) : sql<number>`0`;
  const [counted] = await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(discountCodes.id, order.discountCodeId),
        sql`NOT ${usedUp("discount_codes")}`,
        sql`NOT ${usedByShopper("discount_codes", byShopper)}`,
      ),
    )
    .returning({ id: discountCodes.id });
  if (counted) return;
  const [code] = await tx
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.id, order.discountCodeId));
  // A code deleted since has no limits left to keep.
  if (code) throw conflict(`The discount code ${code.code} has no uses left for this order, so it cannot be reopened.`);
}
