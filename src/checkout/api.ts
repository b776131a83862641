import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { readJson } from "@/http/json-body";
import { placeOrder } from "./place-order";
import { deliveryEstimateFor, shippingFeeFor } from "./shipping";

/** GET /shipping/quote?city and POST /orders (DESIGN.md §4). */
export function checkoutRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.get("/shipping/quote", (c) => {
    const city = (c.req.query("city") ?? "").slice(0, 100);
    const { hours, timeframe } = deliveryEstimateFor(city, new Date());
    return c.json({ feeKobo: shippingFeeFor(city), estimate: { hours, timeframe } });
  });
  routes.post("/orders", async (c) => {
    const body = await readJson(c);
    const { order, created } = await placeOrder(c.var.app, c.var.user, body);
    return c.json({ order }, created ? 201 : 200);
  });
  return routes;
}
