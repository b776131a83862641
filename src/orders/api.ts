import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, firstValues, signedIn } from "@/http/openapi-route";
import { notFound } from "@/platform/errors";
import { findOrderForTracking, listMyOrders, myOrdersQuerySchema } from "./order-service";
import { myOrdersResponse, oneOrderResponse } from "./responses";

const myOrdersRoute = createRoute({
  method: "get",
  path: "/orders",
  ...about("orders", "signed in", "My orders, newest first"),
  middleware: [signedIn()],
  request: { query: firstValues(myOrdersQuerySchema) },
  responses: answers(200, myOrdersResponse),
});

const trackRoute = createRoute({
  method: "get",
  path: "/orders/{orderNumber}",
  ...about(
    "orders",
    "anyone",
    "Track an order (address and phone only for the owner, an admin or with the order's e-mail)",
  ),
  request: {
    params: z.object({ orderNumber: z.string() }),
    query: firstValues(
      z.object({
        email: z.string().optional().openapi({ type: "string", format: "email" }),
      }),
    ),
  },
  responses: answers(200, oneOrderResponse),
});

/** GET /orders (mine) and GET /orders/{orderNumber}?email (tracking: docs/product-rules.md#order-tracking). */
export function ordersRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(myOrdersRoute, async (c) =>
    c.json(await listMyOrders(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(trackRoute, async (c) => {
    const { orderNumber } = c.req.valid("param");
    const found = await findOrderForTracking(
      c.get("app"),
      c.get("user"),
      orderNumber,
      c.req.valid("query").email,
      c.get("clientIp"),
    );
    if (!found) throw notFound("Order Not Found");
    return c.json({ order: found.order });
  });
  return routes;
}
