import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "@/accounts/sessions";
import type { HttpEnv } from "./env";

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing request that rides on the session cookie must come from our own pages.
 * Bearer-token clients carry no ambient credentials and are not subject to it.
 */
export function sameOriginForCookieSessions(): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !getCookie(c, SESSION_COOKIE)) return next();
    const url = new URL(c.req.url);
    const allowed = new Set([url.origin]);
    const publicOrigin = originOf(c.var.app.config.PUBLIC_URL);
    if (publicOrigin) allowed.add(publicOrigin);
    const host = c.req.header("host");
    if (host) allowed.add(`${url.protocol}//${host}`);
    const source = originOf(c.req.header("origin")) ?? originOf(c.req.header("referer"));
    if (source && allowed.has(source)) return next();
    return c.json({ error: { code: "forbidden_origin", message: "This request did not come from the BAY store." } }, 403);
  };
}

/**
 * Sets a header on the finished response in place. Hono's `c.header()` rebuilds a finished response
 * on every call (a new body stream each time: a third of the time of a cached answer); only a
 * response with immutable headers (one passed through from `fetch`) needs that.
 */
export function setResponseHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** No page uses the camera, microphone, location or USB; only our own pages may ask for payment. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), usb=(), payment=(self)";

/**
 * Headers every answer carries (the Content-Security-Policy is set per page, in content-security.ts).
 * HSTS only when the shop says it is served over HTTPS (PUBLIC_URL): over plain HTTP it would be
 * ignored, and a wrong one locks browsers out of the host for a year.
 */
export function securityHeaders(): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    await next();
    setResponseHeader(c, "X-Content-Type-Options", "nosniff");
    setResponseHeader(c, "Referrer-Policy", "strict-origin-when-cross-origin");
    setResponseHeader(c, "X-Frame-Options", "DENY");
    setResponseHeader(c, "Permissions-Policy", PERMISSIONS_POLICY);
    if (c.var.app.config.PUBLIC_URL?.startsWith("https:")) {
      setResponseHeader(c, "Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
