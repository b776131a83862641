import { and, asc, eq, gt, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/db/client";
import { products, productVariants } from "./tables";

/*
 * What other capabilities read and write of the catalog's tables, stated here so that the catalog stays
 * their only reader and writer (decision 035): small reads and writes, and the parts of a statement
 * (a join, its columns, a condition) that a listing composes where it must stay one statement. This file
 * imports only the catalog's tables and the kernel, so any capability may use it without a cycle, even
 * one the catalog itself uses (stock alerts).
 */

/** Joins a row's product (a cart line's, a wishlist entry's): `.innerJoin(...theProduct(line.productId))`. */
export const theProduct = (productId: AnyPgColumn) => [products, eq(products.id, productId)] as const;

/** Joins a row's variant (a cart line's, a stock alert's). */
export const theVariant = (variantId: AnyPgColumn) => [productVariants, eq(productVariants.id, variantId)] as const;

/** Joins, after theVariant, the variant's product. */
export const theVariantsProduct = () => [products, eq(products.id, productVariants.productId)] as const;

/**
 * In a raw SQL statement: joins the variant whose id is `variantId` as `v` and its product as `p`,
 * whose columns the statement then reads (`v.size`, `v.color`, `v.stock_quantity`, `p.name`, `p.status`).
 */
export const joinVariantAndProduct = (variantId: SQL) =>
  sql`JOIN product_variants v ON v.id = ${variantId} JOIN products p ON p.id = v.product_id`;

/**
 * In a raw SQL statement: the ids of up to `limit` products on sale whose row matches `match`, a
 * condition on the row as `products` (`products.name`, `products.search_vector`): a CTE body.
 */
export const activeProductIdsMatching = (match: SQL, limit: number) =>
  sql`SELECT products.id FROM products WHERE products.status = 'Active' AND ${match} LIMIT ${limit}`;

/**
 * In a raw SQL statement: FROM the products whose ids the query `ids` gives, as `products`, whose
 * columns the statement then reads (`products.name`, `products.effective_price_kobo`, …).
 */
export const fromProductsAmong = (ids: SQL) => sql`FROM products WHERE products.id IN (${ids})`;

/** The columns of a joined product and variant that other capabilities show. */
export const productColumns = { id: products.id, name: products.name };
export const variantColumns = {
  size: productVariants.size,
  color: productVariants.color,
  stockQuantity: productVariants.stockQuantity,
};

/** The joined product is on sale in the shop (an inactive one is hidden from shoppers). */
export const productIsActive = eq(products.status, "Active");

/**
 * The product with this id, when on sale, as the FROM and WHERE of a statement that reads it with
 * something else in one round trip (the cart's add: the product and what of it the cart holds).
 * Its columns come from productViewColumns; in raw SQL the product's id is `products.id`.
 */
export const activeProductById = (productId: Placeholder | string) => ({
  table: products,
  where: and(eq(products.id, productId), productIsActive),
});

/** Whether the product exists and is on sale in the shop. */
export async function isActiveProduct(db: Db | Tx, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), productIsActive));
  return Boolean(row);
}

/** A variant of a product on sale, with its units, or null (unknown, or its product is hidden). */
export async function activeVariant(db: Db, variantId: string) {
  const [variant] = await db
    .select({ size: productVariants.size, color: productVariants.color, stock: productVariants.stockQuantity })
    .from(productVariants)
    .innerJoin(...theVariantsProduct())
    .where(and(eq(productVariants.id, variantId), productIsActive))
    .limit(1);
  return variant ?? null;
}

/** The product's name, or null for one deleted since. */
export async function productName(db: Db, productId: string): Promise<string | null> {
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return product?.name ?? null;
}

/** How many products the shop has, as part of a figures statement. */
export const productCount: SQL<number> = sql<number>`(SELECT count(*) FROM ${products})::int`;

/** The owner's stock-keeping codes of these variants (those that still exist). */
export async function variantSkus(db: Db, variantIds: string[]) {
  return db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
}

/** A size and colour of one of these products that an owner may send: its units now, in the product's own order. */
export type VariantChoice = {
  id: string;
  productId: string;
  size: string;
  color: string;
  stockQuantity: number;
  /** The colour's own first picture, else the product's. */
  imageUrl: string;
};

/** Every variant of these products, in each product's order of sizes and then colours (as its page lists them). */
export async function variantChoices(db: Db | Tx, productIds: string[]): Promise<VariantChoice[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      size: productVariants.size,
      color: productVariants.color,
      stockQuantity: productVariants.stockQuantity,
      imageUrl: sql<string>`coalesce(${products.colorImages} -> ${productVariants.color} ->> 0, ${products.imageUrl})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.productId, productIds))
    .orderBy(
      productVariants.productId,
      sql`array_position(${products.sizes}, ${productVariants.size})`,
      sql`array_position(${products.colors}, ${productVariants.color})`,
    );
}

/** Keeps products.rating_sum / review_count (read by cards, the rating filter and Popular) in step with reviews. */
export async function adjustProductRating(tx: Tx, productId: string, ratingDelta: number, countDelta: number) {
  await tx
    .update(products)
    .set({
      ratingSum: sql`${products.ratingSum} + ${ratingDelta}`,
      reviewCount: sql`${products.reviewCount} + ${countDelta}`,
    })
    .where(eq(products.id, productId));
}

/** A batch of the active catalog after `afterId`, in id order, as the search suggestions index it. */
export async function activeProductsForSuggestions(db: Db, afterId: string, batch: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      priceKobo: products.effectivePriceKobo,
      imageUrl: products.imageUrl,
      category: products.category,
      reviewCount: products.reviewCount,
      // One text per product rather than an array of texts (fewer objects to collect); the parser
      // of to_tsvector never puts a space inside a lexeme.
      lexemes: sql<string>`array_to_string(tsvector_to_array(${products.searchVector}), ' ')`,
    })
    .from(products)
    .where(and(productIsActive, gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(batch);
}
