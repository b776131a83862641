// Access-control matrix, mass assignment and robustness for every route of the JSON API (docs/contracts.md#json-api).
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products, users } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { registeredApiRoutes } from "../../support/api-routes";
import { createSignedInUser } from "../../support/users";

type Access = "anyone" | "signed-in" | "admin";
const ZERO_UUID = "00000000-0000-4000-8000-000000000000";

/**
 * Who may call each route of the contract, keyed "METHOD path" as the router registers it. The routes
 * themselves come from the server (tests/support/api-routes.ts): a new route without an entry here
 * fails the first test below, and so does an entry for a route that no longer exists.
 */
const ACCESS: Record<string, Access> = {
  "POST /auth/signup": "anyone",
  "POST /auth/login": "anyone",
  "POST /auth/logout": "signed-in",
  "GET /auth/me": "signed-in",
  "POST /auth/admin-code": "signed-in",
  "POST /auth/password-reset": "anyone",
  "POST /auth/password-reset/confirm": "anyone",
  "GET /products": "anyone",
  "GET /products/{id}": "anyone",
  "GET /products/{id}/related": "anyone",
  "GET /search/suggestions": "anyone",
  "GET /products/{id}/reviews": "anyone",
  "POST /products/{id}/reviews": "signed-in",
  "PATCH /reviews/{id}": "signed-in",
  "DELETE /reviews/{id}": "signed-in",
  "POST /reviews/{id}/helpful": "signed-in",
  "GET /cart": "signed-in",
  "POST /cart/items": "signed-in",
  "PATCH /cart/items/{id}": "signed-in",
  "DELETE /cart/items/{id}": "signed-in",
  "PUT /cart/discount-code": "signed-in",
  "DELETE /cart/discount-code": "signed-in",
  "GET /wishlist": "signed-in",
  "PUT /wishlist/{productId}": "signed-in",
  "DELETE /wishlist/{productId}": "signed-in",
  "GET /stock-alerts": "signed-in",
  "POST /stock-alerts": "signed-in",
  "DELETE /stock-alerts/{id}": "signed-in",
  "GET /shipping/quote": "anyone",
  "POST /shipping/quote": "anyone",
  "POST /orders": "signed-in",
  "GET /orders": "signed-in",
  "GET /orders/{orderNumber}": "anyone",
  "POST /orders/{orderNumber}/payment": "signed-in",
  "POST /orders/{orderNumber}/cancel": "signed-in",
  "POST /orders/{orderNumber}/buy-again": "signed-in",
  "GET /orders/{orderNumber}/return": "signed-in",
  "POST /orders/{orderNumber}/return": "signed-in",
  "GET /payments/paystack/verify/{reference}": "anyone",
  // Anyone may knock; only a request signed with the Paystack secret is acted on.
  "POST /payments/paystack/webhook": "anyone",
  "POST /newsletter": "anyone",
  "GET /news": "anyone",
  "GET /store": "anyone",
  "GET /pages/{slug}": "anyone",
  "GET /openapi.json": "anyone",
  "GET /admin/overview": "admin",
  "GET /admin/reports/sales": "admin",
  "GET /admin/reports/orders.csv": "admin",
  "GET /admin/products": "admin",
  "GET /admin/variants/low-stock": "admin",
  "GET /admin/sizes-and-colours": "admin",
  "PUT /admin/sizes-and-colours": "admin",
  "GET /admin/products.csv": "admin",
  "POST /admin/products.csv": "admin",
  "POST /admin/products": "admin",
  "PATCH /admin/products/{id}": "admin",
  "DELETE /admin/products/{id}": "admin",
  "POST /admin/uploads": "admin",
  "GET /admin/orders": "admin",
  "PATCH /admin/orders/{id}": "admin",
  "PATCH /admin/orders": "admin",
  "PATCH /admin/products": "admin",
  "PATCH /admin/orders/{id}/payment": "admin",
  "PUT /admin/orders/{id}/shipment": "admin",
  "PUT /admin/orders/{id}/shipping-address": "admin",
  "GET /admin/returns": "admin",
  "PUT /admin/orders/{id}/return": "admin",
  "POST /admin/orders/{id}/return/received": "admin",
  "POST /admin/orders/{id}/return/refund": "admin",
  "POST /admin/orders/{id}/return/exchange": "admin",
  "GET /admin/unmatched-charges": "admin",
  "GET /admin/users": "admin",
  "PATCH /admin/users/{id}": "admin",
  "GET /admin/news": "admin",
  "POST /admin/news": "admin",
  "PATCH /admin/news/{id}": "admin",
  "DELETE /admin/news/{id}": "admin",
  "GET /admin/newsletter": "admin",
  "GET /admin/mail-outbox": "admin",
  "GET /admin/settings": "admin",
  "PATCH /admin/settings": "admin",
  "GET /admin/pages": "admin",
  "PUT /admin/pages/{slug}": "admin",
  "GET /admin/discount-codes": "admin",
  "POST /admin/discount-codes": "admin",
  "PATCH /admin/discount-codes/{id}": "admin",
  "DELETE /admin/discount-codes/{id}": "admin",
  "GET /admin/delivery-zones": "admin",
  "POST /admin/delivery-zones": "admin",
  "PUT /admin/delivery-zones/{id}": "admin",
  "DELETE /admin/delivery-zones/{id}": "admin",
};

