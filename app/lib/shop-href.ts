// Kept apart from shop-query.ts so the browser bundle gets this helper without zod.

/** A /shop link with some parameters changed (null removes one); changing a filter returns to page 1. */
export function shopHref(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  if (!("page" in changes)) next.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `/shop?${query}` : "/shop";
}
