import { NIGERIAN_STATES } from "@/shop/constants";

/** Where the cart and the product page estimate delivery to: the state and city the shopper chose. */
export type DeliveryTo = { state: string; city: string };

/** The state (one of Nigeria's, else none) and city (trimmed, at most 100 characters) a form or URL names. */
export function deliveryToIn(read: (name: string) => string | null | undefined): DeliveryTo {
  return {
    state: NIGERIAN_STATES.find((name) => name === read("state")) ?? "",
    city: (read("city") ?? "").trim().slice(0, 100),
  };
}

/** `?state=…&city=…` for the parts chosen, "" when none is. */
export function deliveryToQuery(to: DeliveryTo): string {
  const query = new URLSearchParams(Object.entries(to).filter(([, value]) => value)).toString();
  return query ? `?${query}` : "";
}

// The place is remembered for the visit (a day) in a cookie the pages' script also writes: the
// product page is a shared page, so its script, not the server, reads the choice back there.
export const DELIVERY_TO_COOKIE = "bay_deliver_to";
export const DELIVERY_TO_SECONDS = 24 * 60 * 60;

/** The place a cookie value (`state|city`, already URL-decoded) names. */
export function deliveryToFromCookie(value: string | undefined): DeliveryTo {
  const [state, city] = (value ?? "").split("|");
  return deliveryToIn((name) => (name === "state" ? state : city));
}

export const deliveryToCookieValue = (to: DeliveryTo) => `${to.state}|${to.city}`;

/** Remembers the place from the browser (the product page's estimate). */
export function rememberDeliveryTo(to: DeliveryTo) {
  document.cookie = `${DELIVERY_TO_COOKIE}=${encodeURIComponent(deliveryToCookieValue(to))}; path=/; max-age=${DELIVERY_TO_SECONDS}; samesite=lax`;
}

/** The place the browser remembers, read by the page's script. */
export function rememberedDeliveryTo(): DeliveryTo {
  const entry = document.cookie.split("; ").find((pair) => pair.startsWith(`${DELIVERY_TO_COOKIE}=`));
  return deliveryToFromCookie(entry ? decodeURIComponent(entry.slice(DELIVERY_TO_COOKIE.length + 1)) : undefined);
}
