import { jsonCookie } from "@/http/cookies";

// The order just placed, carried across the redirect to /order-history (docs/product-rules.md#placing-an-order) so that page
// can show its confirmation, with or without JavaScript. Read once: the page shows it until the
// shopper leaves. Only an order number: the page looks the order up as the signed-in shopper's own.
const placedCookie = jsonCookie("bay_placed_order", 120);

export function placedOrderHeader(orderNumber: string): string {
  return placedCookie.header(orderNumber);
}

/** The order number checkout left (or null), and the header that clears it. */
export function takePlacedOrder(request: Request): { orderNumber: string | null; clear: string | null } {
  const value = placedCookie.read(request.headers.get("Cookie"));
  if (typeof value !== "string") return { orderNumber: null, clear: null };
  return { orderNumber: value, clear: placedCookie.clear() };
}
