import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { pageSchema } from "@/db/paginate";
import { adminOnly, adminOnlyRoute, answers, apiRoutes, firstValues } from "@/http/openapi-route";
import { unmatchedChargeListResponse } from "./responses";
import { listUnmatchedCharges } from "./unmatched-charges";

const unmatchedChargesRoute = createRoute({
  method: "get",
  path: "/admin/unmatched-charges",
  ...adminOnlyRoute("Successful card charges that paid no order, to settle or refund"),
  middleware: [adminOnly],
  request: { query: firstValues(pageSchema) },
  responses: answers(200, unmatchedChargeListResponse),
});

/** Card charges that paid no order, for the admin to settle or refund (docs/contracts.md#api-endpoints). */
export function paymentsAdminRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(unmatchedChargesRoute, async (c) =>
    c.json(await listUnmatchedCharges(c.get("app"), c.get("user"), c.req.valid("query"))),
  );

  return routes;
}
