const LIST = "/admin/products";

/**
 * A product's own page (or `new`), carrying the list it was opened from (its filters, sort and page) as
 * `returnTo`, so that its back link and a delete lead there again.
 */
export function productPageHref(id: string, list: string): string {
  const page = `${LIST}/${encodeURIComponent(id)}`;
  return list === LIST ? page : `${page}?${new URLSearchParams({ returnTo: list })}`;
}

/** The list address of the current filters (`search` is the list's query string, without `?`). */
export function productListHref(search: string): string {
  return search ? `${LIST}?${search}` : LIST;
}
