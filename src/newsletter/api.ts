import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, fieldsOf, jsonBody, jsonRequest } from "@/http/openapi-route";
import { subscribedResponse } from "./responses";
import { NEWSLETTER_THANKS, newsletterSchema, subscribeToNewsletter } from "./subscriptions";

const subscribeRoute = createRoute({
  method: "post",
  path: "/newsletter",
  ...about("newsletter", "anyone", "Subscribe to the newsletter"),
  middleware: [jsonBody],
  request: { body: jsonRequest(fieldsOf(newsletterSchema)) },
  responses: answers(201, subscribedResponse),
});

export function newsletterRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(subscribeRoute, async (c) => {
    await subscribeToNewsletter(c.get("app"), c.req.valid("json"), c.get("clientIp"));
    return c.json({ subscribed: true, message: NEWSLETTER_THANKS }, 201);
  });
  return routes;
}
