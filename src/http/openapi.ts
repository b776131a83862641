// The OpenAPI 3.1 description of JSON API v1 (docs/contracts.md#json-api), served at /api/v1/openapi.json. Paths,
// parameters and request bodies come from the route definitions of each capability's api.ts (their
// zod schemas are the ones that validate), and the answers from the zod schemas of each capability's
// responses.ts (the same ones check the real answers in tests: response-contract.ts); this file holds
// the security schemes and the document's head.
import { createRoute, z, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { HttpEnv } from "./env";
import { about, answers } from "./openapi-route";

/** The document's own shape, as far as a client relies on it. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
  components: z.record(z.string(), z.unknown()),
});

const openApiDocumentRoute = createRoute({
  method: "get",
  path: "/openapi.json",
  ...about("meta", "anyone", "This document"),
  responses: answers(200, openApiDocument, "The OpenAPI 3.1 document"),
});

/**
 * Serves the document of every route registered on `api` (built once, on the first request: the
 * routes do not change while the server runs).
 */
export function serveOpenApiDocument(api: OpenAPIHono<HttpEnv>): void {
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "The session token returned by signup and login",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "bay_session",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "paystackSignature", {
    type: "apiKey",
    in: "header",
    name: "x-paystack-signature",
  });
  let document: ReturnType<typeof generate> | undefined;
  api.openapi(openApiDocumentRoute, (c) => c.json((document ??= generate(api))));
}

function generate(api: OpenAPIHono<HttpEnv>) {
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type === "route") requestSchemas(definition.route).forEach(describeFallbacks);
  }
  return api.getOpenAPI31Document(DOCUMENT_HEAD);
}

const DOCUMENT_HEAD = {
  openapi: "3.1.0",
  info: {
    title: "BAY store API",
    version: "1.0.0",
    description:
      "JSON in and out. Errors are {error: {code, message, fields?}}. Money fields are integer kobo named …Kobo. Lists take page and limit (max 100) and return {items, total, page, limit}.",
  },
  servers: [{ url: "/api/v1" }],
};

function requestSchemas({ request }: RouteConfig): unknown[] {
  const bodies = Object.values(request?.body?.content ?? {}).map((media) =>
    media && "schema" in media ? media.schema : undefined,
  );
  return [request?.params, request?.query, ...bodies];
}

/**
 * zod-to-openapi cannot describe `.catch(fallback)` (a query value that falls back to its default
 * instead of being refused); zod itself can, so each such field is described by zod's own JSON
 * Schema of what it accepts, as metadata the generator reads. Nothing about validation changes.
 */
function describeFallbacks(schema: unknown): void {
  if (!(schema instanceof z.ZodType)) return;
  const def = schema.def as unknown as Record<string, unknown>;
  if (def.type === "catch") {
    if (!z.globalRegistry.has(schema)) {
      const { $schema: _ignored, ...json } = z.toJSONSchema(def.innerType as z.ZodType, {
        io: "input",
        unrepresentable: "any",
      });
      z.globalRegistry.add(schema, json);
    }
    return;
  }
  if (def.type === "object") Object.values(def.shape as Record<string, unknown>).forEach(describeFallbacks);
  for (const key of ["innerType", "in", "out", "element", "left", "right"]) describeFallbacks(def[key]);
  if (Array.isArray(def.options)) def.options.forEach(describeFallbacks);
}