/** A well-formed value for each path parameter (unknown to the database), and a query where a route wants one. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: ZERO_UUID,
  productId: ZERO_UUID,
  orderNumber: "BAY-UNKNOWN1",
  reference: "BAY-UNKNOWN1-1",
  slug: "returns",
};
const SAMPLE_QUERY: Record<string, string> = { "/search/suggestions": "?q=je", "/shipping/quote": "?city=Ibadan" };

const REGISTERED = registeredApiRoutes();

/** Every registered route as [method, a concrete path to call, who may call it]. */
const ROUTES: Array<[string, string, Access]> = REGISTERED.filter((key) => key in ACCESS).map((key) => {
  const [method, path] = key.split(" ");
  const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name]) + (SAMPLE_QUERY[path] ?? "");
  return [method, concrete, ACCESS[key]];
});

const WEIRD_BODIES: Array<[string, string, string]> = [
  ["invalid JSON", "application/json", "{not json"],
  ["a JSON array", "application/json", "[1,2,3]"],
  ["a JSON string", "application/json", '"hello"'],
  ["null", "application/json", "null"],
  [
    "wrong types",
    "application/json",
    JSON.stringify({
      email: 5,
      password: [],
      productId: {},
      quantity: "many",
      rating: "x",
      status: 9,
      shippingAddress: "nope",
      code: null,
      role: 1,
    }),
  ],
  [
    "huge strings",
    "application/json",
    JSON.stringify({
      email: "a".repeat(200_000),
      fullName: "b".repeat(200_000),
      title: "c".repeat(200_000),
      q: "d".repeat(100_000),
    }),
  ],
  [
    "odd unicode",
    "application/json",
    JSON.stringify({
      email: "\u0000@\uFFFF.ng",
      fullName: "\uD800\u202E\u0000",
      title: "😀\u0301\u200D",
      comment: "\u0000",
      city: "Ìbàdàn\u0000",
    }),
  ],
  [
    "extra fields",
    "application/json",
    JSON.stringify({ isAdmin: true, role: "admin", priceKobo: 1, __proto__: { polluted: true } }),
  ],
  ["form content type", "application/x-www-form-urlencoded", "email=a&password=b"],
  ["plain text", "text/plain", "hello"],
];

