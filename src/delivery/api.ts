import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import {
  about,
  adminOnly,
  answers,
  apiRoutes,
  firstValues,
  idParam,
  jsonBody,
  jsonRequest,
  okResponse,
} from "@/http/openapi-route";
import { deliveryZoneSchema, shippingQuoteQuerySchema, shippingQuoteSchema } from "./delivery-zone-schema";
import { adminDeliveryZones, createDeliveryZone, deleteDeliveryZone, updateDeliveryZone } from "./delivery-zones";
import { cityQuoteResponse, oneZoneResponse, quoteResponse, zonesResponse } from "./responses";
import { quoteShipping, quoteShippingForCity } from "./quote";

const quoteRoute = createRoute({
  method: "get",
  path: "/shipping/quote",
  ...about("checkout", "anyone", "Shipping fee and delivery estimate for a city (and state)"),
  request: { query: firstValues(shippingQuoteQuerySchema) },
  responses: answers(200, cityQuoteResponse),
});

const quoteBodyRoute = createRoute({
  method: "post",
  path: "/shipping/quote",
  ...about("checkout", "anyone", "Shipping fee and delivery estimate for an address, an order subtotal, or pickup"),
  middleware: [jsonBody],
  request: { body: jsonRequest(shippingQuoteSchema) },
  responses: answers(200, quoteResponse),
});

const listRoute = createRoute({
  method: "get",
  path: "/admin/delivery-zones",
  ...about("admin", "admin", "The delivery zones, the rest of Nigeria and pick up in store"),
  middleware: [adminOnly],
  responses: answers(200, zonesResponse),
});

const createZoneRoute = createRoute({
  method: "post",
  path: "/admin/delivery-zones",
  ...about("admin", "admin", "Add a delivery zone of states and cities"),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(deliveryZoneSchema) },
  responses: answers(201, oneZoneResponse),
});

const updateZoneRoute = createRoute({
  method: "put",
  path: "/admin/delivery-zones/{id}",
  ...about("admin", "admin", "Change a delivery zone (orders already placed keep their fee and estimate)"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(deliveryZoneSchema) },
  responses: answers(200, oneZoneResponse),
});

const deleteZoneRoute = createRoute({
  method: "delete",
  path: "/admin/delivery-zones/{id}",
  ...about("admin", "admin", "Delete a delivery zone (not the rest of Nigeria, nor pickup)"),
  middleware: [adminOnly],
  request: { params: idParam },
  responses: answers(200, okResponse),
});

/** The shipping quote for everyone and the owner's Delivery zones (issue 15). */
export function deliveryRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(quoteRoute, async (c) => c.json(await quoteShippingForCity(c.get("app"), c.req.valid("query"))));
  routes.openapi(quoteBodyRoute, async (c) => c.json(await quoteShipping(c.get("app"), c.req.valid("json"))));
  routes.openapi(listRoute, async (c) => c.json({ zones: await adminDeliveryZones(c.get("app"), c.get("user")) }));
  routes.openapi(createZoneRoute, async (c) =>
    c.json({ zone: await createDeliveryZone(c.get("app"), c.get("user"), c.req.valid("json")) }, 201),
  );
  routes.openapi(updateZoneRoute, async (c) =>
    c.json({
      zone: await updateDeliveryZone(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json")),
    }),
  );
  routes.openapi(deleteZoneRoute, async (c) => {
    await deleteDeliveryZone(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json({ ok: true });
  });
  return routes;
}
