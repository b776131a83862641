import { refuseForeignImages } from "./image-addresses";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { toProductView, type ProductView } from "@/catalog/product-view";
import { products, productVariants } from "./tables";
import type { AppContext } from "@/platform/context";
import { checkedImageFiles, storeImage } from "@/media";
import { announceRestock } from "@/stock-alerts";
import { invalid, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { matchableId } from "@/db/ids";
import { productViewColumns } from "@/catalog/product-view-columns";
import { containsPattern } from "@/db/like-pattern";
import { pageSchema, paginate, type Page } from "@/db/paginate";
import type { ProductFormInput } from "./product-form-schema";
import type { AdminProductSort } from "./admin-product-sorts";
import { completeGrid, gridTotal, writeVariantGrid } from "./variant-grid";
import { addToSizesAndColours, readSizesAndColours, refuseUnlisted } from "./sizes-and-colours";
import {
  createProductSchema,
  picturedColorsChosen,
  PICTURES_OF_UNKNOWN_COLOUR,
  productListSchema,
  SALE_PRICE_NOT_LOWER,
  saleUndercutsPrice,
  updateProductSchema,
  type ProductInput,
} from "./product-schema";

/** Sale prices only mean something while on sale, and must undercut the price (docs/product-rules.md#sale-price). */
function normalisedSale(input: Pick<ProductInput, "priceKobo" | "salePriceKobo" | "isOnSale">) {
  const salePriceKobo = input.isOnSale ? input.salePriceKobo : null;
  if (salePriceKobo !== null && !saleUndercutsPrice(input.priceKobo, salePriceKobo)) {
    throw invalid(SALE_PRICE_NOT_LOWER, { salePriceKobo: SALE_PRICE_NOT_LOWER });
  }
  return salePriceKobo;
}

/** Each sort of the admin table as ORDER BY terms, the id last so that pages never overlap. */
const ADMIN_ORDER: Record<AdminProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  "name-asc": [asc(products.name), asc(products.id)],
  "name-desc": [desc(products.name), desc(products.id)],
  "price-asc": [asc(products.effectivePriceKobo), asc(products.id)],
  "price-desc": [desc(products.effectivePriceKobo), desc(products.id)],
  "stock-asc": [asc(products.stockQuantity), asc(products.id)],
  "stock-desc": [desc(products.stockQuantity), desc(products.id)],
};

/**
 * Every product, active or not, a page at a time, in the order asked (newest first unless told).
 * `search` is part of the name (the name's trigram index) or a variant's whole SKU (its unique index,
 * looked up once); `category` and `status` filter on the columns the products' indexes start with.
 * The price sort is the price a shopper pays (the sale price while on sale).
 */
export async function listAdminProducts(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<Page<ProductView>> {
  requireAdmin(user);
  const { page, limit } = parseInput(pageSchema, query);
  const { search, category, status, sort } = parseInput(productListSchema, query);
  const filters: SQL[] = [];
  if (search) {
    const bySku = sql`(SELECT ${productVariants.productId} FROM ${productVariants} WHERE ${productVariants.sku} = ${search} LIMIT 1)`;
    filters.push(sql`(${products.name} ILIKE ${containsPattern(search)} OR ${products.id} = ${bySku})`);
  }
  if (category) filters.push(eq(products.category, category));
  if (status) filters.push(eq(products.status, status));
  const where = filters.length ? and(...filters) : undefined;
  return paginate(
    { page, limit },
    ctx.db
      .select(productViewColumns)
      .from(products)
      .where(where)
      .orderBy(...ADMIN_ORDER[sort])
      .$dynamic(),
    ctx.db.$count(products, where),
    toProductView,
  );
}

export async function getAdminProduct(ctx: AppContext, user: CurrentUser | null, id: string): Promise<ProductView> {
  requireAdmin(user);
  const [row] = await ctx.db
    .select(productViewColumns)
    .from(products)
    .where(eq(products.id, matchableId(id)))
    .limit(1);
  if (!row) throw notFound("Product not found");
  return toProductView(row);
}

export async function createProduct(ctx: AppContext, user: CurrentUser | null, input: unknown): Promise<ProductView> {
  requireAdmin(user);
  const { variants, ...fields } = parseInput(createProductSchema, input);
  refuseUnlisted(await readSizesAndColours(ctx), fields);
  await refuseForeignImages(ctx, fields);
  const grid = variants && completeGrid(fields.sizes, fields.colors, variants);
  const salePriceKobo = normalisedSale(fields);
  const id = await ctx.db.transaction(async (tx) => {
    // Inserted with a total, the product gets its variants at once (migration 0011); a grid then sets them.
    const stockQuantity = grid ? gridTotal(grid) : (fields.stockQuantity ?? 0);
    const [row] = await tx
      .insert(products)
      .values({ ...fields, stockQuantity, salePriceKobo })
      .returning({ id: products.id });
    if (grid) await writeVariantGrid(tx, row.id, grid);
    return row.id;
  });
  return getAdminProduct(ctx, user, id);
}

/**
 * Changes only the fields sent; the sale rule is checked against the product as it will be. A variant
 * grid sets every variant and the total to their sum; without one, a new total, sizes or colours are
 * followed by the variants as it commits (decision 017).
 */
export async function updateProduct(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
  input: unknown,
): Promise<ProductView> {
  requireAdmin(user);
  const { variants, ...patch } = parseInput(updateProductSchema, input);
  refuseUnlisted(await readSizesAndColours(ctx), patch);
  await refuseForeignImages(ctx, patch);
  const productId = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        priceKobo: products.priceKobo,
        salePriceKobo: products.salePriceKobo,
        isOnSale: products.isOnSale,
        sizes: products.sizes,
        colors: products.colors,
        colorImages: products.colorImages,
      })
      .from(products)
      .where(eq(products.id, matchableId(id)))
      .for("update");
    if (!current) throw notFound("Product not found");
    const salePriceKobo = normalisedSale({ ...current, ...patch });
    const colorImages = colorImagesAfter(current, patch);
    const grid = variants && completeGrid(patch.sizes ?? current.sizes, patch.colors ?? current.colors, variants);
    const [row] = await tx
      .update(products)
      .set({
        ...patch,
        ...(grid && { stockQuantity: gridTotal(grid) }),
        salePriceKobo,
        colorImages,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, matchableId(id)))
      .returning({ id: products.id });
    if (grid) await writeVariantGrid(tx, row.id, grid);
    return row.id;
  });
  // Any update may have brought a sold-out variant back (a grid, a new total spread as it committed,
  // the product made active again): the shoppers waiting for it are mailed now (src/stock-alerts).
  await announceRestock(ctx, [productId]);
  return getAdminProduct(ctx, user, id);
}

