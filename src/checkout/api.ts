import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, jsonBody, jsonRequest, signedIn } from "@/http/openapi-route";
import { placeOrderSchema } from "./checkout-schema";
import { SIGN_IN_TO_ORDER } from "./place-order";
import { placeOrderAndStartPayment } from "./place-order-and-pay";
import { placedOrderResponse } from "./responses";

const placeOrderRoute = createRoute({
  method: "post",
  path: "/orders",
  ...about(
    "orders",
    "signed in",
    "Place an order from my cart (priced by the server; 200 with the same order for a repeated checkoutKey); " +
      "with payNow, a card order's payment starts too and redirectTo is Paystack's page",
  ),
  middleware: [jsonBody, signedIn(SIGN_IN_TO_ORDER)],
  request: { body: jsonRequest(placeOrderSchema) },
  // 200 with the order already placed for a repeated checkoutKey.
  responses: answers(201, placedOrderResponse, "Success", [200]),
});

/** POST /orders (docs/contracts.md#api-endpoints); the shipping quote is the delivery capability's. */
export function checkoutRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(placeOrderRoute, async (c) => {
    const placed = await placeOrderAndStartPayment(c.get("app"), c.get("user"), c.req.valid("json"), c.get("clientIp"));
    const paymentError = placed.payment === "failed" ? placed.message : undefined;
    const { order, created, redirectTo, payment } = placed;
    return c.json({ order, redirectTo, payment, paymentError }, created ? 201 : 200);
  });
  return routes;
}
