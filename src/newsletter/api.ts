import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { readJson } from "@/http/json-body";
import { NEWSLETTER_THANKS, subscribeToNewsletter } from "./subscriptions";

export function newsletterRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.post("/newsletter", async (c) => {
    const body = await readJson(c);
    const email = body && typeof body === "object" ? (body as { email?: unknown }).email : undefined;
    await subscribeToNewsletter(c.var.app, email, c.var.clientIp);
    return c.json({ subscribed: true, message: NEWSLETTER_THANKS }, 201);
  });
  return routes;
}
