import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { z } from "zod";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { pageSchema, paginate, type Page } from "@/db/paginate";
import { products, productVariants } from "./tables";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import { SALES_WINDOW_DAYS } from "./sales-window";
import { unitsSoldPerVariant } from "@/orders/query-parts";
import { LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from "@/shop/constants";
import type { LowStockVariantResponse } from "./responses";

/** "At n or fewer": the owner's low-stock threshold (the page passes the store's), 5 by default. */
export const lowStockQuerySchema = pageSchema.extend({
  threshold: z.coerce
    .number()
    .int("Threshold must be a whole number")
    .min(0, "Threshold cannot be negative")
    .max(MAX_LOW_STOCK_THRESHOLD, `Threshold must be ${MAX_LOW_STOCK_THRESHOLD} or less`)
    .default(LOW_STOCK_THRESHOLD),
});

/** As ./responses.ts documents it (the LowStockVariant component). */
export type LowStockVariant = LowStockVariantResponse;

/**
 * Every variant across the shop at the threshold or fewer, the emptiest first (sold out at the top),
 * read along the variants' (stock_quantity, id) index.
 */
export async function listLowStockVariants(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<Page<LowStockVariant>> {
  requireAdmin(user);
  const { page, limit, threshold } = parseInput(lowStockQuerySchema, query);
  const low = lte(productVariants.stockQuantity, threshold);
  return paginate(
    { page, limit },
    ctx.db
      .select({
        variantId: productVariants.id,
        productId: products.id,
        productName: products.name,
        status: products.status,
        size: productVariants.size,
        color: productVariants.color,
        sku: productVariants.sku,
        stockQuantity: productVariants.stockQuantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(low)
      .orderBy(asc(productVariants.stockQuantity), asc(productVariants.id))
      .$dynamic(),
    ctx.db.$count(productVariants, low),
    (row) => row,
  );
}

/** One size and colour running low, with its pace: units sold in the window and the days its stock lasts at it. */
export type LowStockLine = {
  variantId: string;
  size: string;
  color: string;
  sku: string | null;
  stockQuantity: number;
  soldLast30Days: number;
  /** 0 when sold out; null when nothing sold in the window (no pace to read). */
  daysLeft: number | null;
};

/** A product with sizes and colours running low: the owner's to-do line, with its variants under it. */
export type LowStockProduct = {
  productId: string;
  productName: string;
  status: "Active" | "Inactive";
  imageUrl: string;
  /** The soonest any of its variants sells out (0: one already has), null when none sold in the window. */
  daysLeft: number | null;
  variants: LowStockLine[];
};

/**
 * The low-stock list as a to-do list (issue 46): the products with a variant at the threshold or fewer,
 * one entry each with those variants, the soonest to sell out first: a sold-out variant first, then by
 * stock over the pace of the last 30 days' orders (cancelled ones left out), then those that sold
 * nothing, the emptiest first. The pace is read from the orders' lines, which name their variant.
 */
export async function listLowStockProducts(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<Page<LowStockProduct>> {
  requireAdmin(user);
  const { page, limit, threshold } = parseInput(lowStockQuerySchema, query);
  const rows = queryRows<LowStockProduct>(
    ctx.db,
    sql`WITH low AS (
          SELECT id, product_id, size, color, sku, stock_quantity FROM product_variants
          WHERE stock_quantity <= ${threshold}::int
        ), sold AS (
          ${unitsSoldPerVariant(SALES_WINDOW_DAYS, sql`SELECT id::text FROM low`)}
        ), rated AS (
          SELECT low.*, coalesce(sold.units, 0)::int AS sold,
            CASE WHEN low.stock_quantity = 0 THEN 0::float8
                 WHEN sold.units > 0 THEN low.stock_quantity * ${SALES_WINDOW_DAYS}::float8 / sold.units END AS days_left
          FROM low LEFT JOIN sold ON sold.variant_id = low.id::text
        ), grouped AS (
          SELECT product_id, min(days_left) AS days_left, min(stock_quantity) AS emptiest FROM rated GROUP BY product_id
        )
        SELECT p.id AS "productId", p.name AS "productName", p.status, p.image_url AS "imageUrl",
          g.days_left AS "daysLeft",
          (SELECT json_agg(json_build_object('variantId', r.id, 'size', r.size, 'color', r.color, 'sku', r.sku,
              'stockQuantity', r.stock_quantity, 'soldLast30Days', r.sold, 'daysLeft', r.days_left)
            ORDER BY r.days_left NULLS LAST, r.stock_quantity, r.size, r.color) FROM rated r WHERE r.product_id = g.product_id
          ) AS variants
        FROM grouped g JOIN products p ON p.id = g.product_id
        ORDER BY g.days_left NULLS LAST, g.emptiest, p.name, p.id
        LIMIT ${limit}::int OFFSET ${(page - 1) * limit}::int`,
  );
  const [items, total] = await Promise.all([rows, lowStockProductCount(ctx, threshold)]);
  return { items, total, page, limit };
}

/** How many products have a size or colour at `threshold` units or fewer (the Low Stock list's length). */
export async function lowStockProductCount(ctx: AppContext, threshold: number): Promise<number> {
  const [{ total }] = await queryRows<{ total: number }>(
    ctx.db,
    sql`SELECT count(DISTINCT product_id)::int AS total FROM product_variants WHERE stock_quantity <= ${threshold}::int`,
  );
  return total;
}

/** What the owner's daily digest says of stock: what reached the threshold lately, and how much is low in all. */
export type LowStockReached = {
  items: Array<{ productName: string; size: string; color: string; stockQuantity: number }>;
  total: number;
};

/**
 * Variants at the threshold or fewer whose stock changed since `since` (an order took units, the owner
 * set it), the emptiest first, `limit` of them; and how many variants are at the threshold or fewer in all.
 */
export async function lowStockReachedSince(
  ctx: AppContext,
  threshold: number,
  since: Date,
  limit: number,
): Promise<LowStockReached> {
  const low = lte(productVariants.stockQuantity, threshold);
  const [items, total] = await Promise.all([
    ctx.db
      .select({
        productName: products.name,
        size: productVariants.size,
        color: productVariants.color,
        stockQuantity: productVariants.stockQuantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(low, gte(productVariants.updatedAt, since)))
      .orderBy(asc(productVariants.stockQuantity), asc(products.name), asc(productVariants.id))
      .limit(limit),
    ctx.db.$count(productVariants, low),
  ]);
  return { items, total };
}
