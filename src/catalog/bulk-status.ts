import { inArray } from "drizzle-orm";
import { z } from "zod";
import { isUuid } from "@/db/ids";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { formOf } from "@/platform/form-fields";
import { tickedFormBoxes, tickedIds } from "@/platform/ticked-ids";
import { parseInput } from "@/platform/validation";
import { countOf } from "@/shop/counts";
import { PRODUCT_STATUSES } from "@/shop/constants";
import { updateProduct } from "./admin-products";
import { productFields } from "./product-schema";
import { products } from "./tables";

export const productsStatusSchema = z.object({ ids: tickedIds("product"), status: productFields.status });

/** The products list's ticked rows and the status chosen for them. */
export const productsStatusFormSchema = formOf(productsStatusSchema, tickedFormBoxes);

export type ProductsStatusResult = {
  status: (typeof PRODUCT_STATUSES)[number];
  /** Names of the products whose status changed. */
  changed: string[];
  /** Names of the products that already had it. */
  unchanged: string[];
  /** Ids that match no product (deleted since the list was drawn). */
  missing: number;
};

/**
 * Takes several products out of the shop at once (the end of a season), or puts them back: each changed as
 * one product's edit changes it (updateProduct: the shop's pages and counts follow, and shoppers waiting for a
 * product made active again hear of it). One already in that status, or gone, is counted and left.
 */
export async function setStatusOfProducts(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<ProductsStatusResult> {
  requireAdmin(user);
  const { ids, status } = parseInput(productsStatusSchema, input);
  const wanted = [...new Set(ids)];
  const found = await ctx.db
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(inArray(products.id, wanted.filter(isUuid)));
  const result: ProductsStatusResult = { status, changed: [], unchanged: [], missing: wanted.length - found.length };
  for (const product of found) {
    if (product.status === status) {
      result.unchanged.push(product.name);
      continue;
    }
    await updateProduct(ctx, user, product.id, { status });
    result.changed.push(product.name);
  }
  return result;
}

/** The toast after a change of several products: how many changed, and what happened to the rest. */
export function productsStatusMessage({ status, changed, unchanged, missing }: ProductsStatusResult): string {
  const parts = [`Status set to ${status} for ${countOf(changed.length, "product")}`];
  if (unchanged.length > 0)
    parts.push(`${unchanged.join(", ")} ${unchanged.length === 1 ? "was" : "were"} already ${status}`);
  if (missing > 0) parts.push(`${countOf(missing, "product")} no longer found`);
  return parts.join("; ");
}
