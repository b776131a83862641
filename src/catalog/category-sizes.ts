import { and, arrayContains, eq } from "drizzle-orm";
import { products } from "./tables";
import type { AppContext } from "@/platform/context";
import { cachedRead } from "@/platform/public-cache";
import { SIZES, type Category } from "@/shop/constants";

/**
 * The shop's size filter offers the sizes the products shown come in (issue 45): a jersey shopper is
 * not offered the jeans' waist sizes. One indexed look-up per size of SIZES (the sizes' GIN index, not
 * a read of every product of the category), kept in the public cache until the catalog changes.
 */
export function sizesInCategory(ctx: AppContext, category: Category | undefined): Promise<string[]> {
  return cachedRead(ctx.publicCache, `category-sizes:${category ?? ""}`, async () => {
    const found = await Promise.all(
      SIZES.map(async (size) => {
        const [row] = await ctx.db
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.status, "Active"),
              category ? eq(products.category, category) : undefined,
              arrayContains(products.sizes, [size]),
            ),
          )
          .limit(1);
        return row ? size : null;
      }),
    );
    return found.filter((size) => size !== null);
  });
}
