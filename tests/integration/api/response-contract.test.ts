// The answers are part of the contract (issue 48, item 6): every documented operation declares its
// answer as a zod schema, the real answers of the GET endpoints match it with seeded data, and the
// check that runs for every test shop (CHECK_API_RESPONSES, src/http/response-contract.ts) fails an
// answer that does not match.
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import type { HttpEnv } from "../../../src/http/env";
import { createApi } from "../../../src/server/api";
import { answers } from "../../../src/http/openapi-route";
import { checkAnswer, checkResponses, documentedJson, documentedOperations } from "../../../src/http/response-contract";
import { describeOnEachDatabase, type ApiJson } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { LAGOS_ADDRESS } from "../shopping/fixtures";

const operations = documentedOperations(createApi());

describe("documented answers", () => {
  it("gives every documented operation a schema for its success answer and for its errors", () => {
    expect(operations.size).toBeGreaterThan(50);
    for (const [operation, responses] of operations) {
      const success = Object.keys(responses).filter((status) => status.startsWith("2"));
      expect(success, operation).not.toHaveLength(0);
      for (const status of success) {
        const content = responses[status]?.content ?? {};
        // JSON answers have a zod schema (which the check applies); CSV files are documented as text.
        if (content["application/json"])
          expect(documentedJson(responses, Number(status)), operation).toBeInstanceOf(z.ZodType);
        else expect(Object.keys(content), operation).toEqual(["text/csv"]);
      }
      expect(documentedJson(responses, 404), operation).toBeInstanceOf(z.ZodType);
    }
  });

  it("finds a tampered answer: a wrong type, a missing field, an undocumented status", () => {
    const product = operations.get("GET /products/{id}")!;
    const good = {
      id: "5b0c3f3e-8f4e-4d8e-9a53-1f2d3c4b5a69",
      name: "Denim Jacket",
      description: "",
      priceKobo: 1_500_000,
      salePriceKobo: null,
      isOnSale: false,
      isNew: true,
      stockQuantity: 3,
      variants: [{ id: "6b0c3f3e-8f4e-4d8e-9a53-1f2d3c4b5a69", size: "M", color: "", sku: null, stockQuantity: 3 }],
      status: "Active",
      imageUrl: "/media/a-800.webp",
      images: [],
      colorImages: {},
      category: "Jeans",
      sizes: ["M"],
      colors: [],
      priority: 0,
      createdAt: new Date().toISOString(),
      averageRating: 0,
      totalReviews: 0,
    };
    expect(checkAnswer(product, 200, good)).toBeNull();
    expect(checkAnswer(product, 200, { ...good, priceKobo: "15000.00" })?.issues?.[0].path).toEqual(["priceKobo"]);
    const { totalReviews: _left, ...missing } = good;
    expect(checkAnswer(product, 200, missing)?.issues?.[0].path).toEqual(["totalReviews"]);
    expect(
      checkAnswer(product, 200, { ...good, variants: [{ ...good.variants[0], sku: 7 }] })?.issues?.[0].path,
    ).toEqual(["variants", 0, "sku"]);
    expect(checkAnswer(product, 201, good)?.problem).toBe("status 201 is not documented");
    expect(checkAnswer(product, 404, { error: { code: "not_found", message: "Product not found" } })).toBeNull();
  });

  it("turns an answer that breaks its schema into a 500 naming the route and the issues", async () => {
    const api = new OpenAPIHono<HttpEnv>();
    api.use(checkResponses(api, () => true));
    const thing = z.object({ id: z.string(), priceKobo: z.number().int() });
    const route = (path: string) => createRoute({ method: "get", path, responses: answers(200, thing) });
    api.openapi(route("/right/{id}"), (c) => c.json({ id: c.req.param("id"), priceKobo: 100, extra: true }));
    api.openapi(route("/wrong/{id}"), (c) => c.json({ id: c.req.param("id"), priceKobo: "100" }));
    api.openapi(route("/unlisted"), (c) => c.json({ id: "1", priceKobo: 1 }, 202));

    const right = await api.request("/right/7");
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ id: "7", priceKobo: 100, extra: true });

    const wrong = await api.request("/wrong/7");
    expect(wrong.status).toBe(500);
    const body = await wrong.json();
    expect(body.error.code).toBe("response_contract");
    expect(body.error.message).toContain("GET /wrong/{id}");
    expect(body.error.issues).toMatchObject([{ path: ["priceKobo"], code: "invalid_type" }]);

    const unlisted = await api.request("/unlisted");
    expect(unlisted.status).toBe(500);
    expect((await unlisted.json()).error.message).toContain("status 202 is not documented");

    // Off (production): the answer goes out as the handler wrote it.
    const off = new OpenAPIHono<HttpEnv>();
    off.use(checkResponses(off, () => false));
    off.openapi(route("/wrong/{id}"), (c) => c.json({ id: c.req.param("id"), priceKobo: "100" }));
    expect((await off.request("/wrong/7")).status).toBe(200);
  });
});

