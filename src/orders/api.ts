import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, firstValues, signedIn } from "@/http/openapi-route";
import { notFound } from "@/platform/errors";
import { findOrderForTracking, listMyOrders, myOrdersQuerySchema } from "./order-service";
import { myOrdersResponse, oneOrderResponse } from "./responses";
import { cancelMyOrder } from "./shopper-cancel";

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

const cancelRoute = createRoute({
  method: "post",
  path: "/orders/{orderNumber}/cancel",
  ...about("orders", "signed in", "Cancel my own order while it is Pending and unpaid (409 after that)"),
  middleware: [signedIn()],
  request: { params: z.object({ orderNumber: z.string() }) },
  responses: answers(200, oneOrderResponse),
});

/**
 * GET /orders (mine), GET /orders/{orderNumber}?email (tracking: docs/product-rules.md#order-tracking) and POST
 * /orders/{orderNumber}/cancel (docs/product-rules.md#cancelling-your-own-order).
 */
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
  routes.openapi(cancelRoute, async (c) =>
    c.json({ order: await cancelMyOrder(c.get("app"), c.get("user"), c.req.valid("param").orderNumber) }),
  );
  return routes;
}
