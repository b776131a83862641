import { useRouteLoaderData } from "react-router";
import { CATEGORIES, CATEGORY_PLURALS, type Category } from "@/shop/constants";

// Tops, then bottoms, then hats: the order a shopper walks a clothes shop in (the menu, the home page's tiles).
export const MENU_CATEGORIES: Category[] = [
  "Jersey",
  "T-Shirt",
  "Shirt",
  "Polo",
  "Hoodie",
  "Tank Top",
  "Jeans",
  "Shorts",
  "Hat",
];

export type ShopMenuEntry = { to: string; label: string };

/**
 * The shop's menu under the header, and the ways a search that finds nothing offers: New In, Shop All and
 * each category with something on sale (`onSale`), so a shop that sells no polos shows no Polos.
 */
export function shopMenu(onSale: readonly string[]): ShopMenuEntry[] {
  const selling = new Set(onSale);
  return [
    { to: "/shop?sort=newest", label: "New In" },
    { to: "/shop", label: "Shop All" },
    ...MENU_CATEGORIES.filter((category) => selling.has(category)).map((category) => ({
      to: `/shop?category=${encodeURIComponent(category)}`,
      label: CATEGORY_PLURALS[category],
    })),
  ];
}

/** The categories the shop sells (the root loader's); every category on the root's error page, whose loader did not answer. */
export function useCategoriesOnSale(): readonly string[] {
  return useRouteLoaderData<{ categories?: string[] } | undefined>("root")?.categories ?? CATEGORIES;
}

/** The menu of the page's shop. */
export function useShopMenu(): ShopMenuEntry[] {
  return shopMenu(useCategoriesOnSale());
}

/** What a page tells the shop's menu through its route `handle`: the category it belongs to (a product's). */
export type ShopMenuHandle = { shopCategory: (loaderData: unknown) => string | undefined };

const categoryEntry = (menu: ShopMenuEntry[], category: string) =>
  menu.find((entry) => entry.to === `/shop?category=${encodeURIComponent(category)}`)?.to ?? null;

/**
 * Where the shopper is in the shop's menu. `page`: the address is the entry's own list (a category's,
 * whatever its sort, filters or page; New In; the whole shop). `within`: a page that belongs to the
 * entry, such as a product of the category. None on a search, which is a list of its own.
 */
export function currentShopMenuEntry(
  menu: ShopMenuEntry[],
  pathname: string,
  search: string,
  pageCategory?: string,
): { to: string; at: "page" | "within" } | null {
  if (pathname !== "/shop") {
    const to = pageCategory ? categoryEntry(menu, pageCategory) : null;
    return to ? { to, at: "within" } : null;
  }
  const params = new URLSearchParams(search);
  if (params.get("search")) return null;
  const category = params.get("category");
  const to = category ? categoryEntry(menu, category) : params.get("sort") === "newest" ? "/shop?sort=newest" : "/shop";
  return to ? { to, at: "page" } : null;
}
