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

/**
 * The menu entry the shop's address is at, marked as the current page: a category's list (whatever its
 * sort, filters or page), New In, or the whole shop; none on a search, which is a list of its own.
 */
export function currentShopMenuEntry(pathname: string, search: string): string | null {
  if (pathname !== "/shop") return null;
  const params = new URLSearchParams(search);
  if (params.get("search")) return null;
  const category = params.get("category");
  if (category)
    return SHOP_MENU.find((entry) => entry.to === `/shop?category=${encodeURIComponent(category)}`)?.to ?? null;
  return params.get("sort") === "newest" ? "/shop?sort=newest" : "/shop";
}
