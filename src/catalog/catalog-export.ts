import { asc, gt } from "drizzle-orm";
import { products } from "./tables";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { csvStream } from "@/platform/csv";
import { koboToNairaInput } from "@/shop/money";
import { productViewColumns } from "./product-view-columns";
import type { ProductViewRow } from "./product-view";

/** The catalog export's columns, in the owner's words (issue 14); one row per variant. */
export const CATALOG_CSV_HEADER = [
  "Handle",
  "Name",
  "Category",
  "Description",
  "Price (₦)",
  "Sale price (₦)",
  "Size",
  "Colour",
  "SKU",
  "Stock",
  "Status",
  "Image URLs",
] as const;

/** Every product, a batch at a time in id order (the primary key), each with its variants. */
async function* productsInIdOrder(ctx: AppContext, batch: number) {
  let after: string | null = null;
  for (;;) {
    const rows: ProductViewRow[] = await ctx.db
      .select(productViewColumns)
      .from(products)
      .where(after ? gt(products.id, after) : undefined)
      .orderBy(asc(products.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}

/** A product's rows: one per variant; the handle (its id) ties them together. */
function rowsOf(product: ProductViewRow): string[][] {
  const salePrice = product.isOnSale && product.salePriceKobo !== null ? koboToNairaInput(product.salePriceKobo) : "";
  const images = [product.imageUrl, ...product.images].join(" ");
  return product.variants.map((variant) => [
    product.id,
    product.name,
    product.category,
    product.description,
    koboToNairaInput(product.priceKobo),
    salePrice,
    variant.size,
    variant.color,
    variant.sku ?? "",
    String(variant.stockQuantity),
    product.status,
    images,
  ]);
}

/**
 * The whole catalog, active or not, as a CSV stream read from the database a batch of products at a
 * time: prices in naira with two decimals, every cell guarded against formulas (csvCell).
 */
export function catalogCsv(
  ctx: AppContext,
  user: CurrentUser | null,
  options: { batch?: number } = {},
): { filename: string; body: ReadableStream<Uint8Array> } {
  requireAdmin(user);
  const body = csvStream(CATALOG_CSV_HEADER, productsInIdOrder(ctx, options.batch ?? 200), rowsOf, (error) =>
    ctx.log.error({ err: error }, "catalog CSV export failed"),
  );
  return { filename: "catalog.csv", body };
}
