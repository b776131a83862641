import { and, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { isUuid } from "@/db/ids";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { formOf } from "@/platform/form-fields";
import { tickedFormBoxes, tickedIds } from "@/platform/ticked-ids";
import { parseInput } from "@/platform/validation";
import { countOf } from "@/shop/counts";
import { announceRestock } from "@/stock-alerts";
import { PRODUCT_STATUSES } from "@/shop/constants";
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
 * Takes several products out of the shop at once (the end of a season), or puts them back, in one statement:
 * all change or none. A new `updated_at` renews the shop's pages of them, the kept counts follow by trigger
 * (decision 031), and shoppers waiting for a product made active again hear of it, as after one product's
 * edit. One already in that status, or gone, is counted and left.
 */
export async function setStatusOfProducts(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<ProductsStatusResult> {
  requireAdmin(user);
  const { ids, status } = parseInput(productsStatusSchema, input);
  const wanted = [...new Set(ids)].filter(isUuid);
  // The products as they were and the change, in one statement: no other admin's change between the two.
  const changing = ctx.db.$with("changing").as(
    ctx.db
      .update(products)
      .set({ status, updatedAt: sql`now()` })
      .where(and(inArray(products.id, wanted), ne(products.status, status)))
      .returning({ id: products.id }),
  );
  const found = await ctx.db
    .with(changing)
    .select({
      id: products.id,
      name: products.name,
      changed: sql<boolean>`${products.id} IN (SELECT ${changing.id} FROM ${changing})`,
    })
    .from(products)
    .where(inArray(products.id, wanted));
  const changed = found.filter((product) => product.changed);
  await announceRestock(
    ctx,
    changed.map((product) => product.id),
  );
  return {
    status,
    changed: changed.map((product) => product.name),
    unchanged: found.filter((product) => !product.changed).map((product) => product.name),
    missing: new Set(ids).size - found.length,
  };
}

/** The toast after a change of several products: how many changed, and what happened to the rest. */
export function productsStatusMessage({ status, changed, unchanged, missing }: ProductsStatusResult): string {
  const parts = [`Status set to ${status} for ${countOf(changed.length, "product")}`];
  if (unchanged.length > 0)
    parts.push(`${unchanged.join(", ")} ${unchanged.length === 1 ? "was" : "were"} already ${status}`);
  if (missing > 0) parts.push(`${countOf(missing, "product")} no longer found`);
  return parts.join("; ");
}
