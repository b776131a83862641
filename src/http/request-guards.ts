// Limits that every request passes before any route reads it (docs/contracts.md#request-limits: one place, every
// route).
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CONTROL_CHARACTERS_MESSAGE, urlHasControlCharacter } from "@/platform/control-characters";
import { FixedWindowCounter } from "@/platform/fixed-window";
import { RATE_LIMITED_MESSAGE } from "@/platform/rate-limit";
import type { HttpEnv } from "./env";
import { refuse } from "./refusal";
import { SAFE_METHODS } from "./security";

/** Forms and JSON: the largest (a news post or a product with 20 image links) is well under this. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
/** Image uploads (10 MB images and the form around them), and catalog CSV imports (10 MB files). */
export const IMAGE_BODY_LIMIT_BYTES = 11 * 1024 * 1024;
/**
 * The only routes that take images or files: the upload API, the catalog import API, the admin products
 * list (its CSV import), a product's own page (`/admin/products/new`, `/admin/products/{id}`) and the news
 * form, posted as a page (`/admin/news`) or, with JavaScript, through React Router's data request
 * (`/admin/news.data`).
 */
const IMAGE_UPLOAD_PATHS =
  /^\/(?:api\/v1\/admin\/(?:uploads|products\.csv)|admin\/(?:products(?:\/[^/.]+)?|news)(?:\.data)?)\/?$/;

/**
 * Refuses a body over its route's limit (413) before anything reads it: page actions read whole
 * bodies into memory, so without this one anonymous post could take a gigabyte. A declared length
 * is checked without touching the body: asking a request for its body stream makes the node adapter
 * build a whole web Request, which cost every API call more than its own handler. A body without a
 * length (chunked) is counted as it arrives and refused as soon as it passes the limit.
 */
export function limitBodySize(): MiddlewareHandler<HttpEnv> {
  const tooLarge = (c: Context<HttpEnv>) =>
    refuse(c, 413, "too_large", "Request body is too large.", { Connection: "close" });
  const countForms = bodyLimit({ maxSize: FORM_BODY_LIMIT_BYTES, onError: tooLarge });
  const countImages = bodyLimit({ maxSize: IMAGE_BODY_LIMIT_BYTES, onError: tooLarge });
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const images = IMAGE_UPLOAD_PATHS.test(c.req.path);
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding")) return (images ? countImages : countForms)(c, next);
    if (Number(length) > (images ? IMAGE_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES)) return tooLarge(c);
    return next();
  };
}

/**
 * Refuses a URL whose path or query string holds a percent-encoded control character (422). Query
 * strings reach page loaders that read them without a schema, and PostgreSQL refuses NUL in text;
 * bodies are checked by parseInput (src/platform/validation.ts).
 */
export function refuseControlCharactersInUrl(): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (urlHasControlCharacter(c.req.url)) return refuse(c, 422, "invalid", CONTROL_CHARACTERS_MESSAGE);
    return next();
  };
}

const SEARCH_WINDOW_MS = 60_000;
// `/shop.data` is the same page loaded by React Router in the browser (client-side navigation).
const SEARCH_PATHS = new Set(["/api/v1/products", "/api/v1/search/suggestions", "/shop", "/shop.data"]);

function isSearch(c: Context<HttpEnv>): boolean {
  if (!SAFE_METHODS.has(c.req.method) || !SEARCH_PATHS.has(c.req.path)) return false;
  return c.req.path === "/api/v1/search/suggestions" || Boolean(c.req.query("search")?.trim());
}

/**
 * A per-address limit on searches (RATE_LIMIT_SEARCH_PER_IP a minute): each one runs full-text and
 * similarity queries. A shopper typing in the search box stays far below it. Mounted after the
 * public cache, so only searches that reach the database count. The counter lives in this process
 * (see FixedWindowCounter): a database counter would cost a write per search, more than it saves.
 */
export function limitSearchesPerAddress(limit: number): MiddlewareHandler<HttpEnv> {
  const counter = new FixedWindowCounter(SEARCH_WINDOW_MS);
  return async (c, next) => {
    if (!isSearch(c)) return next();
    const { count, retryAfterSeconds } = counter.hit(c.get("clientIp"));
    if (count > limit)
      return refuse(c, 429, "rate_limited", RATE_LIMITED_MESSAGE, { "Retry-After": String(retryAfterSeconds) });
    return next();
  };
}
