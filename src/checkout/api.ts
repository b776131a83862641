import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { int, kobo, obj, str } from "@/http/openapi";
import { about, answers, apiRoutes, firstValues, jsonBody, jsonRequest, ref, signedIn } from "@/http/openapi-route";
import { placeOrderSchema } from "./checkout-schema";
import { placeOrder, SIGN_IN_TO_ORDER } from "./place-order";
import { deliveryEstimateFor, shippingFeeFor } from "@/shop/shipping";

/** Any city is quoted (an unknown one gets the standard fee); only its first 100 characters count. */
const quoteQuerySchema = z.object({ city: z.string().optional() });

const quoteRoute = createRoute({
  method: "get",
  path: "/shipping/quote",
  ...about("checkout", "anyone", "Shipping fee and delivery estimate for a city"),
  request: { query: firstValues(quoteQuerySchema) },
  responses: answers(200, obj({ feeKobo: kobo, estimate: obj({ hours: int, timeframe: str }) })),
});

const placeOrderRoute = createRoute({
  method: "post",
  path: "/orders",
  ...about(
    "orders",
    "signed in",
    "Place an order from my cart (priced by the server; 200 with the same order for a repeated checkoutKey)",
  ),
  middleware: [jsonBody, signedIn(SIGN_IN_TO_ORDER)],
  request: { body: jsonRequest(placeOrderSchema) },
  responses: answers(201, obj({ order: ref("Order") })),
});

/** GET /shipping/quote?city and POST /orders (DESIGN.md §4). */
export function checkoutRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(quoteRoute, (c) => {
    const city = (c.req.valid("query").city ?? "").slice(0, 100);
    const { hours, timeframe } = deliveryEstimateFor(city, new Date());
    return c.json({ feeKobo: shippingFeeFor(city), estimate: { hours, timeframe } });
  });
  routes.openapi(placeOrderRoute, async (c) => {
    const { order, created } = await placeOrder(c.var.app, c.var.user, c.req.valid("json"));
    return c.json({ order }, created ? 201 : 200);
  });
  return routes;
}
