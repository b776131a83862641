import type { MiddlewareHandler } from "hono";
import type { HttpEnv } from "./env";
import { readCookie } from "./cookies";
import { setResponseHeader } from "./security";

// Issue 50, item 3: many shoppers pay for data by the megabyte. A browser that says so (`Save-Data: on`,
// Chrome's Lite mode and Android's data saver) or a shopper who switched on the footer's "Data saver"
// (this cookie, set by a plain form post: app/routes/data-saver.tsx) gets the lighter page: the
// smallest picture widths, no off-screen carousel pictures, nothing that moves by itself.

/** "1" while the shopper's own switch is on, "0" once they turned it off. Not secret; read by the server only. */
export const DATA_SAVER_COOKIE = "bay_data_saver";

/** How long the switch is remembered: a year (browsers keep a cookie 400 days at most). */
export const DATA_SAVER_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Whether a request asks for the lighter page: the shopper's own switch when they used it (they may turn
 * it off on a browser that always asks), else the browser's Save-Data hint.
 */
export function wantsLighterPage(headers: { get(name: string): string | null }): boolean {
  const switched = readCookie(headers.get("cookie"), DATA_SAVER_COOKIE);
  if (switched === "1" || switched === "0") return switched === "1";
  // The Save-Data hint: a list of tokens, `on` the only one defined.
  const hint = headers.get("save-data");
  return Boolean(hint && hint.split(/[\s,;]+/).some((token) => token.toLowerCase() === "on"));
}

/** Adds `name` to a Vary header's list unless it is there (or the list is `*`). */
export function varyOn(vary: string | null, name: string): string {
  const names = (vary ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (names.some((entry) => entry === "*" || entry.toLowerCase() === name.toLowerCase())) return names.join(", ");
  return [...names, name].join(", ");
}

/**
 * Decides the page's variant before the public cache (which keys on it) and says on every page that it
 * depends on Save-Data, so a browser or proxy cache keeps the two apart too. The switch's cookie is not
 * in Vary: a cookie-carrying page is never kept by a shared cache, and a browser's own cache is
 * re-asked for pages (they carry no lifetime).
 */
export function dataSaver(): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    c.set("dataSaver", wantsLighterPage(c.req.raw.headers));
    await next();
    if (c.req.path.startsWith("/api/")) return;
    if ((c.res.headers.get("content-type") ?? "").startsWith("text/html") || c.req.path.endsWith(".data")) {
      setResponseHeader(c, "Vary", varyOn(c.res.headers.get("vary"), "Save-Data"));
    }
  };
}
