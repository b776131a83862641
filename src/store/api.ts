import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { int, obj, str } from "@/http/openapi";
import { about, adminOnly, answers, apiRoutes, jsonBody, jsonRequest } from "@/http/openapi-route";
import { storeSettingsChangeSchema } from "./store-settings-schema";
import { adminStoreSettings, storeDetails, updateStoreSettings } from "./store-settings";

const DETAILS = ["storeName", "contactEmail", "phone", "whatsapp", "instagramUrl", "facebookUrl", "xUrl", "tiktokUrl"];
const COURIERS = ["courierOne", "courierTwo"];
const BANK = ["bankAccountName", "bankAccountNumber", "bankName"];
const strings = (names: string[]) => Object.fromEntries(names.map((name) => [name, str]));
const details = obj({ ...strings([...DETAILS, ...COURIERS]), lowStockThreshold: int });
const settings = obj({ ...strings([...DETAILS, ...COURIERS, ...BANK]), lowStockThreshold: int });

const storeRoute = createRoute({
  method: "get",
  path: "/store",
  ...about("store", "anyone", "The store's name, contact details, social links and couriers"),
  responses: answers(200, obj({ store: details })),
});

const settingsRoute = createRoute({
  method: "get",
  path: "/admin/settings",
  ...about("admin", "admin", "The store settings, bank details included"),
  middleware: [adminOnly],
  responses: answers(200, obj({ settings })),
});

const changeSettingsRoute = createRoute({
  method: "patch",
  path: "/admin/settings",
  ...about("admin", "admin", "Change any of the store settings; the others stay"),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(storeSettingsChangeSchema) },
  responses: answers(200, obj({ settings })),
});

/** The store's details for everyone, and the owner's Settings (issue 15). */
export function storeRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(storeRoute, async (c) => c.json({ store: await storeDetails(c.get("app")) }));
  routes.openapi(settingsRoute, async (c) =>
    c.json({ settings: await adminStoreSettings(c.get("app"), c.get("user")) }),
  );
  routes.openapi(changeSettingsRoute, async (c) =>
    c.json({ settings: await updateStoreSettings(c.get("app"), c.get("user"), c.req.valid("json")) }),
  );
  return routes;
}
