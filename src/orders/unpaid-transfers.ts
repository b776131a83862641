import { and, asc, eq, lt, sql } from "drizzle-orm";
import { orders } from "./tables";
import type { AppContext } from "@/platform/context";

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
  const where = and(
    eq(orders.status, "Pending"),
    eq(orders.paymentStatus, "Pending"),
    eq(orders.paymentMethod, "bank-transfer"),
    lt(orders.createdAt, placedBefore),
  );
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
