import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import {
  about,
  answers,
  apiRoutes,
  fieldsOf,
  firstValues,
  jsonBody,
  jsonRequest,
  signedIn,
} from "@/http/openapi-route";
import { notFound } from "@/platform/errors";
import { findOrderForTracking, listMyOrders, myOrdersQuerySchema } from "./order-service";
import { myOrdersResponse, oneOrderResponse, oneReturnResponse, shopperReturnResponse } from "./responses";
import { returnRequestSchema } from "./return-schema";
import { myOrderReturn, requestReturn } from "./returns";
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

const myReturnRoute = createRoute({
  method: "get",
  path: "/orders/{orderNumber}/return",
  ...about("orders", "signed in", "My return of pieces of this order, or until when I may ask for one"),
  middleware: [signedIn()],
  request: { params: z.object({ orderNumber: z.string() }) },
  responses: answers(200, shopperReturnResponse),
});

const requestReturnRoute = createRoute({
  method: "post",
  path: "/orders/{orderNumber}/return",
  ...about(
    "orders",
    "signed in",
    "Ask to return or exchange pieces of my delivered order, within the days after delivery the shop allows (409 after, or twice)",
  ),
  middleware: [jsonBody, signedIn()],
  request: { params: z.object({ orderNumber: z.string() }), body: jsonRequest(fieldsOf(returnRequestSchema)) },
  responses: answers(201, oneReturnResponse),
});

/**
 * GET /orders (mine), GET /orders/{orderNumber}?email (tracking: docs/product-rules.md#order-tracking) and POST
 * /orders/{orderNumber}/cancel (docs/product-rules.md#cancelling-your-own-order), GET and POST
 * /orders/{orderNumber}/return (docs/product-rules.md#returns).
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
  routes.openapi(myReturnRoute, async (c) =>
    c.json(await myOrderReturn(c.get("app"), c.get("user"), c.req.valid("param").orderNumber)),
  );
  routes.openapi(requestReturnRoute, async (c) => {
    const { orderNumber } = c.req.valid("param");
    return c.json({ return: await requestReturn(c.get("app"), c.get("user"), orderNumber, c.req.valid("json")) }, 201);
  });
  return routes;
}
