import { jsonCookie } from "@/http/cookies";
import { WELCOME_BACK_AFTER_MS } from "@/shop/constants";

// When the shopper was last on a shopping page, kept in their browser: the server compares it, so
// the page says "Welcome back" without any client script. The root loader (storefront) may call
// this too; for now the cart and checkout pages, where a saved cart matters, do.
const WELCOME_BACK_MESSAGE = "Welcome back! Your cart has been saved.";

const lastSeenCookie = jsonCookie("bay_last_seen", 60 * 60 * 24 * 365);

/** The greeting (or null) for a shopper returning after more than an hour to a non-empty cart, and the cookie that records this visit. */
export async function welcomeBack(request: Request, cartHasItems: boolean, now = Date.now()) {
  const lastSeen = Number(lastSeenCookie.read(request.headers.get("Cookie")));
  const show = cartHasItems && Number.isFinite(lastSeen) && lastSeen > 0 && now - lastSeen > WELCOME_BACK_AFTER_MS;
  return { message: show ? WELCOME_BACK_MESSAGE : null, setCookie: lastSeenCookie.header(String(now)) };
}
