import type { Context, MiddlewareHandler } from "hono";
import type { HttpEnv } from "./env";

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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
    if (c.get("app").config.PUBLIC_URL?.startsWith("https:")) {
      setResponseHeader(c, "Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
