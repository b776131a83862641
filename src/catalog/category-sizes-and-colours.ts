import { and, arrayContains, eq } from "drizzle-orm";
import { products } from "./tables";
import type { AppContext } from "@/platform/context";
import { cachedRead } from "@/platform/public-cache";
import type { Category } from "@/shop/constants";
import { readSizesAndColours, type SizesAndColours } from "./sizes-and-colours";

/**
 * The shop's filters offer the sizes and colours the products shown come in (issue 45), in the shop's
 * order: a jersey shopper is not offered the jeans' waist sizes. One indexed look-up per listed size and
 * colour (the GIN indexes on both, not a read of every product of the category), kept in the public
 * cache until the catalog changes.
 */
export function sizesAndColoursInCategory(ctx: AppContext, category: Category | undefined): Promise<SizesAndColours> {
  return cachedRead(ctx.publicCache, `category-sizes:${category ?? ""}`, async () => {
    const listed = await readSizesAndColours(ctx);
    const offered = (field: "sizes" | "colors") =>
      Promise.all(
        listed[field].map(async (value) => {
          const [row] = await ctx.db
            .select({ id: products.id })
            .from(products)
            .where(
              and(
                eq(products.status, "Active"),
                category ? eq(products.category, category) : undefined,
                arrayContains(products[field], [value]),
              ),
            )
            .limit(1);
          return row ? value : null;
        }),
      ).then((found) => found.filter((value) => value !== null));
    const [sizes, colors] = await Promise.all([offered("sizes"), offered("colors")]);
    return { sizes, colors };
  });
}
