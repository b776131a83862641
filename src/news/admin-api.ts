import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { pageSchema } from "@/db/paginate";
import {
  adminOnly,
  adminOnlyRoute,
  answers,
  apiRoutes,
  firstValues,
  idParam,
  jsonBody,
  jsonRequest,
  okResponse,
} from "@/http/openapi-route";
import { createNews, createNewsSchema, deleteNews, listAdminNews, updateNews, updateNewsSchema } from "./admin-news";
import { adminNewsListResponse, oneAdminNewsPostResponse } from "./responses";

const newsRoute = createRoute({
  method: "get",
  path: "/admin/news",
  ...adminOnlyRoute("All news posts, drafts included"),
  middleware: [adminOnly],
  request: { query: firstValues(pageSchema) },
  responses: answers(200, adminNewsListResponse),
});

const createNewsRoute = createRoute({
  method: "post",
  path: "/admin/news",
  ...adminOnlyRoute("Create a news post"),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(createNewsSchema) },
  responses: answers(201, oneAdminNewsPostResponse),
});

const updateNewsRoute = createRoute({
  method: "patch",
  path: "/admin/news/{id}",
  ...adminOnlyRoute("Edit or publish a news post"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(updateNewsSchema) },
  responses: answers(200, oneAdminNewsPostResponse),
});

const deleteNewsRoute = createRoute({
  method: "delete",
  path: "/admin/news/{id}",
  ...adminOnlyRoute("Delete a news post"),
  request: { params: idParam },
  responses: answers(200, okResponse),
});

/** The news' admin JSON API (docs/contracts.md#api-endpoints): drafts and posts. */
export function newsAdminRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(newsRoute, async (c) =>
    c.json(await listAdminNews(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(createNewsRoute, async (c) => {
    const post = await createNews(c.get("app"), c.get("user"), c.req.valid("json"));
    return c.json({ post }, 201);
  });
  routes.openapi(updateNewsRoute, async (c) => {
    const post = await updateNews(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ post });
  });
  routes.openapi(deleteNewsRoute, async (c) => {
    await deleteNews(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json({ ok: true });
  });

  return routes;
}