describeOnEachDatabase("the real answers of every GET endpoint", (shop) => {
  let shopper: string;
  let admin: string;
  let product: ApiJson;
  let orderNumber: string;
  let orderId: string;

  beforeAll(async () => {
    const { app } = shop();
    await seedSampleCatalog(app);
    shopper = (await createSignedInUser(app)).token;
    admin = (await createSignedInUser(app, { role: "admin" })).token;
    const list = await shop().call("/api/v1/products?limit=5");
    product = list.body.items.find((p: ApiJson) => p.variants.some((v: ApiJson) => v.stockQuantity > 0));
    const variant = product.variants.find((v: ApiJson) => v.stockQuantity > 0);
    const steps: Array<[string, { method?: string; json?: unknown; token: string }, number]> = [
      [
        "/api/v1/cart/items",
        { json: { productId: product.id, variantId: variant.id, quantity: 1 }, token: shopper },
        201,
      ],
      ["/api/v1/orders", { json: { shippingAddress: LAGOS_ADDRESS }, token: shopper }, 201],
      [
        "/api/v1/cart/items",
        { json: { productId: product.id, variantId: variant.id, quantity: 1 }, token: shopper },
        201,
      ],
      [`/api/v1/wishlist/${product.id}`, { method: "PUT", token: shopper }, 200],
      [
        `/api/v1/products/${product.id}/reviews`,
        { json: { rating: 4, title: "Fits well", comment: "Good denim, true to size." }, token: shopper },
        201,
      ],
      ["/api/v1/newsletter", { json: { email: "reader@example.ng" }, token: shopper }, 201],
      [
        "/api/v1/admin/news",
        { json: { title: "New in", body: "Fresh denim this week.", isPublished: true }, token: admin },
        201,
      ],
      ["/api/v1/admin/pages/returns", { method: "PUT", json: { body: "Returns within 7 days." }, token: admin }, 200],
    ];
    for (const [path, init, status] of steps) {
      const res = await shop().call(path, init);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(status);
      if (path === "/api/v1/orders") ({ orderNumber, id: orderId } = res.body.order);
    }
    // Delivered, and a piece of it asked back: the returns' answers have one to show.
    const delivered = await shop().call(`/api/v1/admin/orders/${orderId}`, {
      method: "PATCH",
      json: { status: "Delivered" },
      token: admin,
    });
    expect(delivered.status).toBe(200);
    const asked = await shop().call(`/api/v1/orders/${orderNumber}/return`, {
      json: { items: [{ line: 0, quantity: 1 }], reason: "Too big", wants: "refund" },
      token: shopper,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  });

  it("answers each as its route documents it (and the check passed them)", async () => {
    const calls: Array<[operation: string, path: string, token?: string]> = [
      ["GET /products", "/products?sort=price-asc&limit=3"],
      ["GET /products/{id}", `/products/${product.id}`],
      ["GET /products/{id}/related", `/products/${product.id}/related`],
      ["GET /products/{id}/reviews", `/products/${product.id}/reviews`],
      ["GET /search/suggestions", "/search/suggestions?q=je"],
      ["GET /cart", "/cart", shopper],
      ["GET /wishlist", "/wishlist", shopper],
      ["GET /stock-alerts", "/stock-alerts", shopper],
      ["GET /shipping/quote", "/shipping/quote?city=Ikeja"],
      ["GET /orders", "/orders", shopper],
      ["GET /orders/{orderNumber}", `/orders/${orderNumber}`, shopper],
      ["GET /orders/{orderNumber}", `/orders/${orderNumber}`],
      ["GET /orders/{orderNumber}/return", `/orders/${orderNumber}/return`, shopper],
      ["GET /news", "/news"],
      ["GET /store", "/store"],
      ["GET /pages/{slug}", "/pages/returns"],
      ["GET /auth/me", "/auth/me", shopper],
      ["GET /openapi.json", "/openapi.json"],
      ["GET /payments/paystack/verify/{reference}", "/payments/paystack/verify/not-ours"],
      ["GET /admin/overview", "/admin/overview", admin],
      ["GET /admin/reports/sales", "/admin/reports/sales", admin],
      ["GET /admin/products", "/admin/products", admin],
      ["GET /admin/variants/low-stock", "/admin/variants/low-stock?threshold=100", admin],
      ["GET /admin/sizes-and-colours", "/admin/sizes-and-colours", admin],
      ["GET /admin/orders", "/admin/orders", admin],
      ["GET /admin/orders", "/admin/orders?search=Ada", admin],
      ["GET /admin/unmatched-charges", "/admin/unmatched-charges", admin],
      ["GET /admin/users", "/admin/users", admin],
      ["GET /admin/news", "/admin/news", admin],
      ["GET /admin/newsletter", "/admin/newsletter", admin],
      ["GET /admin/discount-codes", "/admin/discount-codes", admin],
      ["GET /admin/delivery-zones", "/admin/delivery-zones", admin],
      ["GET /admin/settings", "/admin/settings", admin],
      ["GET /admin/pages", "/admin/pages", admin],
      ["GET /admin/mail-outbox", "/admin/mail-outbox", admin],
      ["GET /admin/returns", "/admin/returns", admin],
    ];
    for (const [operation, path, token] of calls) {
      const res = await shop().call(`/api/v1${path}`, { token });
      expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 2000)}`).toBe(200);
      expect(checkAnswer(operations.get(operation)!, res.status, res.body), path).toBeNull();
      // Seeded data, not empty lists: a list with nothing in it checks no item.
      if (
        Array.isArray(res.body.items) &&
        operation !== "GET /admin/unmatched-charges" &&
        operation !== "GET /admin/discount-codes"
      )
        expect(res.body.items.length, path).toBeGreaterThan(0);
    }
    // Every JSON GET of the API is among them, but the ones that stream a CSV file.
    const jsonGets = [...operations.keys()].filter(
      (operation) => operation.startsWith("GET ") && !operation.endsWith(".csv"),
    );
    expect(jsonGets.filter((operation) => !calls.some(([called]) => called === operation))).toEqual([]);
  });
});
