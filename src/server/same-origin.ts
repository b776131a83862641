import type { Context, MiddlewareHandler } from "hono";
import { SESSION_COOKIE } from "@/accounts/sessions";
import { readStoreSettings } from "@/store";
import { readCookie } from "@/http/cookies";
import type { HttpEnv } from "@/http/env";
import { refuse } from "@/http/refusal";
import { SAFE_METHODS } from "@/http/security";

// Here, not beside the kernel's security headers: the check reads the session cookie's name (accounts)
// and words its refusal with the shop's name (store), and the kernel imports no capability.

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** The refusal of a write from another site, in the shop's own name (the owner's settings). */
const forbiddenOrigin = async (c: Context<HttpEnv>) =>
  `This request did not come from the ${(await readStoreSettings(c.get("app"))).storeName} store.`;

/**
 * Every state-changing request that a browser could be tricked into sending must come from our own
 * pages: the shop's origin as this request names it, or PUBLIC_URL's. That includes sign-in and
 * sign-up, which carry no session yet (login CSRF: a cross-site form signs the visitor into the
 * attacker's account and collects what they type next). The rule, by what the request carries:
 * - `Authorization: Bearer` and no cookie: not checked. The token is not ambient, so no other site
 *   can make a browser send it.
 * - Origin (or, without it, Referer): must be one of ours, else 403. A present but unreadable one
 *   (`Origin: null` from a sandboxed frame) counts as foreign.
 * - Neither: refused when the request rides on the session cookie or posts to a page (browsers send
 *   Origin on every cross-site POST, and our pages' forms always get one); allowed only for a
 *   cookie-less API call, which is what non-browser clients (curl, apps, the payment webhook) send.
 */
export function sameOriginWrites(): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const hasCookie = Boolean(readCookie(c.req.header("cookie"), SESSION_COOKIE));
    if (!hasCookie && /^Bearer\s/i.test(c.req.header("authorization") ?? "")) return next();
    const declared = c.req.header("origin") ?? c.req.header("referer");
    if (declared === undefined) {
      if (!hasCookie && c.req.path.startsWith("/api/")) return next();
      return refuse(c, 403, "forbidden_origin", await forbiddenOrigin(c));
    }
    const url = new URL(c.req.url);
    const allowed = new Set([url.origin]);
    const publicUrl = c.get("app").config.PUBLIC_URL;
    if (publicUrl) allowed.add(new URL(publicUrl).origin);
    const host = c.req.header("host");
    if (host) allowed.add(`${url.protocol}//${host}`);
    const source = originOf(declared);
    if (source && allowed.has(source)) return next();
    return refuse(c, 403, "forbidden_origin", await forbiddenOrigin(c));
  };
}
