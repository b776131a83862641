/**
 * The admin products table's orders, each with the words its sort menu shows; the first is the default.
 * No zod here: the list page's bundle reads it.
 */
export const ADMIN_PRODUCT_SORTS = {
  newest: "Newest",
  oldest: "Oldest",
  "name-asc": "Name: A-Z",
  "name-desc": "Name: Z-A",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  "stock-asc": "Stock: Low to High",
  "stock-desc": "Stock: High to Low",
} as const;
export type AdminProductSort = keyof typeof ADMIN_PRODUCT_SORTS;
