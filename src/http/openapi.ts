// The OpenAPI 3.1 description of JSON API v1 (docs/contracts.md#json-api), served at /api/v1/openapi.json. Paths,
// parameters and request bodies come from the route definitions of each capability's api.ts (their
// zod schemas are the ones that validate); this file holds what they share: the answers' shapes,
// the security schemes and the document's head.
import { createRoute, z, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { CATEGORIES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, ROLES } from "@/shop/constants";
import type { HttpEnv } from "./env";
import { about, answers, ref } from "./openapi-route";

export type Schema = Record<string, unknown>;
export const obj = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({
  type: "object",
  properties,
  required,
});
export const str: Schema = { type: "string" };
export const int: Schema = { type: "integer" };
export const kobo: Schema = { type: "integer", description: "Naira amount in kobo (1/100 naira)" };
export const listOf = (item: string): Schema =>
  obj({ items: { type: "array", items: ref(item) }, total: int, page: int, limit: int });
export const productList: Schema = obj({
  items: { type: "array", items: ref("Product") },
  total: int,
  totalIsLowerBound: { type: "boolean" },
  page: int,
  limit: int,
});
export const itemsOf = (item: string): Schema => obj({ items: { type: "array", items: ref(item) } });
export const email: Schema = { type: "string", format: "email" };

const shippingAddress = obj({ fullName: str, phone: str, address: str, city: str, state: str, postalCode: str }, [
  "fullName",
  "phone",
  "address",
  "city",
  "state",
]);
const components: Record<string, Schema> = {
  Error: obj({
    error: obj({ code: str, message: str, fields: { type: "object", additionalProperties: str } }, ["code", "message"]),
  }),
  Product: obj({
    id: { type: "string", format: "uuid" },
    name: str,
    description: str,
    priceKobo: kobo,
    salePriceKobo: { type: ["integer", "null"] },
    isOnSale: { type: "boolean" },
    isNew: { type: "boolean" },
    stockQuantity: { type: "integer", description: "The sum of the variants' stock" },
    variants: { type: "array", items: ref("Variant") },
    status: { enum: ["Active", "Inactive"] },
    imageUrl: { type: "string", description: "Largest WebP variant: /media/<hash>-<width>.webp" },
    images: { type: "array", items: str },
    colorImages: {
      type: "object",
      description: "Pictures of a colour, main first, by colour name; a colour not listed shows imageUrl and images",
      additionalProperties: { type: "array", items: str },
    },
    category: { enum: [...CATEGORIES] },
    sizes: { type: "array", items: str },
    colors: { type: "array", items: str },
    priority: int,
    createdAt: { type: "string", format: "date-time" },
    averageRating: { type: "number" },
    totalReviews: int,
  }),
  Variant: obj({
    id: { type: "string", format: "uuid" },
    size: { type: "string", description: "'' when the product has no sizes" },
    color: { type: "string", description: "'' when the product has no colours" },
    sku: { type: ["string", "null"] },
    stockQuantity: int,
  }),
  LowStockVariant: obj({
    variantId: str,
    productId: str,
    productName: str,
    status: { enum: ["Active", "Inactive"] },
    size: str,
    color: str,
    sku: { type: ["string", "null"] },
    stockQuantity: int,
  }),
  Suggestion: obj({ id: str, name: str, priceKobo: kobo, imageUrl: str, category: str }),
  User: obj({
    id: str,
    email,
    fullName: str,
    phone: str,
    role: { enum: [...ROLES] },
    isAdmin: { type: "boolean" },
    adminSessionExpiresAt: { type: ["string", "null"], format: "date-time" },
  }),
  Review: obj({
    id: str,
    productId: str,
    rating: { type: "integer", minimum: 1, maximum: 5 },
    title: str,
    comment: str,
    isVerifiedPurchase: { type: "boolean" },
    helpfulCount: int,
    createdAt: { type: "string", format: "date-time" },
    reviewerName: str,
  }),
  Cart: obj({
    items: {
      type: "array",
      items: obj({
        id: str,
        productId: str,
        variantId: str,
        quantity: int,
        size: str,
        color: str,
        stockProblem: {
          type: ["string", "null"],
          description:
            "Why the line cannot be ordered as it is (its variant sold out or has fewer units); null when it can",
        },
        product: ref("Product"),
      }),
    },
    subtotalKobo: kobo,
    discount: {
      type: ["object", "null"],
      description: "The applied discount code: kobo off today, or why it does not apply (problem)",
      properties: {
        code: str,
        summary: str,
        amountKobo: kobo,
        freeDelivery: { type: "boolean" },
        problem: { type: ["string", "null"] },
      },
    },
  }),
  DiscountCode: obj({
    id: str,
    code: str,
    kind: { enum: ["percent", "fixed"] },
    percentOff: int,
    amountOffKobo: kobo,
    minSubtotalKobo: kobo,
    startsAt: { type: ["string", "null"], format: "date-time" },
    endsAt: { type: ["string", "null"], format: "date-time" },
    usageLimit: { type: ["integer", "null"] },
    perCustomerLimit: { type: ["integer", "null"] },
    categories: { type: "array", items: { enum: [...CATEGORIES] } },
    freeDelivery: { type: "boolean" },
    isPaused: { type: "boolean" },
    timesUsed: int,
    revenueKobo: kobo,
    discountGivenKobo: kobo,
  }),
  Order: obj({
    id: str,
    orderNumber: str,
    status: { enum: [...ORDER_STATUSES] },
    paymentStatus: { enum: [...PAYMENT_STATUSES] },
    paymentMethod: { enum: [...PAYMENT_METHODS] },
    subtotalKobo: kobo,
    shippingFeeKobo: kobo,
    discountKobo: kobo,
    discountCode: { type: ["string", "null"] },
    totalAmountKobo: kobo,
    items: {
      type: "array",
      items: obj({
        productId: str,
        variantId: { type: ["string", "null"], description: "null for items ordered before variants" },
        productName: str,
        quantity: int,
        priceKobo: kobo,
        size: str,
        color: str,
        imageUrl: str,
      }),
    },
    shippingAddress,
    customerEmail: email,
    customerPhone: str,
    createdAt: { type: "string", format: "date-time" },
    estimatedDelivery: { type: ["object", "null"] },
    delivery: obj({ zone: str, pickup: { type: "boolean" }, pickupAddress: str, wording: str }),
  }),
  UnmatchedCharge: obj({
    reference: str,
    orderId: { type: ["string", "null"] },
    orderNumber: { type: ["string", "null"] },
    amountKobo: kobo,
    customerEmail: { type: ["string", "null"] },
    reason: str,
    createdAt: { type: "string", format: "date-time" },
  }),
  Subscriber: obj({ email, createdAt: { type: "string", format: "date-time" } }),
  NewsPost: obj({
    id: str,
    title: str,
    body: str,
    imageUrl: { type: ["string", "null"] },
    publishedAt: { type: "string", format: "date-time" },
  }),
};

const openApiDocumentRoute = createRoute({
  method: "get",
  path: "/openapi.json",
  ...about("meta", "anyone", "This document"),
  responses: answers(200, { type: "object" }, "The OpenAPI 3.1 document"),
});

/**
 * Serves the document of every route registered on `api` (built once, on the first request: the
 * routes do not change while the server runs).
 */
export function serveOpenApiDocument(api: OpenAPIHono<HttpEnv>): void {
  for (const [name, schema] of Object.entries(components))
    api.openAPIRegistry.registerComponent("schemas", name, schema);
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
