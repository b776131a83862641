import { randomUUID } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import { SESSION_COOKIE, userForSession } from "@/accounts/sessions";
import { readCookie, setCookieHeader } from "@/http/cookies";
import { createShopperMemory, freshStateVersion } from "./personal-state";
import { SIGNED_IN_HINT } from "@/http/shared-pages";
import type { AppContext } from "@/platform/context";
import type { HttpEnv, PageContext } from "@/http/env";
import { mediaRoutes } from "@/media/routes";
import { suggestionIndexBuilt } from "@/search";
import { createApi } from "./api";
import { anonymousCache } from "./anonymous-cache";
import { compressAnswers } from "./compression";
import { clientAddress } from "./client-address";
import { limitBodySize, limitSearchesPerAddress, refuseControlCharactersInUrl } from "@/http/request-guards";
import { contentSecurityPolicy } from "./content-security";
import { noStoreForPersonalAnswers } from "./personal-answers";
import { dataSaver } from "@/http/data-saver";
import { installableApp } from "./installable";
import { SAFE_METHODS, securityHeaders, setResponseHeader } from "@/http/security";
import { sameOriginWrites } from "./same-origin";

/**
 * Writes that change nothing every visitor sees: carts, wishlists, checkouts, sign-ins. During a sale
 * they come hundreds a second, and dropping the public cache for each left it empty. A product that
 * sells out or comes back still reaches every cache through the database's notification.
 */
const SHOPPERS_OWN_WRITES =
  /^\/(api\/v1\/)?(cart|wishlist|orders|checkout|auth|login|logout|newsletter|data-saver)(\/|$)/;
export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/**
 * The browser's signed-in hint follows its session cookie: set while the session is good, removed once
 * it is not (signed out, expired, ended elsewhere), so a shared page asks for personal state only then.
 * Its value is the browser's state version, renewed by each write the shopper makes, so no instance
 * answers the next personal state from what it remembered before the write.
 */
function keepSignedInHint(c: Context<HttpEnv>, signedIn: boolean) {
  const hinted = readCookie(c.req.header("cookie"), SIGNED_IN_HINT) !== undefined;
  const wrote = !SAFE_METHODS.has(c.req.method);
  if (signedIn === hinted && !(signedIn && wrote)) return;
  const maxAge = signedIn ? c.get("app").config.SESSION_TTL_DAYS * 24 * 60 * 60 : 0;
  const version = signedIn ? freshStateVersion() : "";
  c.header("Set-Cookie", setCookieHeader(SIGNED_IN_HINT, version, { maxAge, readableByPages: true }), {
    append: true,
  });
}

/** The whole HTTP surface: health, API, media, assets and, last, the server-rendered pages. */
export function createHttpApp(
  app: AppContext,
  options: { pages: PageHandler; staticFiles?: Hono<HttpEnv>; logoFile?: string },
) {
  const http = new Hono<HttpEnv>();
  const shoppers = createShopperMemory(app);

  http.use(async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("app", app);
    c.set("requestId", requestId);
    c.set("user", null);
    c.set("sessionToken", null);
    c.set("sharedWithShoppers", false);
    c.set("dataSaver", false);
    c.set("headerCounts", () => shoppers.headerCountsOf(c));
    let peer = "unknown";
    try {
      peer = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // not served by the node adapter (e.g. app.request in tests)
    }
    // The one place the client's address is decided; every per-IP limit reads it (TRUST_PROXY).
    c.set("clientIp", clientAddress(peer, c.req.header("x-forwarded-for"), app.config.TRUST_PROXY));
    const started = performance.now();
    await next();
    setResponseHeader(c, "X-Request-Id", requestId);
    app.log.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  const readSession: MiddlewareHandler<HttpEnv> = async (c, next) => {
    const bearer = bearerToken(c.req.header("authorization"));
    const token = bearer ?? readCookie(c.req.header("cookie"), SESSION_COOKIE) ?? null;
    const user = token ? await userForSession(app, token) : null;
    if (user) {
      c.set("user", user);
      c.set("sessionToken", token);
    }
    await next();
    if (!bearer) keepSignedInHint(c, Boolean(user));
  };

  http.get("/healthz", (c) => c.json({ ok: true }));
  // Asked by every shared page a signed-in shopper opens (issue 49): answered past only what it needs,
  // the session, and none of the middleware below: a no-store JSON answer to a GET has no body to
  // limit, nothing to cache or compress, and sets the one security header that applies to it itself.
  http.get("/personal-state", readSession, shoppers.personalState);
  http.get("/readyz", async (c) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      // Ready either way (suggestions come from SQL meanwhile); said so that a bench or an operator can wait for it.
      return c.json({ ok: true, suggestionIndex: suggestionIndexBuilt(app) ? "built" : "building" });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });

  http.use(async (c, next) => {
    await next();
    // Read-your-writes: change notifications reach this instance's cache asynchronously.
    if (!SAFE_METHODS.has(c.req.method) && !SHOPPERS_OWN_WRITES.test(c.req.path)) app.publicCache.invalidate();
  });
  http.use(securityHeaders());
  // Refusals that need neither the body nor the session, before anything reads either.
  http.use(limitBodySize());
  http.use(refuseControlCharactersInUrl());
  if (options.staticFiles) http.route("/", options.staticFiles);
  http.route("/", installableApp(options.logoFile));
  http.route("/media", mediaRoutes(app));

  http.use(readSession);
  http.use(noStoreForPersonalAnswers());
  http.use(sameOriginWrites());
  // Before the public cache, which keeps the lighter and the full page apart.
  http.use(dataSaver());
  http.use(compressAnswers());
  http.use(anonymousCache(app.publicCache, shoppers.ownsProductPage));
  // Inside the cache: a cached page keeps the policy (and nonce) it was rendered with.
  http.use(contentSecurityPolicy());
  // After the public cache: a search answered from it costs nothing and is not counted.
  http.use(limitSearchesPerAddress(app.config.RATE_LIMIT_SEARCH_PER_IP));

  http.route("/api/v1", createApi());
  http.all("/api/v1/*", (c) => c.json({ error: { code: "not_found", message: "No such API route." } }, 404));
  http.all("*", (c) => options.pages(c.req.raw, c.var));
  return http;
}
