import { parse, serialize } from "hono/utils/cookie";

// The one way the shop reads and writes cookies, for the JSON API and the pages alike. Every cookie
// is site-wide and SameSite=Lax, and HttpOnly unless the pages' script must read it (the signed-in
// hint, src/http/shared-pages.ts); each says how long it lasts and whether it is Secure.

export type CookieRule = {
  /** Seconds until the browser drops it; 0 removes it now. */
  maxAge: number;
  /** Sent over HTTPS only (the session cookie, whenever the shop is reached over HTTPS). */
  secure?: boolean;
  /** Readable by the pages' script: for a hint that holds no secret, never for a session. */
  readableByPages?: boolean;
};

/** Browsers keep no cookie longer than 400 days (RFC 6265bis), and Hono refuses to write a longer Max-Age. */
const LONGEST_MAX_AGE = 400 * 24 * 60 * 60;

/** The `Set-Cookie` value that stores `value` (URL-encoded) under `name`. */
export function setCookieHeader(name: string, value: string, rule: CookieRule): string {
  const maxAge = Math.min(rule.maxAge, LONGEST_MAX_AGE);
  const httpOnly = !rule.readableByPages;
  return serialize(name, value, { maxAge, path: "/", httpOnly, secure: rule.secure, sameSite: "Lax" });
}

// A request's Cookie header is read for several cookies by several layers (session, signed-in hint,
// toast): it is parsed once, and the next header that differs replaces it.
let parsedHeader: string | undefined;
let parsedCookies: Record<string, string> = {};

/** The value of cookie `name` in a request's `Cookie` header, or undefined when it is not there. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  if (cookieHeader !== parsedHeader) {
    parsedCookies = parse(cookieHeader);
    parsedHeader = cookieHeader;
  }
  return Object.hasOwn(parsedCookies, name) ? parsedCookies[name] : undefined;
}

/** The names of the cookies a request carries. */
export function cookieNames(cookieHeader: string | null | undefined): string[] {
  return cookieHeader ? Object.keys(parse(cookieHeader)) : [];
}

/**
 * A cookie that carries a small JSON value (a toast, a refused form), encoded as React Router's
 * `createCookie` does (base64 of the JSON's UTF-8), so cookies already in browsers keep reading.
 */
export function jsonCookie(name: string, maxAge: number) {
  return {
    /** The `Set-Cookie` value that stores `value`. */
    header: (value: unknown) =>
      setCookieHeader(name, Buffer.from(JSON.stringify(value), "utf8").toString("base64"), { maxAge }),
    /** The `Set-Cookie` value that removes it. */
    clear: () => setCookieHeader(name, "", { maxAge: 0 }),
    /** The stored value: null when there is none, undefined when it cannot be read. */
    read: (cookieHeader: string | null | undefined): unknown => {
      const raw = readCookie(cookieHeader, name);
      if (!raw) return null;
      try {
        return JSON.parse(Buffer.from(raw, "base64").toString("utf8"));
      } catch {
        return undefined;
      }
    },
  };
}
