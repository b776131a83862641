import { sql } from "drizzle-orm";
import { products } from "./tables";
import { storeGeneratedImage } from "@/media";
import type { AppContext } from "@/platform/context";
import type { Tx } from "@/db/client";
import { DEFAULT_PRIORITY } from "@/shop/constants";
import { garmentSvg, type GarmentArt } from "./garment-art";
import { SAMPLE_CATALOG, type SampleProduct } from "./sample-catalog";

/** Any fixed number works; every instance must use the same one. */
const SEED_LOCK_ID = 7_202_612;
/** sharp already uses both cores per image; a few at once keeps the CPU busy without thrashing. */
const RENDER_CONCURRENCY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

async function hasProducts(ctx: AppContext): Promise<boolean> {
  const rows = await ctx.db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

async function mapWithLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The pictures of one product: its main colour from the front, then a second colour, and the back
 * when there is no second colour or the back is worth seeing (a jersey's number). Few enough to seed
 * in seconds.
 */
function picturesOf(product: SampleProduct): GarmentArt[] {
  const [main, second] = product.colors;
  const art = (color: string, view: GarmentArt["view"]) => ({
    category: product.category,
    color,
    view,
    label: product.label,
    style: product.style,
  });
  const pictures = [art(main, "front")];
  if (second) pictures.push(art(second, "front"));
  if (!second || product.category === "Jersey") pictures.push(art(main, "back"));
  return pictures;
}

/**
 * Draws and stores the sample products' pictures; each product's image URLs, in SAMPLE_CATALOG's order.
 * Pictures already in the media store (drawn by an earlier start) are found, not drawn again.
 */
export async function storeSamplePictures(ctx: Pick<AppContext, "config" | "log">): Promise<string[][]> {
  const jobs = SAMPLE_CATALOG.flatMap((product, p) => picturesOf(product).map((art) => ({ art, p })));
  const urls = await mapWithLimit(
    jobs,
    RENDER_CONCURRENCY,
    async ({ art, p }) => (await storeGeneratedImage(ctx, garmentSvg(art, p))).url,
  );
  const imagesOf = SAMPLE_CATALOG.map(() => [] as string[]);
  jobs.forEach((job, i) => imagesOf[job.p].push(urls[i]));
  return imagesOf;
}

/**
 * The products were inserted with their totals, spread over their variants (migration 0011); those
 * whose last units are all in one size and colour get them there. The totals do not change.
 */
async function placeLastUnits(tx: Tx) {
  for (const { name, lastUnits } of SAMPLE_CATALOG) {
    if (!lastUnits) continue;
    await tx.execute(sql`
      UPDATE product_variants v SET stock_quantity = CASE WHEN v.size = ${lastUnits.size} AND v.color = ${lastUnits.color}
        THEN p.stock_quantity ELSE 0 END
      FROM products p WHERE p.id = v.product_id AND p.name = ${name}`);
  }
}

/**
 * Fills an empty catalog with the sample products on a shop's first start. Does nothing when any
 * product exists, so a restart (or a second instance starting at the same time) never duplicates it.
 */
export async function seedSampleCatalog(ctx: AppContext): Promise<{ seeded: number }> {
  if (await hasProducts(ctx)) return { seeded: 0 };
  const started = performance.now();
  const imagesOf = await storeSamplePictures(ctx);

  const now = Date.now();
  const rows = SAMPLE_CATALOG.map((product, p) => ({
    name: product.name,
    description: product.description,
    priceKobo: product.priceNaira * 100,
    salePriceKobo: product.salePriceNaira === undefined ? null : product.salePriceNaira * 100,
    isOnSale: product.salePriceNaira !== undefined,
    isNew: product.isNew ?? false,
    stockQuantity: product.stock,
    status: "Active" as const,
    imageUrl: imagesOf[p][0],
    images: imagesOf[p].slice(1),
    category: product.category,
    sizes: product.sizes,
    colors: product.colors,
    priority: product.priority ?? DEFAULT_PRIORITY,
    // Spread over recent weeks (a few hours apart within a day) so "Newest" has a clear order.
    createdAt: new Date(now - product.daysAgo * DAY_MS - p * 60_000),
  }));

  const seeded = await ctx.db.transaction(async (tx) => {
    // Instances starting together: one inserts, the others find products and stop.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return 0;
    await tx.insert(products).values(rows);
    await placeLastUnits(tx);
    return rows.length;
  });
  ctx.log.info({ seeded, ms: Math.round(performance.now() - started) }, "sample catalog");
  return { seeded };
}
