import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { breaksUniqueKey } from "@/db/errors";
import { productVariants } from "./tables";
import { invalid } from "@/platform/errors";
import type { VariantInput } from "./product-schema";

/**
 * A product's size × colour combinations in its order, '' standing for "none": the variants it has
 * (the same list as `product_variant_shares` of migration 0011).
 */
export function variantCombinations(sizes: readonly string[], colors: readonly string[]) {
  const orNone = (values: readonly string[]) => (values.length > 0 ? [...new Set(values)] : [""]);
  return orNone(sizes).flatMap((size) => orNone(colors).map((color) => ({ size, color })));
}

const keyOf = (v: { size: string; color: string }) => JSON.stringify([v.size, v.color]);

/** "M, Navy": how a cell of the grid is named in a message. */
export const cellName = (v: { size: string; color: string }) =>
  [v.size, v.color].filter(Boolean).join(", ") || "the product";

/**
 * The grid as the product will hold it: one cell per combination (a cell not sent has no stock),
 * refusing cells of sizes or colours the product does not have, and a cell or SKU given twice.
 */
export function completeGrid(sizes: readonly string[], colors: readonly string[], grid: VariantInput[]) {
  const combinations = variantCombinations(sizes, colors);
  const known = new Set(combinations.map(keyOf));
  const sent = new Map<string, VariantInput>();
  const skus = new Set<string>();
  for (const cell of grid) {
    if (!known.has(keyOf(cell)))
      throw invalid(`${cellName(cell)} is not one of the product's sizes and colours`, { variants: "Unknown variant" });
    if (sent.has(keyOf(cell))) throw invalid(`${cellName(cell)} is given twice`, { variants: "Variant given twice" });
    if (cell.sku && skus.has(cell.sku))
      throw invalid(`SKU ${cell.sku} is given twice`, { variants: "SKU given twice" });
    if (cell.sku) skus.add(cell.sku);
    sent.set(keyOf(cell), cell);
  }
  return combinations.map((c) => sent.get(keyOf(c)) ?? { ...c, sku: null, stockQuantity: 0 });
}

function skuTaken(sku: string | null) {
  const message = `SKU ${sku ?? "in the grid"} is already used by another product`;
  return invalid(message, { variants: message });
}

export const gridTotal = (grid: VariantInput[]) => grid.reduce((sum, cell) => sum + cell.stockQuantity, 0);

/**
 * Writes a complete grid (completeGrid) to the product's variants: each cell's stock and SKU, and no
 * variant beyond it. The caller holds the product's row and writes its total (gridTotal) in the same
 * transaction, so the two agree when it commits (decision 017).
 */
export async function writeVariantGrid(tx: Tx, productId: string, grid: VariantInput[]) {
  const skus = grid.flatMap((cell) => (cell.sku ? [cell.sku] : []));
  const [taken] = skus.length
    ? await tx
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)))
        .limit(1)
    : [];
  if (taken) throw skuTaken(taken.sku);
  try {
    // The SKUs first leave the variants that drop them, so that two cells may swap theirs.
    await tx.update(productVariants).set({ sku: null }).where(eq(productVariants.productId, productId));
    await tx
      .insert(productVariants)
      .values(grid.map((cell) => ({ productId, ...cell })))
      .onConflictDoUpdate({
        target: [productVariants.productId, productVariants.size, productVariants.color],
        set: { stockQuantity: sql`excluded.stock_quantity`, sku: sql`excluded.sku`, updatedAt: sql`now()` },
      });
  } catch (err) {
    // Another product took it since the look-up above.
    if (breaksUniqueKey(err, "product_variants_sku_key")) throw skuTaken(null);
    throw err;
  }
  const kept = grid.map((cell) => sql`(${cell.size}, ${cell.color})`);
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        sql`(${productVariants.size}, ${productVariants.color}) NOT IN (${sql.join(kept, sql`, `)})`,
      ),
    );
}
