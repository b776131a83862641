import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes } from "@/http/openapi-route";
import { newsQuerySchema } from "./news-schema";
import { newsPage } from "./posts";
import { newsListResponse } from "./responses";

const newsRoute = createRoute({
  method: "get",
  path: "/news",
  ...about("news", "anyone", "Published news posts, newest first"),
  request: { query: newsQuerySchema },
  responses: answers(200, newsListResponse),
});

export function newsRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(newsRoute, async (c) => {
    const { page, limit } = c.req.valid("query");
    return c.json(await newsPage(c.get("app"), page, limit));
  });
  return routes;
}
