import { listProducts } from "@/catalog";
import { SUGGESTED_WHEN_NOTHING_FOUND } from "@/shop/constants";
import type { PageContext } from "@/http/env";
import { toCardProduct, type CardProduct } from "./card-product";
import { readOrReport } from "./load-failure.server";
import { parseShopQuery } from "./shop-query";

/**
 * The shop's most popular pieces, for a page that would otherwise be a dead end (nothing found, an
 * empty bag or wishlist). Nothing when they cannot be read: the page says its own empty state anyway.
 */
export async function popularProducts(context: PageContext): Promise<CardProduct[]> {
  // Pieces to add at once: a sold-out one would lead a shopper from one dead end to another.
  const popular = {
    ...parseShopQuery(new URLSearchParams()),
    availability: "in-stock" as const,
    limit: SUGGESTED_WHEN_NOTHING_FOUND,
  };
  const read = await readOrReport(context, () => listProducts(context.app, popular), "Failed to load products");
  return "failed" in read ? [] : read.value.items.map(toCardProduct);
}
