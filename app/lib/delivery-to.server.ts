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
  const rule = { maxAge: DELIVERY_TO_SECONDS, readableByPages: true };
  return { to, remember: setCookieHeader(DELIVERY_TO_COOKIE, deliveryToCookieValue(to), rule) };
}
