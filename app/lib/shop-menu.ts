import { CATEGORY_PLURALS, type Category } from "@/shop/constants";

const MENU_CATEGORIES: Category[] = ["Jersey", "Jeans", "Hoodie", "T-Shirt", "Hat"];

/** The shop's menu under the header, and the ways on a search that finds nothing offers. */
export const SHOP_MENU = [
  { to: "/shop?sort=newest", label: "New In" },
  { to: "/shop", label: "Shop All" },
  ...MENU_CATEGORIES.map((category) => ({
    to: `/shop?category=${encodeURIComponent(category)}`,
    label: CATEGORY_PLURALS[category],
  })),
];

/** What a page tells the shop's menu through its route `handle`: the category it belongs to (a product's). */
export type ShopMenuHandle = { shopCategory: (loaderData: unknown) => string | undefined };

const categoryEntry = (category: string) =>
  SHOP_MENU.find((entry) => entry.to === `/shop?category=${encodeURIComponent(category)}`)?.to ?? null;

/**
 * Where the shopper is in the shop's menu. `page`: the address is the entry's own list (a category's,
 * whatever its sort, filters or page; New In; the whole shop). `within`: a page that belongs to the
 * entry, such as a product of the category. None on a search, which is a list of its own.
 */
export function currentShopMenuEntry(
  pathname: string,
  search: string,
  pageCategory?: string,
): { to: string; at: "page" | "within" } | null {
  if (pathname !== "/shop") {
    const to = pageCategory ? categoryEntry(pageCategory) : null;
    return to ? { to, at: "within" } : null;
  }
  const params = new URLSearchParams(search);
  if (params.get("search")) return null;
  const category = params.get("category");
  const to = category ? categoryEntry(category) : params.get("sort") === "newest" ? "/shop?sort=newest" : "/shop";
  return to ? { to, at: "page" } : null;
}
