import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { conflict } from "@/platform/errors";
import { byCodeUnits } from "@/platform/code-unit-order";
import { products, productVariants } from "./tables";

/*
 * The shop's stock has one owner, the catalog, and its moves are written here once: taken by an order
 * (as fragments of checkout's one order statement), put back when an order is cancelled, taken again
 * when a cancelled order is reopened or an exchange is sent, and set by a restock. Every other capability asks for these; the
 * owner's product form and catalog import set a variant's count in the catalog's own files
 * (variant-grid.ts, catalog-import.ts).
 *
 * Each variant holds its units and `products.stock_quantity` is their sum (decision 017): every move
 * writes both in one statement or transaction, holding the products first and then their variants, in
 * id order, so two moves never wait on each other in a circle.
 *
 * Triggers of the migrations that touch stock, and why:
 * - `products_add_variants` (0011): a product inserted with a total (the sample catalog, the synthetic
 *   seed) gets its variants at once, the total spread over them;
 * - `products_settle_variants` (0011, made cheaper by 0014): at commit, a product whose total, sizes
 *   or colours changed without its variants following (an older client writing `stockQuantity`) has
 *   its variants brought back in step; the moves here keep them in step, so it passes them untouched;
 * - `products_sold_out_public_content` (0002) and `product_variants_sold_out_public_content` (0011):
 *   a product or variant selling out or coming back changes the public pages, whose caches are told
 *   (NOTIFY); they read stock, never write it.
 */

/** A line whose units move: an order's item (`variantId` absent for orders placed before variants). */
export type StockLine = { productId: string; variantId?: string; size: string; color: string; quantity: number };

type Shelf = { productId: string; variantId: string | null; size: string; color: string; quantity: number };

// ——— Taking stock at checkout: parts of checkout's one order statement ———

/**
 * Holds the ordered products in id order (FOR UPDATE returns the newest stock), with what an order
 * needs of them. `productIds`: a query of the ordered products' ids.
 */
export const holdOrderedProducts = (productIds: SQL) =>
  sql`SELECT id, name, category, image_url, effective_price_kobo, stock_quantity, status FROM products
      WHERE id = ANY (ARRAY (${productIds})) ORDER BY id FOR UPDATE`;

/**
 * Then holds the ordered variants in id order, only once `heldProducts` (the CTE of holdOrderedProducts)
 * holds every product: whoever moves a variant's units holds its product first.
 */
export const holdOrderedVariants = (variantIds: SQL, heldProducts: SQL) =>
  sql`SELECT id, size, color, stock_quantity FROM product_variants
      WHERE id = ANY (ARRAY (${variantIds})) AND (SELECT count(*) FROM ${heldProducts}) >= 0
      ORDER BY id FOR UPDATE`;

/** Takes each variant's units, when `placing` is true. `wanted`: a CTE of (variant_id, quantity). */
export const takeOrderedVariants = (wanted: SQL, placing: SQL) =>
  sql`UPDATE product_variants v SET stock_quantity = v.stock_quantity - w.quantity, updated_at = now()
      FROM ${wanted} w
      WHERE v.id = ANY (ARRAY (SELECT variant_id FROM ${wanted})) AND v.id = w.variant_id AND ${placing}`;

/** Takes the same units from the products' totals. `wanted`: a CTE of (product_id, quantity). */
export const takeOrderedTotals = (wanted: SQL, placing: SQL) =>
  sql`UPDATE products p SET stock_quantity = p.stock_quantity - w.quantity, updated_at = now()
      FROM ${wanted} w WHERE p.id = ANY (ARRAY (SELECT product_id FROM ${wanted})) AND p.id = w.product_id AND ${placing}`;

// ——— Putting an order's units back, and taking them again ———

/** Units per variant, in a fixed order. */
function unitsByVariant(lines: StockLine[]): Shelf[] {
  const units = new Map<string, Shelf>();
  for (const { productId, variantId = null, size, color, quantity } of lines) {
    const key = JSON.stringify([productId, variantId, size, color]);
    const shelf = units.get(key) ?? { productId, variantId, size, color, quantity: 0 };
    units.set(key, { ...shelf, quantity: shelf.quantity + quantity });
  }
  return [...units.entries()].sort(([a], [b]) => byCodeUnits(a, b)).map(([, shelf]) => shelf);
}

