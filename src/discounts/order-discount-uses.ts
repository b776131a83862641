import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { discountCodes } from "@/db/schema";

/**
 * A cancelled order gives its use of a code back, and an order taken out of Cancelled uses it again.
 * Called inside the status change's transaction, only when that change claimed the order's stock
 * (decision 007), so each happens once; and before the stock, so that the code's row is always locked
 * before any product's, in the order the checkout statement takes them.
 */
export async function countDiscountUse(tx: Tx, codeId: string | null, change: 1 | -1): Promise<void> {
  if (!codeId) return;
  await tx
    .update(discountCodes)
    .set({ timesUsed: sql`greatest(${discountCodes.timesUsed} + ${change}, 0)`, updatedAt: sql`now()` })
    .where(eq(discountCodes.id, codeId));
}
