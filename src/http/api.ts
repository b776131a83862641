import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { HttpEnv } from "./env";
import { accountsRoutes } from "@/accounts/api";
import { adminRoutes } from "@/admin/api";
import { cartRoutes } from "@/cart/api";
import { catalogRoutes } from "@/catalog/api";
import { checkoutRoutes } from "@/checkout/api";
import { mailRoutes } from "@/mail/api";
import { newsRoutes } from "@/news/api";
import { newsletterRoutes } from "@/newsletter/api";
import { ordersRoutes } from "@/orders/api";
import { paymentsRoutes } from "@/payments/api";
import { searchRoutes } from "@/search/api";
import { wishlistRoutes } from "@/wishlist/api";
import { reviewsRoutes } from "@/reviews/api";
import { apiErrorResponse } from "./api-errors";
import { openApiRoutes } from "./openapi";
import { SAFE_METHODS } from "./security";

// Uploads (10 MB images) are the largest bodies we accept; anything bigger is refused before parsing.
const BODY_LIMIT_BYTES = 11 * 1024 * 1024;

/**
 * Refuses bodies over BODY_LIMIT_BYTES. A declared length is checked without touching the body:
 * asking a request for its body stream makes the node adapter build a whole web Request, which cost
 * every API call (reads included) more than its own handler. Chunked bodies are counted as they come.
 */
function limitBodySize(): MiddlewareHandler<HttpEnv> {
  const counted = bodyLimit({ maxSize: BODY_LIMIT_BYTES });
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding")) return counted(c, next);
    if (Number(length) > BODY_LIMIT_BYTES) throw new HTTPException(413, { message: "Payload Too Large" });
    return next();
  };
}

/** The JSON API v1: each capability mounts its own routes here. */
export function createApi() {
  const api = new Hono<HttpEnv>();
  api.use(limitBodySize());
  api.onError(apiErrorResponse);
  api.use(async (c, next) => {
    await next();
    // A refusal sent before the body was read leaves that body on the socket and breaks the client's
    // next request on the same connection; reading it to the end keeps the connection usable.
    if (!SAFE_METHODS.has(c.req.method) && !c.req.raw.bodyUsed) await c.req.raw.arrayBuffer().catch(() => undefined);
  });
  api.route("/", accountsRoutes());
  api.route("/", mailRoutes());
  api.route("/", cartRoutes());
  api.route("/", wishlistRoutes());
  api.route("/", checkoutRoutes());
  api.route("/", ordersRoutes());
  api.route("/", openApiRoutes());
  api.route("/", catalogRoutes());
  api.route("/", searchRoutes());
  api.route("/", newsletterRoutes());
  api.route("/", newsRoutes());
  api.route("/", paymentsRoutes());
  api.route("/", adminRoutes());
  api.route("/", reviewsRoutes());
  return api;
}
