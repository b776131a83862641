import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { joinVariantAndProduct } from "@/catalog/query-parts";
import { pageSchema, type Page } from "@/db/paginate";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";

/** A size and colour shoppers asked to be mailed about: how many wait, since when, and what is in stock now. */
export type WaitedVariant = {
  variantId: string;
  productId: string;
  productName: string;
  status: "Active" | "Inactive";
  size: string;
  color: string;
  stockQuantity: number;
  waiting: number;
  waitingSince: string;
};

/**
 * Back-in-stock demand (issue 46): the variants with alerts not yet mailed, the most wanted first (then
 * the longest waited), so the owner knows what to restock first. Counts only: who waits is the shoppers'
 * own business. Read along the partial index of pending alerts (stock_alerts_pending_variant_idx).
 */
export async function listWaitingDemand(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<Page<WaitedVariant> & { shoppers: number }> {
  requireAdmin(user);
  const { page, limit } = parseInput(pageSchema, query);
  const rows = queryRows<WaitedVariant>(
    ctx.db,
    sql`WITH waited AS (
          SELECT variant_id, count(*)::int AS waiting, min(created_at) AS since FROM stock_alerts
          WHERE notified_at IS NULL GROUP BY variant_id
        )
        SELECT v.id AS "variantId", p.id AS "productId", p.name AS "productName", p.status, v.size, v.color,
          v.stock_quantity AS "stockQuantity", w.waiting, w.since AS "waitingSince"
        FROM waited w ${joinVariantAndProduct(sql`w.variant_id`)}
        ORDER BY w.waiting DESC, w.since, p.name, v.id
        LIMIT ${limit}::int OFFSET ${(page - 1) * limit}::int`,
  );
  const [items, { total, shoppers }] = await Promise.all([rows, waitingCounts(ctx)]);
  return { items, total, page, limit, shoppers };
}

/** How many sizes and colours are waited for, and by how many shoppers (alerts not yet mailed). */
export async function waitingCounts(ctx: AppContext): Promise<{ total: number; shoppers: number }> {
  const [counts] = await queryRows<{ total: number; shoppers: number }>(
    ctx.db,
    sql`SELECT count(DISTINCT variant_id)::int AS total, count(DISTINCT user_id)::int AS shoppers
        FROM stock_alerts WHERE notified_at IS NULL`,
  );
  return counts;
}
