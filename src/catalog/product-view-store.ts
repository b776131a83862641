import { and, eq, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { preparedOnce } from "@/db/client";
import { products } from "./tables";
import type { AppContext } from "@/platform/context";
import { deepFreeze, type PublicCache } from "@/platform/public-cache";
import { RecentlyUsed } from "@/platform/recently-used";
import { toProductView, type ProductView } from "./product-view";
import { productViewColumns } from "./product-view-columns";

/**
 * The version of a product's row (its xmin): it moves with every committed change to what the
 * product's view shows, its variants included (migration 0017), and no two committed versions of a row
 * share it. Decision 026.
 */
export const rowVersion = sql<string>`"products"."xmin"::text`;

/** A product a list found: its id, and the version of its row that the list read. */
export type ListedProduct = { id: string; version: string };

/**
 * Views kept are those of the products shoppers look at; at about 3 KB each, this many bound the
 * memory to a few MB whatever the catalog's size.
 */
export const PRODUCT_VIEWS_KEPT = 2_000;

type KeptView = { version: string; view: ProductView };

/** Product views by id with the row version each was read at, the least recently used dropped first. */
class ProductViewStore {
  private readonly views = new RecentlyUsed<string, KeptView>(PRODUCT_VIEWS_KEPT);

  /** The view of the product at exactly this version, else undefined. */
  at(id: string, version: string): ProductView | undefined {
    const kept = this.views.get(id);
    return kept?.version === version ? kept.view : undefined;
  }

  keep(id: string, version: string, view: ProductView) {
    this.views.set(id, { version, view: deepFreeze(view) });
  }
}

/** Each running shop's store, keyed by its public cache, which every copy of its context shares. */
const stores = new WeakMap<PublicCache, ProductViewStore>();

function storeOf(ctx: AppContext): ProductViewStore {
  let store = stores.get(ctx.publicCache);
  if (!store) stores.set(ctx.publicCache, (store = new ProductViewStore()));
  return store;
}

const viewsById = (ctx: AppContext) =>
  preparedOnce(ctx.db, "product_views_by_id", (db) =>
    db
      .select({ ...productViewColumns, version: rowVersion })
      .from(products)
      .where(
        and(
          eq(products.status, "Active"),
          sql`${products.id} = ANY(string_to_array(${sql.placeholder("ids")}, ',')::uuid[])`,
        ),
      )
      .prepare("product_views_by_id"),
  );

/**
 * The views of listed products, in the list's order: each kept view of the version listed, the others
 * read in one statement. A product made inactive since the list was read is left out. Inside a
 * transaction nothing is kept or used: a row it wrote keeps one version however often it changes.
 */
export async function viewsOfListed(ctx: AppContext, listed: ListedProduct[]): Promise<ProductView[]> {
  const store = ctx.db instanceof PgTransaction ? null : storeOf(ctx);
  const found = new Map<string, ProductView>();
  const missing: string[] = [];
  for (const { id, version } of listed) {
    const view = store?.at(id, version);
    if (view) found.set(id, view);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const row of await viewsById(ctx).execute({ ids: missing.join(",") })) {
      const view = toProductView(row);
      store?.keep(row.id, row.version, view);
      found.set(row.id, view);
    }
  }
  return listed.flatMap(({ id }) => found.get(id) ?? []);
}
