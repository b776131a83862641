import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { activeProductCounts } from "./tables";
import type { AppContext } from "@/platform/context";
import { runEvery } from "@/platform/periodic";

/** How often the rows each change adds to the kept counts are folded: a list sums a category's rows meanwhile. */
const COUNT_FOLD_INTERVAL_MS = 60_000;

/**
 * Folds each category's rows of `active_product_counts` into one, dropping categories left at zero
 * (migration 0023). One statement: a row is taken by the one fold that deletes it, so two folds at
 * once never count a row twice, and rows added by transactions still open are left for the next
 * fold. A category already down to one row that is not zero is left as it is: most minutes nothing
 * changed, and rewriting every row each time only made dead rows. Answers how many rows it folded.
 */
export async function foldActiveProductCounts(ctx: AppContext): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    ctx.db,
    sql`
      WITH unfolded AS (
        SELECT category FROM ${activeProductCounts} GROUP BY category HAVING count(*) > 1 OR sum(products) = 0
      ), folded AS (
        DELETE FROM ${activeProductCounts} WHERE category IN (SELECT category FROM unfolded) RETURNING category, products
      ), kept AS (
        INSERT INTO ${activeProductCounts} (category, products)
          SELECT category, sum(products) FROM folded GROUP BY category HAVING sum(products) <> 0
      )
      SELECT count(*)::int AS folded FROM folded`,
  );
  return Number(row?.folded ?? 0);
}

export const FOLD_FAILED = "folding the kept counts of active products failed";

/** Folds the kept counts now and then, one run at a time, until stopped. */
export function startActiveProductCountFolding(
  ctx: AppContext,
  intervalMs = COUNT_FOLD_INTERVAL_MS,
): { stop: () => void } {
  return runEvery(ctx.log, intervalMs, [{ failure: FOLD_FAILED, run: () => foldActiveProductCounts(ctx) }]);
}
