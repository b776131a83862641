import type { MiddlewareHandler } from "hono";
import type { HttpEnv } from "@/http/env";
import { setResponseHeader } from "@/http/security";

/**
 * Pages and API routes about one person, whoever asks: accounts, carts, orders, wishlists, admin,
 * and the sign-in and reset forms. `.data` is what React Router fetches for a page on navigation.
 */
const PERSONAL_PATHS =
  /^\/(api\/v1\/)?(auth|admin|cart|checkout|orders|order-history|wishlist|settings|profile|login|logout|forgot-password|reset-password|track-order|payments|personal-state)(\/|\.data$|$)/;

/**
 * One rule for what no browser or proxy may keep (shared computers in cybercafés are common): an
 * answer for a signed-in user, on a personal path, or one that sets a cookie is `no-store`. Every
 * other answer keeps the headers it was given, so public pages and reads stay cacheable.
 */
export function noStoreForPersonalAnswers(): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    // Read before the page runs: a shared page is rendered as for nobody, but was asked for by someone.
    const signedIn = Boolean(c.get("user"));
    await next();
    if (signedIn || PERSONAL_PATHS.test(c.req.path) || c.res.headers.has("set-cookie")) {
      setResponseHeader(c, "Cache-Control", "no-store");
    }
  };
}