describeOnEachDatabase("API surface", (shop) => {
  describe("access-control matrix", () => {
    it("has an entry for every registered route, and none for a route that is not registered", () => {
      expect(
        REGISTERED.filter((key) => !(key in ACCESS)),
        "routes missing from the matrix",
      ).toEqual([]);
      expect(
        Object.keys(ACCESS).filter((key) => !REGISTERED.includes(key)),
        "matrix entries for no route",
      ).toEqual([]);
    });

    it("covers every operation of the OpenAPI document, with the access the document states", async () => {
      const res = await shop().call("/api/v1/openapi.json");
      const documented = Object.entries(
        res.body.paths as Record<string, Record<string, { "x-access": string }>>,
      ).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op["x-access"]] as const),
      );
      expect(documented.map(([key]) => key).sort()).toEqual(REGISTERED);
      for (const [key, stated] of documented) {
        const expected =
          stated === "anyone" || stated === "Paystack (signed)" ? "anyone" : stated === "admin" ? "admin" : "signed-in";
        expect(ACCESS[key], key).toBe(expected);
      }
    });

    it("answers a visitor 401 on signed-in and admin routes, and never 5xx", async () => {
      for (const [method, path, access] of ROUTES) {
        const res = await shop().call(`/api/v1${path}`, {
          method,
          ...(method === "GET" || method === "DELETE" ? {} : { json: {} }),
        });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        if (access !== "anyone") expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body?.error?.message ?? "ok", `${method} ${path}`).toEqual(expect.any(String));
      }
    });

    it("answers a customer 403 on admin routes, and lets them through elsewhere", async () => {
      const { token } = await createSignedInUser(shop().app);
      for (const [method, path, access] of ROUTES) {
        if (path === "/auth/logout") continue;
        const res = await shop().call(`/api/v1${path}`, {
          method,
          token,
          ...(method === "GET" || method === "DELETE" ? {} : { json: {} }),
        });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        if (access === "admin") expect(res.status, `${method} ${path}`).toBe(403);
        else expect(res.status, `${method} ${path}`).not.toBe(401);
      }
    });

    it("lets an admin reach every admin route (a missing record is a 404, never a refusal)", async () => {
      const { token } = await createSignedInUser(shop().app, { role: "admin" });
      for (const [method, path, access] of ROUTES) {
        if (access !== "admin") continue;
        const res = await shop().call(`/api/v1${path}`, {
          method,
          token,
          ...(method === "GET" || method === "DELETE" ? {} : { json: {} }),
        });
        expect([401, 403], `${method} ${path}`).not.toContain(res.status);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    });
  });

  describe("robustness", () => {
    it("answers every malformed request to every route with a 4xx and a clear error, and stays healthy", async () => {
      const { token } = await createSignedInUser(shop().app, { role: "admin" });
      for (const [method, path] of ROUTES) {
        if (method === "GET" || path === "/auth/logout") continue;
        // Routes without a request body (DELETE, PUT /wishlist, helpful votes) may ignore it; the rest must refuse it.
        const takesBody = method !== "DELETE" && !path.startsWith("/wishlist/") && !path.endsWith("/helpful");
        for (const [label, type, body] of WEIRD_BODIES) {
          const res = await shop().call(`/api/v1${path}`, { method, token, headers: { "content-type": type }, body });
          const what = `${method} ${path} with ${label}`;
          expect(res.status, what).toBeLessThan(500);
          if (takesBody) expect(res.status, what).toBeGreaterThanOrEqual(400);
          if (res.status >= 400) expect(typeof res.body?.error?.message, what).toBe("string");
        }
      }
      for (const [, path] of ROUTES.filter(([m]) => m === "GET")) {
        const sep = path.includes("?") ? "&" : "?";
        const res = await shop().call(
          `/api/v1${path}${sep}page=-1&limit=99999&minPrice=abc&sort=%00&category=%F0%9F%98%80&q=${"x".repeat(5000)}`,
          { token },
        );
        expect(res.status, `GET ${path} with junk query`).toBeLessThan(500);
      }
      for (const bad of [
        "/products/not-a-uuid",
        "/products/%00",
        "/orders/%2e%2e%2f%2e%2e",
        "/reviews/1'%20OR%201=1/helpful",
      ]) {
        const res = await shop().call(`/api/v1${bad}`, bad.includes("helpful") ? { token, json: {} } : { token });
        expect(res.status, bad).toBeLessThan(500);
      }
      expect((await shop().call("/readyz")).status).toBe(200);
    });
  });

  describe("mass assignment", () => {
    it("ignores a role sent at sign-up", async () => {
      const res = await shop().call("/api/v1/auth/signup", {
        json: {
          email: "sneaky@example.ng",
          password: "long-enough-1",
          fullName: "Sneaky",
          phone: "08031234567",
          role: "admin",
          isAdmin: true,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.user.role).toBe("customer");
      const [row] = await shop()
        .app.db.select({ role: users.role })
        .from(users)
        .where(eq(users.email, "sneaky@example.ng"));
      expect(row.role).toBe("customer");
    });

    it("never lets a shopper set prices or stock through the cart", async () => {
      const { token } = await createSignedInUser(shop().app);
      const [product] = await shop()
        .app.db.insert(products)
        .values({
          name: "Tamper Tee",
          description: "x",
          priceKobo: 1_000_000,
          stockQuantity: 3,
          imageUrl: "/media/x-640.webp",
          category: "T-Shirt",
          sizes: ["M"],
          colors: ["Black"],
        })
        .returning();
      const res = await shop().call("/api/v1/cart/items", {
        token,
        json: {
          productId: product.id,
          quantity: 1,
          size: "M",
          priceKobo: 1,
          stockQuantity: 999,
          product: { priceKobo: 1 },
        },
      });
      expect(res.status).toBeLessThan(300);
      const cart = await shop().call("/api/v1/cart", { token });
      expect(cart.body.subtotalKobo).toBe(1_000_000);
      const [after] = await shop()
        .app.db.select({ stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, product.id));
      expect(after.stock).toBe(3);
    });
  });
});
