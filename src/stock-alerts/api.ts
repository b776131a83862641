import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, idParam, jsonBody, jsonRequest, signedIn } from "@/http/openapi-route";
import { alertsResponse, oneAlertResponse } from "./responses";
import { SIGN_IN_FOR_STOCK_ALERTS, stockAlertSchema } from "./stock-alert-schema";
import { cancelStockAlert, listMyStockAlerts, subscribeToStockAlert } from "./stock-alerts-service";

const listRoute = createRoute({
  method: "get",
  path: "/stock-alerts",
  ...about("stock alerts", "signed in", "My back-in-stock alerts still waiting"),
  responses: answers(200, alertsResponse),
});

const subscribeRoute = createRoute({
  method: "post",
  path: "/stock-alerts",
  ...about("stock alerts", "signed in", "E-mail me when this sold-out variant is back (asking twice keeps one)"),
  middleware: [jsonBody, signedIn(SIGN_IN_FOR_STOCK_ALERTS)],
  request: { body: jsonRequest(stockAlertSchema) },
  responses: answers(201, oneAlertResponse),
});

const cancelRoute = createRoute({
  method: "delete",
  path: "/stock-alerts/{id}",
  ...about("stock alerts", "signed in", "Cancel one of my back-in-stock alerts"),
  request: { params: idParam },
  responses: answers(200, alertsResponse),
});

/** GET and POST /stock-alerts, DELETE /stock-alerts/{id}: a shopper's back-in-stock alerts (issue 14). */
export function stockAlertRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(listRoute, async (c) => c.json({ alerts: await listMyStockAlerts(c.get("app"), c.get("user")) }));
  routes.openapi(subscribeRoute, async (c) => {
    const created = await subscribeToStockAlert(c.get("app"), c.get("user"), c.req.valid("json"));
    return c.json({ alert: created }, 201);
  });
  routes.openapi(cancelRoute, async (c) => {
    await cancelStockAlert(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json({ alerts: await listMyStockAlerts(c.get("app"), c.get("user")) });
  });
  return routes;
}
