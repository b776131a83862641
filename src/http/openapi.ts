// The OpenAPI 3.1 description of JSON API v1 (DESIGN.md §4), served at /api/v1/openapi.json.
// Inputs come from the zod schemas where one exists, so the document cannot drift from validation.
import { Hono } from "hono";
import { z } from "zod";
import { productQuerySchema } from "@/catalog/product-query";
import { newsQuerySchema } from "@/news/api";
import { newsletterSchema } from "@/newsletter/subscriptions";
import { CATEGORIES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, ROLES } from "@/shop/constants";
import type { HttpEnv } from "./env";

type Schema = Record<string, unknown>;
type Who = "anyone" | "signed in" | "admin" | "author" | "signed in, not the author" | "Paystack (signed)";
type Endpoint = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  who: Who;
  tag: string;
  query?: z.ZodObject | Array<{ name: string; schema: Schema; description?: string }>;
  body?: z.ZodType | Schema;
  bodyType?: string;
  status?: number;
  response?: Schema;
};

function fromZod(schema: z.ZodType): Schema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Schema;
  return json;
}

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const obj = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({ type: "object", properties, required });
const str: Schema = { type: "string" };
const int: Schema = { type: "integer" };
const kobo: Schema = { type: "integer", description: "Naira amount in kobo (1/100 naira)" };
const listOf = (item: string): Schema => obj({ items: { type: "array", items: ref(item) }, total: int, page: int, limit: int });
const productList: Schema = obj({ items: { type: "array", items: ref("Product") }, total: int, totalIsLowerBound: { type: "boolean" }, page: int, limit: int });
const itemsOf = (item: string): Schema => obj({ items: { type: "array", items: ref(item) } });
const email: Schema = { type: "string", format: "email" };

