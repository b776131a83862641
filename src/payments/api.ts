import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { publicOrigin } from "@/platform/public-origin";
import { handleWebhook, paystackCallbackUrl, startCardPayment, verifyPayment } from "./paystack";

/**
 * POST /payments/paystack/webhook (signed by Paystack), POST /orders/:orderNumber/payment (the owner
 * starts or restarts a card payment: `{authorizationUrl, reference}`), GET /payments/paystack/verify/:reference.
 */
export function paymentsRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.post("/payments/paystack/webhook", async (c) => {
    // The signature covers the exact bytes Paystack sent, so the body is read raw, never re-serialised.
    const raw = await c.req.text();
    const outcome = await handleWebhook(c.var.app, raw, c.req.header("x-paystack-signature"));
    return c.json({ received: true, outcome });
  });
  routes.post("/orders/:orderNumber/payment", async (c) => {
    const callbackUrl = paystackCallbackUrl(publicOrigin(c.var.app.config));
    const payment = await startCardPayment(c.var.app, c.var.user, c.req.param("orderNumber"), callbackUrl);
    return c.json(payment, 201);
  });
  routes.get("/payments/paystack/verify/:reference", async (c) => {
    const result = await verifyPayment(c.var.app, c.req.param("reference").slice(0, 100));
    return c.json(result);
  });
  return routes;
}
