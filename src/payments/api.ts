import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes } from "@/http/openapi-route";
import { startedPaymentResponse, verifiedPaymentResponse, webhookResponse } from "./responses";
import { handleWebhook, startCardPayment, verifyPayment } from "./paystack";

const webhookRoute = createRoute({
  method: "post",
  path: "/payments/paystack/webhook",
  ...about("payments", "Paystack (signed)", "Paystack events, verified by the x-paystack-signature header"),
  // Documented, not validated here: the signature covers the exact bytes, so the service reads them raw.
  request: { body: { required: true, content: { "application/json": { schema: { type: "object" } } } } },
  responses: answers(200, webhookResponse),
});

const startPaymentRoute = createRoute({
  method: "post",
  path: "/orders/{orderNumber}/payment",
  ...about(
    "payments",
    "signed in",
    "Start (or restart) the card payment of my unpaid card order; open authorizationUrl",
  ),
  request: { params: z.object({ orderNumber: z.string() }) },
  responses: answers(201, startedPaymentResponse),
});

const verifyRoute = createRoute({
  method: "get",
  path: "/payments/paystack/verify/{reference}",
  ...about("payments", "anyone", "Ask Paystack how a card payment ended and apply it"),
  request: { params: z.object({ reference: z.string() }) },
  responses: answers(200, verifiedPaymentResponse),
});

/**
 * POST /payments/paystack/webhook (signed by Paystack), POST /orders/{orderNumber}/payment (the owner
 * starts or restarts a card payment: `{authorizationUrl, reference}`), GET /payments/paystack/verify/{reference}.
 */
export function paymentsRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(webhookRoute, async (c) => {
    // The signature covers the exact bytes Paystack sent, so the body is read raw, never re-serialised.
    const raw = await c.req.text();
    const outcome = await handleWebhook(c.get("app"), raw, c.req.header("x-paystack-signature"));
    return c.json({ received: true, outcome });
  });
  routes.openapi(startPaymentRoute, async (c) => {
    const payment = await startCardPayment(c.get("app"), c.get("user"), c.req.valid("param").orderNumber);
    return c.json(payment, 201);
  });
  routes.openapi(verifyRoute, async (c) => {
    const result = await verifyPayment(c.get("app"), c.req.valid("param").reference.slice(0, 100));
    return c.json(result);
  });
  return routes;
}
