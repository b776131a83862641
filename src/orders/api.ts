import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { notFound } from "@/platform/errors";
import { findOrderForTracking, listMyOrders } from "./order-service";

/** GET /orders (mine) and GET /orders/:orderNumber?email (tracking; DESIGN.md §2 and §4). */
export function ordersRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.get("/orders", async (c) => c.json(await listMyOrders(c.var.app, c.var.user, c.req.query())));
  routes.get("/orders/:orderNumber", async (c) => {
    const found = await findOrderForTracking(c.var.app, c.var.user, c.req.param("orderNumber"), c.req.query("email"), c.var.clientIp);
    if (!found) throw notFound("Order Not Found");
    return c.json({ order: found.order });
  });
  return routes;
}
