import { eq } from "drizzle-orm";
import { formOf, textFormOf, textsOf } from "@/platform/form-fields";
import { z } from "zod";
import { matchableId } from "@/db/ids";
import { products, productVariants } from "./tables";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { announceRestock } from "@/stock-alerts";
import { cellName } from "./variant-grid";
import { setVariantsStock } from "./stock";
import { MAX_PRODUCT_COLOURS, MAX_PRODUCT_SIZES } from "@/shop/constants";

const NEW_STOCK = "New stock";
const CHOOSE_VARIANT = "Choose a size and colour to restock";

/** A count of units on the shelf from now on (not an amount added), as the owner types it. */
const newStock = z.preprocess(
  (value) => (typeof value !== "string" ? value : value.trim() === "" ? undefined : Number(value)),
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${NEW_STOCK} is required` : `${NEW_STOCK} must be a number`),
    })
    .max(1_000_000, `${NEW_STOCK} is too large`)
    .int(`${NEW_STOCK} must be a whole number`)
    .min(0, `${NEW_STOCK} cannot be negative`),
);

const variantId = z.string({ error: CHOOSE_VARIANT }).trim().min(1, CHOOSE_VARIANT);

/** The low-stock list's restock form: which size and colour, and its stock from now on. */
export const restockSchema = z.object({ variantId, stockQuantity: newStock });

/** The low-stock list's restock form (decision 036). */
export const restockFormSchema = textFormOf(restockSchema);

/** A product's whole line on the low-stock list set at once: its sizes and colours shown, each to one count. */
export const restockEverySchema = z.object({
  productId: z.string({ error: "Choose a product to restock" }).trim().min(1, "Choose a product to restock"),
  // A product has at most every size by every colour.
  variantIds: z
    .array(variantId)
    .min(1, CHOOSE_VARIANT)
    .max(MAX_PRODUCT_SIZES * MAX_PRODUCT_COLOURS, CHOOSE_VARIANT),
  stockQuantity: newStock,
});

/** Its form: the product, one hidden box per size and colour shown, and the count (decision 036). */
export const restockEveryFormSchema = formOf(restockEverySchema, (sent) => ({
  ...textsOf(sent, ["productId", "stockQuantity"]),
  variantIds: [sent.variantIds].flat().filter((id) => typeof id === "string"),
}));

export type Restocked = { productId: string; productName: string; size: string; color: string; stockQuantity: number };
export type RestockedProduct = { productId: string; productName: string; variants: number; stockQuantity: number };

const gone = () => notFound("This size and colour no longer exists");

/**
 * Sets variants of one product to a count (the owner counted the shelf or received a delivery), from the
 * low-stock list. As the product form does (decision 017), the product's row is held while its total
 * becomes the variants' sum again, in the same order of locks as a checkout (product, then variants), so
 * a checkout at that moment waits and then takes from the new figure. Every variant named must still be
 * the product's, or nothing changes. Shoppers waiting for them are mailed.
 */
async function setStockOf(
  ctx: AppContext,
  user: CurrentUser | null,
  productId: string,
  variantIds: string[],
  stockQuantity: number,
) {
  const ids = [...new Set(variantIds.map(matchableId))];
  const restocked = await ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!product) throw gone();
    const cells = await setVariantsStock(tx, productId, ids, stockQuantity);
    if (cells.length !== ids.length) throw gone();
    return { productName: product.name, cells };
  });
  await announceRestock(ctx, [productId]);
  ctx.log.info({ productId, variantIds: ids, stockQuantity, adminId: user?.id }, "variants restocked");
  return restocked;
}

/** One size and colour set to its new stock. */
export async function restockVariant(ctx: AppContext, user: CurrentUser | null, input: unknown): Promise<Restocked> {
  requireAdmin(user);
  const { variantId, stockQuantity } = parseInput(restockSchema, input);
  const [variant] = await ctx.db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, matchableId(variantId)));
  if (!variant) throw gone();
  const { productName, cells } = await setStockOf(ctx, user, variant.productId, [variantId], stockQuantity);
  return { productId: variant.productId, productName, ...cells[0], stockQuantity };
}

/** Every size and colour of one product the owner was shown set to one count ("10 of each came in"). */
export async function restockEveryVariant(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<RestockedProduct> {
  requireAdmin(user);
  const { productId, variantIds, stockQuantity } = parseInput(restockEverySchema, input);
  const { productName, cells } = await setStockOf(ctx, user, matchableId(productId), variantIds, stockQuantity);
  return { productId, productName, variants: cells.length, stockQuantity };
}

/** "Classic Tee (M, Navy)": the restocked variant as the toast names it. */
export const restockedName = (r: Restocked) =>
  cellName(r) === "the product" ? r.productName : `${r.productName} (${cellName(r)})`;
