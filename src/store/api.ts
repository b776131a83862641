import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { notFound } from "@/platform/errors";
import { about, adminOnly, answers, apiRoutes, jsonBody, jsonRequest } from "@/http/openapi-route";
import { storeSettingsChangeSchema } from "./store-settings-change";
import { adminStoreSettings, storeDetails, updateStoreSettings } from "./store-settings";
import {
  storeDetailsResponse,
  storePageDraftResponse,
  storePageDraftsResponse,
  storePageResponse,
  storeSettingsResponse,
} from "./responses";
import { adminStorePages, readStorePage, storePageChangeSchema, updateStorePage } from "./store-pages";

const storeRoute = createRoute({
  method: "get",
  path: "/store",
  ...about("store", "anyone", "The store's name, contact details, social links and couriers"),
  responses: answers(200, storeDetailsResponse),
});

const settingsRoute = createRoute({
  method: "get",
  path: "/admin/settings",
  ...about("admin", "admin", "The store settings, bank details included"),
  middleware: [adminOnly],
  responses: answers(200, storeSettingsResponse),
});

const changeSettingsRoute = createRoute({
  method: "patch",
  path: "/admin/settings",
  ...about("admin", "admin", "Change any of the store settings; the others stay"),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(storeSettingsChangeSchema) },
  responses: answers(200, storeSettingsResponse),
});

const slugParam = z.object({ slug: z.string() });
const pageRoute = createRoute({
  method: "get",
  path: "/pages/{slug}",
  ...about(
    "store",
    "anyone",
    "A shop page (returns, delivery, size-guide, privacy, terms, about, faq) as safe HTML; 404 when not written",
  ),
  request: { params: slugParam },
  responses: answers(200, storePageResponse),
});

const adminPagesRoute = createRoute({
  method: "get",
  path: "/admin/pages",
  ...about("admin", "admin", "Every shop page with the text the owner wrote (empty: not shown)"),
  middleware: [adminOnly],
  responses: answers(200, storePageDraftsResponse),
});

const changePageRoute = createRoute({
  method: "put",
  path: "/admin/pages/{slug}",
  ...about(
    "admin",
    "admin",
    "Write a shop page's text (plain text or simple Markdown); empty takes the page off the shop",
  ),
  middleware: [jsonBody, adminOnly],
  request: { params: slugParam, body: jsonRequest(storePageChangeSchema) },
  responses: answers(200, storePageDraftResponse),
});

/** The store's details and shop pages for everyone, and the owner's Settings and pages (issues 15, 45). */
export function storeRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(storeRoute, async (c) => c.json({ store: await storeDetails(c.get("app")) }));
  routes.openapi(settingsRoute, async (c) =>
    c.json({ settings: await adminStoreSettings(c.get("app"), c.get("user")) }),
  );
  routes.openapi(changeSettingsRoute, async (c) =>
    c.json({ settings: await updateStoreSettings(c.get("app"), c.get("user"), c.req.valid("json")) }),
  );
  routes.openapi(pageRoute, async (c) => {
    const found = await readStorePage(c.get("app"), c.req.valid("param").slug);
    if (!found) throw notFound("Page not found");
    return c.json({ page: found });
  });
  routes.openapi(adminPagesRoute, async (c) => c.json({ items: await adminStorePages(c.get("app"), c.get("user")) }));
  routes.openapi(changePageRoute, async (c) =>
    c.json({
      page: await updateStorePage(c.get("app"), c.get("user"), c.req.valid("param").slug, c.req.valid("json")),
    }),
  );
  return routes;
}
