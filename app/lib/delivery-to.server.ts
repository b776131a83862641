import { readCookie, setCookieHeader } from "@/http/cookies";
import {
  DELIVERY_TO_COOKIE,
  DELIVERY_TO_SECONDS,
  deliveryToCookieValue,
  deliveryToFromCookie,
  deliveryToIn,
  type DeliveryTo,
} from "./delivery-estimate";

/**
 * The place a personal page (the cart, checkout) estimates delivery to: the one in its address, else
 * the one remembered for the visit (chosen here or on a product page). `remember` is the Set-Cookie
 * that keeps a place the address named, null when it named none.
 */
export function askedDeliveryTo(request: Request): { to: DeliveryTo; remember: string | null } {
  const asked = new URL(request.url).searchParams;
  if (!asked.has("state") && !asked.has("city")) {
    return { to: deliveryToFromCookie(readCookie(request.headers.get("cookie"), DELIVERY_TO_COOKIE)), remember: null };
  }
  const to = deliveryToIn((name) => asked.get(name));
  return { to, remember: rememberDeliveryToHeader(to) };
}

/** Whether the browser already remembers a place for this visit. */
export function remembersDeliveryTo(request: Request): boolean {
  return readCookie(request.headers.get("cookie"), DELIVERY_TO_COOKIE) !== undefined;
}

/**
 * The Set-Cookie that remembers `to` for the visit, where the product page's script reads it back: also
 * set from where the shopper's last order went (signing in, the bag, an order placed), so that a
 * returning shopper's product pages estimate their own delivery from the start.
 */
export function rememberDeliveryToHeader(to: DeliveryTo): string {
  const place = deliveryToIn((name) => (name === "state" ? to.state : to.city));
  return setCookieHeader(DELIVERY_TO_COOKIE, deliveryToCookieValue(place), {
    maxAge: DELIVERY_TO_SECONDS,
    readableByPages: true,
  });
}
