import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, adminOnly, answers, apiRoutes, idParam, jsonBody, jsonRequest, okResponse } from "@/http/openapi-route";
import { discountCodeChangeSchema, discountCodeSchema } from "./discount-schema";
import { discountCodeListResponse, oneDiscountCodeResponse } from "./responses";
import { createDiscountCode, deleteDiscountCode, listDiscountCodes, updateDiscountCode } from "./discount-codes";

const listRoute = createRoute({
  method: "get",
  path: "/admin/discount-codes",
  ...about("admin", "admin", "Every discount code, with times used and the revenue of the orders that used it"),
  middleware: [adminOnly],
  responses: answers(200, discountCodeListResponse),
});

const createCodeRoute = createRoute({
  method: "post",
  path: "/admin/discount-codes",
  ...about("admin", "admin", "Create a discount code"),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(discountCodeSchema) },
  responses: answers(201, oneDiscountCodeResponse),
});

const updateCodeRoute = createRoute({
  method: "patch",
  path: "/admin/discount-codes/{id}",
  ...about("admin", "admin", "Change, pause (isPaused) or resume a discount code"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(discountCodeChangeSchema) },
  responses: answers(200, oneDiscountCodeResponse),
});

const deleteCodeRoute = createRoute({
  method: "delete",
  path: "/admin/discount-codes/{id}",
  ...about("admin", "admin", "Delete a discount code (orders keep its name and amount)"),
  middleware: [adminOnly],
  request: { params: idParam },
  responses: answers(200, okResponse),
});

/** The owner's discount codes (issue 15). */
export function discountRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(listRoute, async (c) => c.json({ items: await listDiscountCodes(c.get("app"), c.get("user")) }));
  routes.openapi(createCodeRoute, async (c) =>
    c.json({ discountCode: await createDiscountCode(c.get("app"), c.get("user"), c.req.valid("json")) }, 201),
  );
  routes.openapi(updateCodeRoute, async (c) => {
    const { id } = c.req.valid("param");
    return c.json({ discountCode: await updateDiscountCode(c.get("app"), c.get("user"), id, c.req.valid("json")) });
  });
  routes.openapi(deleteCodeRoute, async (c) => {
    await deleteDiscountCode(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json({ ok: true });
  });
  return routes;
}
