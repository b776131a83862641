import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { obj } from "@/http/openapi";
import { about, answers, apiRoutes, jsonBody, jsonRequest, ref, signedIn } from "@/http/openapi-route";
import { placeOrderSchema } from "./checkout-schema";
import { placeOrder, SIGN_IN_TO_ORDER } from "./place-order";

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

/** POST /orders (DESIGN.md §4); the shipping quote is the delivery capability's. */
export function checkoutRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(placeOrderRoute, async (c) => {
    const { order, created } = await placeOrder(c.var.app, c.var.user, c.req.valid("json"));
    return c.json({ order }, created ? 201 : 200);
  });
  return routes;
}
