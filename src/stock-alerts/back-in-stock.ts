import { runEvery } from "@/platform/periodic";
import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { joinVariantAndProduct } from "@/catalog/query-parts";
import { joinShopper } from "@/accounts/query-parts";
import { backInStockMail, kickMailWorker, queueMail } from "@/mail";
import type { AppContext } from "@/platform/context";
import { publicOrigin } from "@/platform/public-origin";
import { readStoreSettings } from "@/store";
import { variantPath } from "./variant-path";

// Mails queued per transaction: a restock awaited by thousands commits in steps, not all at once.
const BATCH_SIZE = 200;
// How often the sweep looks for restocks no caller announced (a cancelled order's units coming back).
const SWEEP_INTERVAL_MS = 60_000;

type Claimed = { email: string; fullName: string; productId: string; productName: string; size: string; color: string };

/**
 * Mails everyone waiting for a variant that has stock again (of an active product), once: each batch
 * of pending alerts is claimed (FOR UPDATE SKIP LOCKED), marked notified and its mails put in the
 * outbox in one transaction, so two restocks at once, a restock and the sweep, or two shop processes
 * never mail an alert twice, and a failure leaves it pending for the next try. The question is "which
 * pending alerts are in stock now", not "what changed": whoever wrote the stock (the admin's grid, the
 * API, an import, a cancelled order, a migration trigger), the alert is found. `productIds` narrows it
 * to the products just written. Returns how many mails were queued.
 */
export async function mailBackInStock(ctx: AppContext, productIds?: readonly string[]): Promise<number> {
  if (productIds && productIds.length === 0) return 0;
  const from = await readStoreSettings(ctx);
  const origin = publicOrigin(ctx.config);
  const ofProducts = productIds
    ? sql`AND v.product_id IN (${sql.join(
        productIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  let queued = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const claimed = await queryRows<Claimed>(
        tx,
        sql`WITH due AS (
              SELECT a.id, a.variant_id, a.user_id FROM stock_alerts a
              ${joinVariantAndProduct(sql`a.variant_id`)}
              WHERE a.notified_at IS NULL AND v.stock_quantity > 0 AND p.status = 'Active' ${ofProducts}
              ORDER BY a.created_at
              LIMIT ${BATCH_SIZE}
              FOR UPDATE OF a SKIP LOCKED
            )
            UPDATE stock_alerts a SET notified_at = now()
            FROM due ${joinVariantAndProduct(sql`due.variant_id`)} ${joinShopper(sql`due.user_id`)}
            WHERE a.id = due.id
            RETURNING u.email, u.full_name AS "fullName", p.id AS "productId", p.name AS "productName",
              v.size, v.color`,
      );
      const inTx = { ...ctx, db: tx };
      for (const alert of claimed) {
        const link = origin + variantPath(alert.productId, alert.size, alert.color);
        await queueMail(inTx, { to: alert.email, kind: "back-in-stock", ...backInStockMail({ ...alert, link }, from) });
      }
      return claimed.length;
    });
    queued += batch;
    if (batch < BATCH_SIZE) break;
  }
  // queueMail asked the worker inside the transaction, which PostgreSQL may answer before the commit.
  if (queued > 0) kickMailWorker();
  return queued;
}

/**
 * After a write that may have restocked `productIds`: mails their waiting shoppers now. The write has
 * committed and must stand whatever happens here; an alert left pending is found by the sweep.
 */
export async function announceRestock(ctx: AppContext, productIds: readonly string[]): Promise<void> {
  try {
    await mailBackInStock(ctx, productIds);
  } catch (err) {
    ctx.log.error({ err, productIds }, "could not queue the back-in-stock mails; the sweep will retry");
  }
}

/** Runs mailBackInStock over the whole shop every `intervalMs`, for restocks no caller announced. */
export function startBackInStockSweeper(ctx: AppContext, intervalMs = SWEEP_INTERVAL_MS): { stop: () => void } {
  return runEvery(ctx.log, intervalMs, [{ failure: "back-in-stock sweep failed", run: () => mailBackInStock(ctx) }]);
}