/**
 * Holds the lines' products in id order before any variant is touched, as checkout does (decision
 * 017): two transactions touching the same products then never wait on each other in a circle.
 */
async function holdProducts(tx: Tx, shelves: Shelf[]) {
  const ids = [...new Set(shelves.map((s) => s.productId))];
  if (ids.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for("update");
}

/**
 * The line's variant; an item ordered before variants has none, and goes back to the variant of its
 * size and colour, else to its product's first (`variant_for_item`, migration 0011).
 */
const ofVariant = (shelf: Shelf) =>
  sql`${productVariants.id} = coalesce(${shelf.variantId}::uuid,
    variant_for_item(${shelf.productId}::uuid, ${shelf.size}, ${shelf.color}))`;

/** Adds the units to the product's total, in the same transaction as its variant. */
async function addToTotal(tx: Tx, productId: string, units: number) {
  await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${units}`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/** Puts a cancelled order's units back on the shelf. */
export async function restoreStock(tx: Tx, lines: StockLine[]) {
  const shelves = unitsByVariant(lines);
  await holdProducts(tx, shelves);
  for (const shelf of shelves) {
    // A product deleted since the order, or a size or colour it no longer sells, has no shelf to go back to.
    const [restored] = await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${shelf.quantity}`, updatedAt: sql`now()` })
      .where(ofVariant(shelf))
      .returning({ id: productVariants.id });
    if (restored) await addToTotal(tx, shelf.productId, shelf.quantity);
  }
}

/** "Agbada Jersey (M, Navy)": the product and, when it has them, the variant's size and colour. */
function variantName({ name, size, color }: { name: string; size: string; color: string }): string {
  const variant = [size, color].filter(Boolean).join(", ");
  return variant ? `${name} (${variant})` : name;
}

/**
 * Takes units off the shelf (a reopened order's again, an exchange's), never below zero; a short variant refuses the
 * whole change, saying what the units were `forWhat` ("to reopen this order").
 */
export async function takeStock(tx: Tx, lines: StockLine[], forWhat: string) {
  const shelves = unitsByVariant(lines);
  await holdProducts(tx, shelves);
  for (const shelf of shelves) {
    const [taken] = await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${shelf.quantity}`, updatedAt: sql`now()` })
      .where(and(ofVariant(shelf), gte(productVariants.stockQuantity, shelf.quantity)))
      .returning({ id: productVariants.id });
    if (taken) {
      await addToTotal(tx, shelf.productId, -shelf.quantity);
      continue;
    }
    const [short] = await tx
      .select({ name: products.name, size: productVariants.size, color: productVariants.color })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(ofVariant(shelf));
    if (short) {
      throw conflict(`Not enough stock of ${variantName(short)} ${forWhat}: it needs ${shelf.quantity}.`);
    }
    // Gone since: its units went back to a shelf that no longer exists, so there is nothing to take.
  }
}

// ——— Restocking ———

/**
 * Sets some of a product's variants to one count and makes its total the variants' sum again. The caller
 * holds the product's row first, as every move does. Answers the size and colour of each variant set:
 * one that is not (or no longer) the product's is left out.
 */
export async function setVariantsStock(tx: Tx, productId: string, variantIds: string[], stockQuantity: number) {
  const cells = await tx
    .update(productVariants)
    .set({ stockQuantity, updatedAt: sql`now()` })
    .where(and(inArray(productVariants.id, variantIds), eq(productVariants.productId, productId)))
    .returning({ size: productVariants.size, color: productVariants.color });
  if (cells.length === 0) return cells;
  await tx
    .update(products)
    .set({
      stockQuantity: sql`(SELECT coalesce(sum(stock_quantity), 0) FROM product_variants WHERE product_id = ${productId}::uuid)`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
  return cells;
}
