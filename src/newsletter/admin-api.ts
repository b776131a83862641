import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { pageSchema } from "@/db/paginate";
import {
  adminOnly,
  adminOnlyRoute,
  answers,
  apiRoutes,
  csvContent,
  csvDownload,
  firstValues,
} from "@/http/openapi-route";
import { listSubscribers, subscribersCsv } from "./admin-subscribers";
import { subscriberListResponse } from "./responses";

const newsletterRoute = createRoute({
  method: "get",
  path: "/admin/newsletter",
  ...adminOnlyRoute("Newsletter subscribers (format=csv for a CSV file of all of them)"),
  middleware: [adminOnly],
  request: {
    query: firstValues(
      pageSchema.extend({ format: z.string().optional().openapi({ description: "csv for a CSV file" }) }),
    ),
  },
  responses: answers(
    200,
    { content: { "application/json": { schema: subscriberListResponse }, ...csvContent } },
    "The subscribers, or with format=csv a CSV file of all of them",
  ),
});

/** The newsletter's subscribers for the admin, as JSON or a CSV file (docs/contracts.md#api-endpoints). */
export function newsletterAdminRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(newsletterRoute, async (c) => {
    if (c.req.valid("query").format === "csv") {
      const csv = await subscribersCsv(c.get("app"), c.get("user"));
      const day = new Date().toISOString().slice(0, 10);
      return csvDownload(c, { filename: `newsletter-subscribers-${day}.csv`, body: csv });
    }
    return c.json(await listSubscribers(c.get("app"), c.get("user"), c.req.valid("query")));
  });

  return routes;
}
