/** The shop's menu under the header, and the ways on a search that finds nothing offers. */
export const SHOP_MENU = [
  { to: "/shop?sort=newest", label: "New In" },
  { to: "/shop", label: "Shop All" },
  { to: "/shop?category=Jersey", label: "Jerseys" },
  { to: "/shop?category=Jeans", label: "Jeans" },
  { to: "/shop?category=Hoodie", label: "Hoodies" },
  { to: "/shop?category=T-Shirt", label: "T-Shirts" },
  { to: "/shop?category=Hat", label: "Hats" },
];
