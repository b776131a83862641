import { eq } from "drizzle-orm";
import { textFormOf } from "@/platform/form-fields";
import { z } from "zod";
import { matchableId } from "@/db/ids";
import { products, productVariants } from "./tables";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { announceRestock } from "@/stock-alerts";
import { cellName } from "./variant-grid";
import { setVariantStock } from "./stock";

const NEW_STOCK = "New stock";

/** The low-stock list's restock form: which size and colour, and its stock from now on (not an amount added). */
export const restockSchema = z.object({
  variantId: z
    .string({ error: "Choose a size and colour to restock" })
    .trim()
    .min(1, "Choose a size and colour to restock"),
  stockQuantity: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({
        error: (issue) => (issue.input === undefined ? `${NEW_STOCK} is required` : `${NEW_STOCK} must be a number`),
      })
      .max(1_000_000, `${NEW_STOCK} is too large`)
      .int(`${NEW_STOCK} must be a whole number`)
      .min(0, `${NEW_STOCK} cannot be negative`),
  ),
});

/** The low-stock list's restock form (decision 036). */
export const restockFormSchema = textFormOf(restockSchema);

export type Restocked = { productId: string; productName: string; size: string; color: string; stockQuantity: number };

/**
 * Sets one variant's stock (the owner counted the shelf or received a delivery), from the low-stock
 * list. As the product form does (decision 017), the product's row is held while its total becomes the
 * variants' sum again, in the same order of locks as a checkout (product, then variant), so a checkout
 * at that moment waits and then takes from the new figure. Shoppers waiting for the variant are mailed.
 */
export async function restockVariant(ctx: AppContext, user: CurrentUser | null, input: unknown): Promise<Restocked> {
  requireAdmin(user);
  const { variantId, stockQuantity } = parseInput(restockSchema, input);
  const gone = () => notFound("This size and colour no longer exists");
  const restocked = await ctx.db.transaction(async (tx) => {
    const [variant] = await tx
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.id, matchableId(variantId)));
    if (!variant) throw gone();
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, variant.productId))
      .for("update");
    if (!product) throw gone();
    const cell = await setVariantStock(tx, variant.productId, variantId, stockQuantity);
    if (!cell) throw gone();
    return { productId: variant.productId, productName: product.name, ...cell, stockQuantity };
  });
  await announceRestock(ctx, [restocked.productId]);
  ctx.log.info({ variantId, stockQuantity, adminId: user?.id }, "variant restocked");
  return restocked;
}

/** "Classic Tee (M, Navy)": the restocked variant as the toast names it. */
export const restockedName = (r: Restocked) =>
  cellName(r) === "the product" ? r.productName : `${r.productName} (${cellName(r)})`;