const shippingAddress = obj(
  { fullName: str, phone: str, address: str, city: str, state: str, postalCode: str },
  ["fullName", "phone", "address", "city", "state"],
);
const productInput = obj(
  {
    name: str,
    description: str,
    priceKobo: kobo,
    salePriceKobo: { type: ["integer", "null"] },
    isOnSale: { type: "boolean" },
    isNew: { type: "boolean" },
    stockQuantity: int,
    status: { enum: ["Active", "Inactive"] },
    imageUrl: str,
    images: { type: "array", items: str },
    category: { enum: [...CATEGORIES] },
    sizes: { type: "array", items: str },
    colors: { type: "array", items: str },
    priority: int,
  },
  ["name", "description", "priceKobo", "stockQuantity", "category", "imageUrl"],
);

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
    stockQuantity: int,
    status: { enum: ["Active", "Inactive"] },
    imageUrl: { type: "string", description: "Largest WebP variant: /media/<hash>-<width>.webp" },
    images: { type: "array", items: str },
    category: { enum: [...CATEGORIES] },
    sizes: { type: "array", items: str },
    colors: { type: "array", items: str },
    priority: int,
    createdAt: { type: "string", format: "date-time" },
    averageRating: { type: "number" },
    totalReviews: int,
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
      items: obj({ id: str, productId: str, quantity: int, size: str, color: str, product: ref("Product") }),
    },
    subtotalKobo: kobo,
  }),
  Order: obj({
    id: str,
    orderNumber: str,
    status: { enum: [...ORDER_STATUSES] },
    paymentStatus: { enum: [...PAYMENT_STATUSES] },
    paymentMethod: { enum: [...PAYMENT_METHODS] },
    subtotalKobo: kobo,
    shippingFeeKobo: kobo,
    totalAmountKobo: kobo,
    items: {
      type: "array",
      items: obj({ productId: str, productName: str, quantity: int, priceKobo: kobo, size: str, color: str, imageUrl: str }),
    },
    shippingAddress,
    customerEmail: email,
    customerPhone: str,
    createdAt: { type: "string", format: "date-time" },
    estimatedDelivery: { type: ["object", "null"] },
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
  NewsPost: obj({ id: str, title: str, body: str, imageUrl: { type: ["string", "null"] }, publishedAt: { type: "string", format: "date-time" } }),
};

const ENDPOINTS: Endpoint[] = [
  // accounts
  { method: "post", path: "/auth/signup", tag: "accounts", who: "anyone", summary: "Create a customer account", status: 201,
    body: obj({ email, password: str, fullName: str, phone: str }), response: obj({ user: ref("User"), token: str }) },
  { method: "post", path: "/auth/login", tag: "accounts", who: "anyone", summary: "Sign in; sets the session cookie",
    body: obj({ email, password: str }), response: obj({ user: ref("User"), token: str }) },
  { method: "post", path: "/auth/logout", tag: "accounts", who: "signed in", summary: "End the session" },
  { method: "get", path: "/auth/me", tag: "accounts", who: "signed in", summary: "The signed-in user", response: obj({ user: ref("User") }) },
  { method: "post", path: "/auth/admin-code", tag: "accounts", who: "signed in", summary: "Start a timed admin session with the admin code (403 when wrong)",
    body: obj({ code: str }), response: obj({ adminSessionExpiresAt: { type: "string", format: "date-time" } }) },
  { method: "post", path: "/auth/password-reset", tag: "accounts", who: "anyone", summary: "E-mail a password reset link (always 202)", status: 202, body: obj({ email }) },
  { method: "post", path: "/auth/password-reset/confirm", tag: "accounts", who: "anyone", summary: "Set a new password with a reset token", body: obj({ token: str, password: str }) },
  // catalog and search
  { method: "get", path: "/products", tag: "catalog", who: "anyone", summary: "Active products, filtered, sorted and paged; past 1,000 matches total is 1000 and totalIsLowerBound true", query: productQuerySchema, response: productList },
  { method: "get", path: "/products/{id}", tag: "catalog", who: "anyone", summary: "One active product with its rating (404 when unknown or inactive)", response: ref("Product") },
  { method: "get", path: "/products/{id}/related", tag: "catalog", who: "anyone", summary: "Up to 8 related products", response: itemsOf("Product") },
  { method: "get", path: "/search/suggestions", tag: "search", who: "anyone", summary: "Up to 8 suggestions; none under 2 characters",
    query: [{ name: "q", schema: { type: "string", maxLength: 100 } }], response: itemsOf("Suggestion") },
  // reviews
  { method: "get", path: "/products/{id}/reviews", tag: "reviews", who: "anyone", summary: "Reviews of a product",
    query: [
      { name: "sort", schema: { enum: ["recent", "highest", "lowest", "helpful"] } },
      { name: "rating", schema: { type: "integer", minimum: 1, maximum: 5 } },
      { name: "verified", schema: { type: "boolean" } },
    ], response: itemsOf("Review") },
  { method: "post", path: "/products/{id}/reviews", tag: "reviews", who: "signed in", summary: "Review a product (409 on a second review)", status: 201,
    body: obj({ rating: { type: "integer", minimum: 1, maximum: 5 }, title: str, comment: str }), response: obj({ review: ref("Review") }) },
  { method: "patch", path: "/reviews/{id}", tag: "reviews", who: "author", summary: "Edit my review",
    body: obj({ rating: int, title: str, comment: str }, []), response: obj({ review: ref("Review") }) },
  { method: "delete", path: "/reviews/{id}", tag: "reviews", who: "author", summary: "Delete my review" },
  { method: "post", path: "/reviews/{id}/helpful", tag: "reviews", who: "signed in, not the author", summary: "Mark a review helpful" },
  // cart and wishlist
  { method: "get", path: "/cart", tag: "cart", who: "signed in", summary: "My cart", response: ref("Cart") },
  { method: "post", path: "/cart/items", tag: "cart", who: "signed in", summary: "Add to cart", status: 201,
    body: obj({ productId: str, quantity: int, size: str, color: str }, ["productId", "quantity"]), response: ref("Cart") },
  { method: "patch", path: "/cart/items/{id}", tag: "cart", who: "signed in", summary: "Change a line's quantity", body: obj({ quantity: int }), response: ref("Cart") },
  { method: "delete", path: "/cart/items/{id}", tag: "cart", who: "signed in", summary: "Remove a line", response: ref("Cart") },
  { method: "get", path: "/wishlist", tag: "wishlist", who: "signed in", summary: "My wishlist", response: itemsOf("Product") },
  { method: "put", path: "/wishlist/{productId}", tag: "wishlist", who: "signed in", summary: "Add a product to my wishlist" },
  { method: "delete", path: "/wishlist/{productId}", tag: "wishlist", who: "signed in", summary: "Remove a product from my wishlist" },
  // checkout and orders
  { method: "get", path: "/shipping/quote", tag: "checkout", who: "anyone", summary: "Shipping fee and delivery estimate for a city",
    query: [{ name: "city", schema: str }], response: obj({ feeKobo: kobo, estimate: obj({ hours: int, timeframe: str }) }) },
  { method: "post", path: "/orders", tag: "orders", who: "signed in", summary: "Place an order from my cart (priced by the server)", status: 201,
    body: obj({ shippingAddress, paymentMethod: { enum: [...PAYMENT_METHODS] } }, ["shippingAddress"]), response: obj({ order: ref("Order") }) },
  { method: "get", path: "/orders", tag: "orders", who: "signed in", summary: "My orders, newest first", response: itemsOf("Order") },
  { method: "get", path: "/orders/{orderNumber}", tag: "orders", who: "anyone", summary: "Track an order (address and phone only for the owner, an admin or with the order's e-mail)",
    query: [{ name: "email", schema: email }], response: obj({ order: ref("Order") }) },
  { method: "post", path: "/orders/{orderNumber}/payment", tag: "payments", who: "signed in", summary: "Start (or restart) the card payment of my unpaid card order; open authorizationUrl", status: 201,
    response: obj({ authorizationUrl: str, reference: str }) },
  { method: "get", path: "/payments/paystack/verify/{reference}", tag: "payments", who: "anyone", summary: "Ask Paystack how a card payment ended and apply it",
    response: obj({ outcome: str, orderNumber: str }) },
  // newsletter and news
  { method: "post", path: "/newsletter", tag: "newsletter", who: "anyone", summary: "Subscribe to the newsletter", status: 201, body: newsletterSchema,
    response: obj({ subscribed: { type: "boolean" }, message: str }) },
  { method: "get", path: "/news", tag: "news", who: "anyone", summary: "Published news posts, newest first", query: newsQuerySchema, response: listOf("NewsPost") },
  // admin
  { method: "get", path: "/admin/overview", tag: "admin", who: "admin", summary: "Live figures",
    response: obj({ totalProducts: int, totalOrders: int, pendingOrders: int, totalUsers: int, revenueKobo: kobo }) },
  { method: "get", path: "/admin/products", tag: "admin", who: "admin", summary: "All products, active or not", response: listOf("Product") },
  { method: "post", path: "/admin/products", tag: "admin", who: "admin", summary: "Create a product", status: 201, body: productInput, response: obj({ product: ref("Product") }) },
  { method: "patch", path: "/admin/products/{id}", tag: "admin", who: "admin", summary: "Update a product", body: { ...productInput, required: [] }, response: obj({ product: ref("Product") }) },
  { method: "delete", path: "/admin/products/{id}", tag: "admin", who: "admin", summary: "Delete a product" },
  { method: "post", path: "/admin/uploads", tag: "admin", who: "admin", summary: "Upload an image (re-encoded to WebP variants; 415 for a non-image, 413 over 10 MB)", status: 201,
    bodyType: "multipart/form-data", body: obj({ file: { type: "string", contentMediaType: "application/octet-stream" } }),
    response: obj({ url: str, variants: { type: "array", items: obj({ width: int, url: str }) } }) },
  { method: "get", path: "/admin/orders", tag: "admin", who: "admin", summary: "All orders", query: [{ name: "search", schema: str }, { name: "status", schema: { enum: [...ORDER_STATUSES] } }], response: listOf("Order") },
  { method: "patch", path: "/admin/orders/{id}", tag: "admin", who: "admin", summary: "Change an order's status", body: obj({ status: { enum: [...ORDER_STATUSES] } }), response: obj({ order: ref("Order") }) },
  { method: "patch", path: "/admin/orders/{id}/payment", tag: "admin", who: "admin", summary: "Change an order's payment status",
    body: obj({ paymentStatus: { enum: [...PAYMENT_STATUSES] } }), response: obj({ order: ref("Order") }) },
  { method: "get", path: "/admin/unmatched-charges", tag: "admin", who: "admin", summary: "Successful card charges that paid no order, to settle or refund", response: listOf("UnmatchedCharge") },
  { method: "get", path: "/admin/users", tag: "admin", who: "admin", summary: "Users", query: [{ name: "search", schema: str }], response: listOf("User") },
  { method: "patch", path: "/admin/users/{id}", tag: "admin", who: "admin", summary: "Change a user's role", body: obj({ role: { enum: [...ROLES] } }), response: obj({ user: ref("User") }) },
  { method: "get", path: "/admin/news", tag: "admin", who: "admin", summary: "All news posts, drafts included", response: listOf("NewsPost") },
  { method: "post", path: "/admin/news", tag: "admin", who: "admin", summary: "Create a news post", status: 201,
    body: obj({ title: str, body: str, imageUrl: str, isPublished: { type: "boolean" } }, ["title", "body"]), response: obj({ post: ref("NewsPost") }) },
  { method: "patch", path: "/admin/news/{id}", tag: "admin", who: "admin", summary: "Edit or publish a news post",
    body: obj({ title: str, body: str, imageUrl: str, isPublished: { type: "boolean" } }, []), response: obj({ post: ref("NewsPost") }) },
  { method: "delete", path: "/admin/news/{id}", tag: "admin", who: "admin", summary: "Delete a news post" },
  { method: "get", path: "/admin/newsletter", tag: "admin", who: "admin", summary: "Newsletter subscribers (format=csv for a CSV file)",
    query: [{ name: "format", schema: { enum: ["json", "csv"] } }], response: listOf("Subscriber") },
  { method: "post", path: "/payments/paystack/webhook", tag: "payments", who: "Paystack (signed)", summary: "Paystack events, verified by the x-paystack-signature header",
    body: { type: "object" } },
];

const SECURITY: Record<Who, Array<Record<string, string[]>>> = {
  anyone: [],
  "signed in": [{ bearer: [] }, { session: [] }],
  author: [{ bearer: [] }, { session: [] }],
  "signed in, not the author": [{ bearer: [] }, { session: [] }],
  admin: [{ bearer: [] }, { session: [] }],
  "Paystack (signed)": [{ paystackSignature: [] }],
};

function operation(endpoint: Endpoint) {
  const parameters: Schema[] = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: str,
  }));
  if (endpoint.query instanceof z.ZodObject) {
    const json = fromZod(endpoint.query) as { properties: Record<string, Schema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties)) {
      parameters.push({ name, in: "query", required: json.required?.includes(name) ?? false, schema });
    }
  } else if (endpoint.query) {
    for (const q of endpoint.query) parameters.push({ name: q.name, in: "query", required: false, schema: q.schema });
  }
  const status = String(endpoint.status ?? 200);
  const errors = { description: "Error", content: { "application/json": { schema: ref("Error") } } };
  return {
    summary: endpoint.summary,
    description: `Who may call it: ${endpoint.who}.`,
    tags: [endpoint.tag],
    "x-access": endpoint.who,
    security: SECURITY[endpoint.who],
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.bodyType ?? "application/json"]: {
                schema: endpoint.body instanceof z.ZodType ? fromZod(endpoint.body) : endpoint.body,
              },
            },
          },
        }
      : {}),
    responses: {
      [status]: endpoint.response
        ? { description: "Success", content: { "application/json": { schema: endpoint.response } } }
        : { description: "Success" },
      "4XX": errors,
    },
  };
}

/** The whole document; built once, it never changes while the server runs. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method] = operation(endpoint);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "BAY store API",
      version: "1.0.0",
      description:
        "JSON in and out. Errors are {error: {code, message, fields?}}. Money fields are integer kobo named …Kobo. Lists take page and limit (max 100) and return {items, total, page, limit}.",
    },
    servers: [{ url: "/api/v1" }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "The session token returned by signup and login" },
        session: { type: "apiKey", in: "cookie", name: "bay_session" },
        paystackSignature: { type: "apiKey", in: "header", name: "x-paystack-signature" },
      },
    },
  };
}

export function openApiRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  let document: ReturnType<typeof openApiDocument> | undefined;
  routes.get("/openapi.json", (c) => c.json((document ??= openApiDocument())));
  return routes;
}
