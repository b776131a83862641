import type { MiddlewareHandler } from "hono";
import type { CachedResponse, PublicCache } from "@/platform/public-cache";
import { compressBody, preferredEncoding, varyOnEncoding, type Encoding } from "./compression";
import type { HttpEnv } from "@/http/env";
import { cookieNames, readCookie } from "@/http/cookies";
import { isSharedPage, productOfSharedPage, SIGNED_IN_HINT } from "@/http/shared-pages";
import { DATA_SAVER_COOKIE } from "@/http/data-saver";
import { SESSION_COOKIE } from "@/accounts/sessions";
import type { CurrentUser } from "@/platform/access";

/** The public API reads whose answer is the same for every visitor; pages are all such reads. */
const PUBLIC_API = /^\/api\/v1\/(products|search\/suggestions|news)(\/|$)/;

/** Cookies that change nothing on a shared page: who is signed in is asked for after it loads. */
const SAME_PAGE_COOKIES = new Set([SESSION_COOKIE, SIGNED_IN_HINT]);

/**
 * A visitor without cookies or credentials gets exactly what every other such visitor gets, so the
 * answer is made once and then served from the public cache. So does a signed-in shopper on a shared
 * page (src/http/shared-pages.ts), which is rendered for nobody in particular. Anything else personal
 * (a toast, a refused form, a bearer token) makes the request be answered afresh.
 */
function isAnonymousRead(request: Request, path: string): boolean {
  if ((request.method !== "GET" && request.method !== "HEAD") || request.headers.has("authorization")) return false;
  // The data saver's switch only picks the page's variant, which is part of the key.
  const cookies = cookieNames(request.headers.get("cookie")).filter((name) => name !== DATA_SAVER_COOKIE);
  if (cookies.length > 0) return isSharedPage(path) && cookies.every((name) => SAME_PAGE_COOKIES.has(name));
  return path.startsWith("/api/") ? PUBLIC_API.test(path) : true;
}

function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !response.headers.has("content-encoding") &&
    response.body !== null
  );
}

async function capture(response: Response, encoding: Encoding): Promise<CachedResponse> {
  const raw = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !/^(content-length|vary)$/i.test(name));
  headers.push(["vary", varyOnEncoding(response.headers.get("vary"))]);
  if (encoding === "identity") return { status: response.status, headers, body: raw };
  // Compressed once here instead of on every request.
  const body = await compressBody(raw, encoding, "kept");
  headers.push(["content-encoding", encoding]);
  return { status: response.status, headers, body };
}

function replay(stored: CachedResponse, method: string): Response {
  const headers = new Headers(stored.headers);
  headers.set("content-length", String(stored.body.byteLength));
  return new Response(method === "HEAD" ? null : (stored.body as Uint8Array<ArrayBuffer>), {
    status: stored.status,
    headers,
  });
}

/**
 * Whether a signed-in shopper's view of a product page is their own (their review, their votes);
 * `version` is their browser's signed-in hint, renewed by each of its writes.
 */
export type OwnsProductPage = (user: CurrentUser, productId: string, version: string | undefined) => Promise<boolean>;

/**
 * Who a shared render is for: product pages have one for visitors and one for signed-in shoppers
 * (their reviews section differs); other pages have one for everybody. Null: render for the asker.
 */
async function sharedAudience(
  user: CurrentUser | null,
  request: Request,
  path: string,
  ownsProductPage: OwnsProductPage,
): Promise<"anyone" | "visitors" | "shoppers" | null> {
  const productId = productOfSharedPage(path);
  if (!productId) return "anyone";
  if (!user) return "visitors";
  const version = readCookie(request.headers.get("cookie"), SIGNED_IN_HINT);
  return (await ownsProductPage(user, productId, version)) ? null : "shoppers";
}

/**
 * Serves anonymous reads (pages and the public API) from the public cache. Concurrent misses of one
 * URL are answered by one render; a response that turns out not to be shareable (a redirect, a
 * cookie) is not kept, and requests that waited for it are answered afresh.
 */
export function anonymousCache(cache: PublicCache, ownsProductPage: OwnsProductPage): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (!isAnonymousRead(c.req.raw, c.req.path)) return next();
    const audience = await sharedAudience(c.get("user"), c.req.raw, c.req.path, ownsProductPage);
    if (!audience) return next();
    // The render every shopper would be served: made for nobody in particular.
    const renderShared = () => {
      c.set("user", null);
      c.set("sessionToken", null);
      c.set("sharedWithShoppers", audience === "shoppers");
      return next();
    };
    // With the cache off the answer serves one request: compressAnswers compresses it for that one,
    // instead of at the quality of an answer kept for thousands.
    if (!cache.responses.keepsValues) return renderShared();
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    // The host is part of the key: pages may use it for absolute links when PUBLIC_URL is unset.
    const url = new URL(c.req.url);
    // The lighter page (Save-Data, the data saver's switch) is kept apart from the full one.
    const variant = c.get("dataSaver") ? "lite" : "full";
    const key = `${encoding} ${audience} ${variant} ${url.host}${url.pathname}${url.search}`;
    let answered = false;
    const stored = await cache.responses.remember(
      key,
      async () => {
        answered = true;
        await renderShared();
        return isShareable(c.res) ? capture(c.res, encoding) : null;
      },
      (kept) => kept !== null,
    );
    if (stored) {
      if (!answered) return replay(stored, c.req.method);
      // Hono copies the old response's headers onto a new one (a length that no longer fits): drop it first.
      c.res = undefined as unknown as Response;
      c.res = replay(stored, c.req.method);
    } else if (!answered) {
      await next();
    }
  };
}
