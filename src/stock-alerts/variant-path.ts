// Without zod or a service, so the product page's own bundle may use it (CSP forbids zod's eval there).

/** "M, Navy": a variant as the shopper picks it and a message names it; '' for a product with neither. */
export const variantName = (v: { size: string; color: string }) => [v.size, v.color].filter(Boolean).join(", ");

/** The page of a product with a size and colour chosen: what the mail and the settings list link to. */
export function variantPath(productId: string, size: string, color: string): string {
  const query = new URLSearchParams();
  if (size) query.set("size", size);
  if (color) query.set("color", color);
  const search = query.toString();
  return `/product/${productId}${search ? `?${search}` : ""}`;
}
