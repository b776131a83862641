import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { adminOnlyRoute, answers, apiRoutes } from "@/http/openapi-route";
import { adminOverview } from "./overview";
import { overviewResponse } from "./responses";

// Every admin service checks the caller is an admin; where a route validates a body or a query, the
// same check runs first (adminOnly), so a shopper is refused (403) before their input is judged. Each
// capability serves its own admin routes (its admin-api.ts); the dashboard's figures are here.
const overviewRoute = createRoute({
  method: "get",
  path: "/admin/overview",
  ...adminOnlyRoute("Live figures"),
  responses: answers(200, overviewResponse),
});

/** The dashboard's figures (docs/contracts.md#api-endpoints). */
export function adminRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(overviewRoute, async (c) => c.json(await adminOverview(c.get("app"), c.get("user"))));
  return routes;
}
