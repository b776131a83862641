import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, firstValues } from "@/http/openapi-route";
import { suggestionsResponse } from "./responses";
import { searchSuggestions } from "./suggestions";

/** Any `q` is accepted (too short simply suggests nothing). */
const suggestionsQuerySchema = z.object({ q: z.string().optional() });

const suggestionsRoute = createRoute({
  method: "get",
  path: "/search/suggestions",
  ...about("search", "anyone", "Up to 8 suggestions; none under 2 characters"),
  request: { query: firstValues(suggestionsQuerySchema) },
  responses: answers(200, suggestionsResponse),
});

/** The search dropdown's data. */
export function searchRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(suggestionsRoute, async (c) => {
    // Shoppers type the same beginnings ("jea", "dre"): the same answer is compressed once.
    c.set("answerRepeats", true);
    return c.json({ items: await searchSuggestions(c.get("app"), c.req.valid("query").q ?? "") });
  });
  return routes;
}
