import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { wholeNumber } from "@/platform/validation";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, firstValues } from "@/http/openapi-route";
import { recentMails } from "./outbox";
import { outboxResponse } from "./responses";

const querySchema = z.object({ limit: wholeNumber("Limit", 1, 100).default(20) });

const outboxRoute = createRoute({
  method: "get",
  path: "/admin/mail-outbox",
  ...about("admin", "admin", "The most recent e-mails the shop queued, newest first"),
  request: { query: firstValues(querySchema) },
  responses: answers(200, outboxResponse),
});

export function mailRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(outboxRoute, async (c) => {
    const items = await recentMails(c.get("app"), c.get("user"), c.req.valid("query").limit);
    return c.json({ items });
  });
  return routes;
}
