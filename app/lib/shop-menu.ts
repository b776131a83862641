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