/**
 * A colour's pictures after a change: those sent must be of the product's colours as they will be;
 * when only the colours change, the pictures of a colour taken away go with it.
 */
function colorImagesAfter(
  current: { colors: string[]; colorImages: Record<string, string[]> },
  patch: { colors?: string[]; colorImages?: Partial<Record<string, string[]>> },
): Record<string, string[]> {
  const colors = patch.colors ?? current.colors;
  const sent = patch.colorImages as Record<string, string[]> | undefined;
  if (sent && !picturedColorsChosen(sent, colors))
    throw invalid(PICTURES_OF_UNKNOWN_COLOUR, { colorImages: PICTURES_OF_UNKNOWN_COLOUR });
  return Object.fromEntries(Object.entries(sent ?? current.colorImages).filter(([color]) => colors.includes(color)));
}

/**
 * Saves the admin's product form (./product-form-schema.ts) with the image files that came with it:
 * the form, the product's existence and every file are checked first, then the files are stored,
 * then the product is created (`id` null) or updated. A refused form leaves no image behind (issue 16).
 */
export async function saveProductWithImages(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string | null,
  form: ProductFormInput,
): Promise<ProductView> {
  requireAdmin(user);
  // The page parsed the form with productFormSchema, the service's own rules (decision 036).
  const { mainImageFile, imageFiles, colorImageFiles, newSizes, newColors, ...chosen } = form;
  if (id) await getAdminProduct(ctx, user, id);
  // Sizes and colours typed under "Other" join the shop's lists, and the product, as it is saved.
  const added = await addToSizesAndColours(ctx, user, { sizes: newSizes, colors: newColors });
  const withAdded = (ticked: string[], more: string[]) => [
    ...ticked,
    ...more.filter((value) => !ticked.includes(value)),
  ];
  const fields = {
    ...chosen,
    sizes: withAdded(chosen.sizes, added.sizes),
    colors: withAdded(chosen.colors, added.colors),
  };
  refuseUnlisted(await readSizesAndColours(ctx), fields);
  const main = await checkedImageFiles(mainImageFile ? [mainImageFile] : [], "mainImageFile");
  const gallery = await checkedImageFiles(imageFiles, "imageFiles");
  const byColor = await Promise.all(
    Object.entries(colorImageFiles).map(async ([color, files]) => ({
      color,
      files: await checkedImageFiles(files, "colorImageFiles"),
    })),
  );
  // One at a time: each image is decoded and re-encoded at several widths.
  const store = async (files: Uint8Array[]) => {
    const urls: string[] = [];
    for (const bytes of files) urls.push((await storeImage(ctx, bytes)).url);
    return urls;
  };
  const stored = await store([...main, ...gallery]);
  const colorImages: Record<string, string[]> = { ...fields.colorImages };
  for (const { color, files } of byColor) {
    const urls = await store(files);
    if (urls.length > 0) colorImages[color] = [...(colorImages[color] ?? []), ...urls];
  }
  const input = {
    ...fields,
    imageUrl: main.length > 0 ? stored[0] : fields.imageUrl,
    images: [...fields.images, ...stored.slice(main.length)],
    colorImages,
  };
  return id ? updateProduct(ctx, user, id, input) : createProduct(ctx, user, input);
}

/**
 * Deletes a product. Past orders keep working: each order item carries its own name, price and image
 * (orders.items), while cart lines, wishlist entries and reviews of the product go with it (FK cascade).
 */
export async function deleteProduct(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
): Promise<{ id: string; name: string }> {
  requireAdmin(user);
  const [row] = await ctx.db
    .delete(products)
    .where(eq(products.id, matchableId(id)))
    .returning({ id: products.id, name: products.name });
  if (!row) throw notFound("Product not found");
  return row;
}
