import { asc, eq, lte } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { pageSchema, paginate, type Page } from "@/db/paginate";
import { products, productVariants } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import { LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from "@/shop/constants";

/** "At n or fewer": the owner's low-stock threshold (the page passes the store's), 5 by default. */
export const lowStockQuerySchema = pageSchema.extend({
  threshold: z.coerce
    .number()
    .int("Threshold must be a whole number")
    .min(0, "Threshold cannot be negative")
    .max(MAX_LOW_STOCK_THRESHOLD, `Threshold must be ${MAX_LOW_STOCK_THRESHOLD} or less`)
    .default(LOW_STOCK_THRESHOLD),
});

export type LowStockVariant = {
  variantId: string;
  productId: string;
  productName: string;
  status: "Active" | "Inactive";
  size: string;
  color: string;
  sku: string | null;
  stockQuantity: number;
};

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
