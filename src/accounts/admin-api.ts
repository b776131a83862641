import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import {
  adminOnly,
  adminOnlyRoute,
  answers,
  apiRoutes,
  firstValues,
  idParam,
  jsonBody,
  jsonRequest,
  roleAdminOnly,
} from "@/http/openapi-route";
import { listAdminUsers, roleSchema, setUserRole, userListSchema } from "./admin-users";
import { adminUserListResponse, oneAdminUserResponse } from "./responses";

const usersRoute = createRoute({
  method: "get",
  path: "/admin/users",
  ...adminOnlyRoute("Users"),
  middleware: [adminOnly],
  request: { query: firstValues(userListSchema) },
  responses: answers(200, adminUserListResponse),
});

const userRoleRoute = createRoute({
  method: "patch",
  path: "/admin/users/{id}",
  ...adminOnlyRoute("Change a user's role (admins by role only)"),
  middleware: [jsonBody, roleAdminOnly],
  request: { params: idParam, body: jsonRequest(roleSchema) },
  responses: answers(200, oneAdminUserResponse),
});

/** The users' admin JSON API (docs/contracts.md#api-endpoints): the list and role changes. */
export function accountsAdminRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(usersRoute, async (c) =>
    c.json(await listAdminUsers(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(userRoleRoute, async (c) => {
    const user = await setUserRole(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ user });
  });

  return routes;
}
