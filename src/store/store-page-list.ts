// Pure, for the pages' bundle too: the footer, the product page and the admin name the shop's pages.

/**
 * The shop's own pages (docs/product-rules.md#store-pages): their addresses (/pages/{slug}) stay the same, so that links
 * shared or printed on a parcel keep working; the owner writes their text in Admin → Pages.
 */
export const STORE_PAGES = [
  { slug: "returns", title: "Returns & exchanges" },
  { slug: "delivery", title: "Delivery" },
  { slug: "size-guide", title: "Size guide" },
  { slug: "privacy", title: "Privacy policy" },
  { slug: "terms", title: "Terms of sale" },
  { slug: "about", title: "About us" },
  { slug: "faq", title: "FAQ" },
] as const;

/** The longest text a page may have: a long FAQ fits many times over. */
export const MAX_PAGE_TEXT_LENGTH = 20_000;

export type StorePageSlug = (typeof STORE_PAGES)[number]["slug"];
export type StorePageLink = { slug: StorePageSlug; title: string };

export function storePageTitle(slug: StorePageSlug): string {
  return STORE_PAGES.find((page) => page.slug === slug)!.title;
}

export function isStorePageSlug(slug: string): slug is StorePageSlug {
  return STORE_PAGES.some((page) => page.slug === slug);
}

/** A page's address on the site. */
export const storePageHref = (slug: StorePageSlug) => `/pages/${slug}`;
