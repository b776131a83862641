import { and, asc, eq, gte, sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { products } from "./tables";
import type { AppContext } from "@/platform/context";

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/**
 * The first product id of each product sitemap file. Files are keyset pages of the active products
 * by id, so a file is one index range scan however large the catalog, never an OFFSET.
 */
export async function productSitemapStarts(ctx: AppContext, perFile = SITEMAP_URLS_PER_FILE): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`
    SELECT id FROM (
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM products WHERE status = 'Active'
    ) numbered
    WHERE (n - 1) % ${perFile}::int = 0
    ORDER BY id`,
  );
  return rows.map((row) => row.id);
}

/** One product sitemap file: up to `perFile` active products from `fromId` on, with when each last changed. */
export function productSitemapEntries(ctx: AppContext, fromId: string, perFile = SITEMAP_URLS_PER_FILE) {
  return ctx.db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.status, "Active"), gte(products.id, fromId)))
    .orderBy(asc(products.id))
    .limit(perFile);
}
