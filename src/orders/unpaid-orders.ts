import { runEvery } from "@/platform/periodic";
import { and, asc, eq, lt, ne } from "drizzle-orm";
import { orders, type OrderRow } from "./tables";
import { queueUnpaidOrderCancelled } from "@/mail";
import type { AppContext } from "@/platform/context";
import { changeOrderStatus } from "./order-status";
import { foldPastDayTotals } from "./sales-report";

/** Orders cancelled per sweep; a longer backlog is finished by the next runs. */
const SWEEP_BATCH = 200;
const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Bank-transfer and card orders that are still Pending and unpaid past UNPAID_ORDER_TTL_HOURS. Pay on
 * delivery is paid at the door, so it never expires (it counts towards MAX_OPEN_UNPAID_ORDERS instead).
 */
function expiredBefore(cutoff: Date) {
  return (order: OrderRow) =>
    order.status === "Pending" &&
    order.paymentStatus === "Pending" &&
    order.paymentMethod !== "pay-on-delivery" &&
    order.createdAt < cutoff;
}

/**
 * Cancels unpaid orders whose time to pay has run out, puts their stock back (once, decision 007)
 * and mails each shopper. Each order is re-checked under its row lock, so a payment that lands
 * meanwhile wins, and two sweeps at once (several instances) cancel and mail each order once.
 * Answers how many orders this run cancelled.
 */
export async function cancelExpiredUnpaidOrders(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ctx.config.UNPAID_ORDER_TTL_HOURS * 3_600_000);
  // The same condition as the partial index orders_awaiting_payment_idx, so this reads only it.
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "Pending"),
        eq(orders.paymentStatus, "Pending"),
        ne(orders.paymentMethod, "pay-on-delivery"),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(SWEEP_BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    const result = await changeOrderStatus(ctx, id, "Cancelled", expiredBefore(cutoff));
    if (!result?.changed) continue;
    cancelled++;
    ctx.log.info({ orderNumber: result.row.orderNumber }, "unpaid order cancelled: its time to pay ran out");
    await queueUnpaidOrderCancelled(ctx, result.row);
  }
  return cancelled;
}

/** Runs the sweep now and then every few minutes, one run at a time, until stopped. */
export function startUnpaidOrderSweeper(ctx: AppContext, intervalMs = SWEEP_INTERVAL_MS): { stop: () => void } {
  return runEvery(ctx.log, intervalMs, [
    { failure: "unpaid order sweep failed", run: () => cancelExpiredUnpaidOrders(ctx) },
    // The same periodic upkeep keeps the sales report's daily totals compact (after any cancellations above).
    { failure: "folding the daily sales totals failed", run: () => foldPastDayTotals(ctx) },
  ]);
}
