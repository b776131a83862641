import { OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { accountsRoutes } from "@/accounts/api";
import { accountsAdminRoutes } from "@/accounts/admin-api";
import { adminRoutes } from "@/admin/api";
import { cartRoutes } from "@/cart/api";
import { catalogRoutes } from "@/catalog/api";
import { catalogAdminRoutes } from "@/catalog/admin-api";
import { checkoutRoutes } from "@/checkout/api";
import { discountRoutes } from "@/discounts/api";
import { mailRoutes } from "@/mail/api";
import { newsRoutes } from "@/news/api";
import { newsAdminRoutes } from "@/news/admin-api";
import { newsletterRoutes } from "@/newsletter/api";
import { newsletterAdminRoutes } from "@/newsletter/admin-api";
import { ordersRoutes } from "@/orders/api";
import { ordersAdminRoutes } from "@/orders/admin-api";
import { paymentsRoutes } from "@/payments/api";
import { paymentsAdminRoutes } from "@/payments/admin-api";
import { searchRoutes } from "@/search/api";
import { storeRoutes } from "@/store/api";
import { deliveryRoutes } from "@/delivery/api";
import { wishlistRoutes } from "@/wishlist/api";
import { stockAlertRoutes } from "@/stock-alerts/api";
import { reviewsRoutes } from "@/reviews/api";
import { apiErrorResponse } from "@/http/api-errors";
import { serveOpenApiDocument } from "@/http/openapi";
import { refuseInvalidInput } from "@/http/openapi-route";
import { checkResponses } from "@/http/response-contract";
import { SAFE_METHODS } from "@/http/security";

/** The JSON API v1: each capability mounts its own routes here; the OpenAPI document describes them all. */
export function createApi() {
  const api = new OpenAPIHono<HttpEnv>({ defaultHook: refuseInvalidInput });
  api.onError(apiErrorResponse);
  // Tests only (CHECK_API_RESPONSES): every JSON answer is checked against the schema its route documents.
  api.use(checkResponses(api, (c) => c.get("app")?.config.CHECK_API_RESPONSES === true));
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
  api.route("/", stockAlertRoutes());
  api.route("/", checkoutRoutes());
  api.route("/", ordersRoutes());
  serveOpenApiDocument(api);
  api.route("/", catalogRoutes());
  api.route("/", searchRoutes());
  api.route("/", newsletterRoutes());
  api.route("/", newsRoutes());
  api.route("/", paymentsRoutes());
  api.route("/", adminRoutes());
  api.route("/", catalogAdminRoutes());
  api.route("/", ordersAdminRoutes());
  api.route("/", paymentsAdminRoutes());
  api.route("/", accountsAdminRoutes());
  api.route("/", newsAdminRoutes());
  api.route("/", newsletterAdminRoutes());
  api.route("/", reviewsRoutes());
  api.route("/", storeRoutes());
  api.route("/", discountRoutes());
  api.route("/", deliveryRoutes());
  return api;
}
