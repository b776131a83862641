import { and, asc, eq, lt, sql } from "drizzle-orm";
import { orders } from "./tables";
import type { AppContext } from "@/platform/context";

/** A bank-transfer order still Pending and unpaid (placed before `placedBefore`, when given). */
function awaitingTransfer(placedBefore?: Date) {
  return and(
    eq(orders.status, "Pending"),
    eq(orders.paymentStatus, "Pending"),
    eq(orders.paymentMethod, "bank-transfer"),
    placedBefore ? lt(orders.createdAt, placedBefore) : undefined,
  );
}

export type UnpaidTransfer = { orderNumber: string; fullName: string; totalAmountKobo: number; createdAt: Date };

/**
 * Bank-transfer orders still Pending and unpaid that were placed before `placedBefore`, oldest first
 * (`limit` of them), and how many there are: for the owner's daily digest (issue 46). Read along the
 * partial index orders_awaiting_payment_idx, which holds exactly the unpaid transfers and card orders.
 */
export async function unpaidBankTransfers(
  ctx: AppContext,
  placedBefore: Date,
  limit: number,
): Promise<{ items: UnpaidTransfer[]; total: number }> {
  const where = awaitingTransfer(placedBefore);
  const [items, total] = await Promise.all([
    ctx.db
      .select({
        orderNumber: orders.orderNumber,
        fullName: sql<string>`${orders.shippingAddress} ->> 'fullName'`,
        totalAmountKobo: orders.totalAmountKobo,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.createdAt))
      .limit(limit),
    ctx.db.$count(orders, where),
  ]);
  return { items, total };
}

/** How many bank transfers the owner still has to look for in the bank account: the overview's to-do. */
export async function unpaidBankTransferCount(ctx: AppContext): Promise<number> {
  return ctx.db.$count(orders, awaitingTransfer());
}
