import { Validator } from "@seriousme/openapi-schema-validator";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { SAMPLE_CATALOG } from "../../../src/catalog/sample-catalog";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { newsPosts, newsletterSubscriptions, products, productVariants } from "../../../src/server/schema";
import { registeredApiRoutes } from "../../support/api-routes";
import { describeOnEachDatabase, type ApiJson } from "../../support/shop";

describeOnEachDatabase("catalog API", (shop) => {
  beforeAll(async () => {
    await seedSampleCatalog(shop().app);
  });

  it("lists products with filters from the query string", async () => {
    const res = await shop().call("/api/v1/products?category=Jeans&size=28&size=36&sort=price-asc&limit=2&page=1");
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(2);
    expect(res.body.page).toBe(1);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.total).toBe(
      SAMPLE_CATALOG.filter((p) => p.category === "Jeans" && p.sizes.some((s) => s === "28" || s === "36")).length,
    );
    expect(res.body.items.every((p: { category: string }) => p.category === "Jeans")).toBe(true);
    expect(res.body.items[0].priceKobo).toEqual(expect.any(Number));
    expect(res.body.items[0]).not.toHaveProperty("searchVector");

    // A page past the last match still says how many there are (the count travels with the rows otherwise).
    const beyond = await shop().call("/api/v1/products?category=Jeans&size=28&size=36&limit=2&page=50");
    expect(beyond.body).toMatchObject({ items: [], total: res.body.total, totalIsLowerBound: false });

    const typo = await shop().call("/api/v1/products?search=jens");
    expect(typo.body.items.map((p: { name: string }) => p.name)).toContain("Classic Slim Fit Jeans");
  });

  it("answers the same filters with other values after each other (one statement per shape of filters)", async () => {
    for (const [category, size, search] of [
      ["Jeans", "28", "slim"],
      ["Hoodie", "M", "fleece"],
      ["Jeans", "36", "jens"],
    ]) {
      const res = await shop().call(
        `/api/v1/products?category=${category}&size=${size}&availability=in-stock&search=${search}&limit=100`,
      );
      const expected = SAMPLE_CATALOG.filter((p) => p.category === category && p.sizes.includes(size));
      expect(res.body.items.length, category).toBeGreaterThan(0);
      expect(res.body.items.length).toBeLessThanOrEqual(expected.length);
      for (const item of res.body.items) {
        expect(item.category).toBe(category);
        expect(item.variants.some((v: ApiJson) => v.size === size && v.stockQuantity > 0)).toBe(true);
      }
    }
  });

  it("answers bad filters with a 422 that says what is allowed, never a 500", async () => {
    const refusals: Record<string, [field: string, message: string]> = {
      "minPrice=abc": ["minPrice", "Prices are whole kobo from 0 to 10000000000"],
      "maxPrice=-5": ["maxPrice", "Prices are whole kobo from 0 to 10000000000"],
      "limit=1000": ["limit", "Limit must be a whole number from 1 to 100"],
      "page=0": ["page", "Page must be a whole number from 1 to 10,000"],
      "sort=cheapest": ["sort", "Sort must be one of: popular, price-asc, price-desc, newest, name"],
      "availability=soon": ["availability", "Availability must be one of: all, in-stock, out-of-stock"],
      "minRating=9": ["minRating", "Minimum rating must be a whole number from 1 to 4"],
      [`size=${"X".repeat(41)}`]: ["size.0", "Give at most 20 sizes, each up to 40 characters"],
    };
    for (const [q, [field, message]] of Object.entries(refusals)) {
      const res = await shop().call(`/api/v1/products?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.error, q).toMatchObject({ code: "invalid", message, fields: { [field]: message } });
    }
  });

  it("shows one product, and 404s for unknown, inactive or malformed ids", async () => {
    const list = await shop().call("/api/v1/products?limit=1&sort=name");
    const first = list.body.items[0];
    const one = await shop().call(`/api/v1/products/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: first.id,
      name: first.name,
      averageRating: 0,
      totalReviews: 0,
      status: "Active",
    });

    const notFound = { error: { code: "not_found", message: "Product not found" } };
    for (const id of ["00000000-0000-0000-0000-000000000000", "not-a-uuid", "%27%20OR%201%3D1"]) {
      const res = await shop().call(`/api/v1/products/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    await shop().app.db.update(products).set({ status: "Inactive" }).where(eq(products.id, first.id));
    try {
      // Written straight to the database, as another instance would: the change reaches this one's
      // public cache by a notification, which PostgreSQL delivers just after the commit.
      await expect.poll(async () => (await shop().call(`/api/v1/products/${first.id}`)).body).toEqual(notFound);
      expect((await shop().call(`/api/v1/products/${first.id}/related`)).status).toBe(404);
    } finally {
      await shop().app.db.update(products).set({ status: "Active" }).where(eq(products.id, first.id));
    }
  });

  it("lists each product's variants in the order of its sizes, then its colours, fields in a fixed order", async () => {
    const [product] = await shop()
      .app.db.select()
      .from(products)
      .where(and(eq(products.category, "Hoodie"), eq(products.status, "Active")))
      .orderBy(products.name)
      .limit(1);
    const variants = await shop()
      .app.db.select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(new Set(variants.map((v) => v.size)).size).toBeGreaterThan(1);
    expect(new Set(variants.map((v) => v.color)).size).toBeGreaterThan(1);
    // Reversed, the order differs from the variants' index and from the order they were stored in.
    const sizes = [...product.sizes].reverse();
    const colors = [...product.colors].reverse();
    await shop().app.db.update(products).set({ sizes, colors }).where(eq(products.id, product.id));
    await shop().app.db.update(productVariants).set({ sku: "HOOD-1" }).where(eq(productVariants.id, variants[0].id));
    const expected = variants
      .map((v) => ({
        id: v.id,
        sku: v.id === variants[0].id ? "HOOD-1" : v.sku,
        size: v.size,
        color: v.color,
        stockQuantity: v.stockQuantity,
      }))
      .sort(
        (a, b) => sizes.indexOf(a.size) - sizes.indexOf(b.size) || colors.indexOf(a.color) - colors.indexOf(b.color),
      );
    try {
      const listed = async () => {
        const res = await shop().call("/api/v1/products?category=Hoodie&sort=name&limit=1");
        return res.body.items[0];
      };
      await expect.poll(async () => (await listed()).variants).toEqual(expected);
      for (const variant of (await listed()).variants) {
        expect(Object.keys(variant)).toEqual(["id", "sku", "size", "color", "stockQuantity"]);
      }
      expect((await shop().call(`/api/v1/products/${product.id}`)).body.variants).toEqual(expected);
    } finally {
      await shop()
        .app.db.update(products)
        .set({ sizes: product.sizes, colors: product.colors })
        .where(eq(products.id, product.id));
      await shop()
        .app.db.update(productVariants)
        .set({ sku: variants[0].sku })
        .where(eq(productVariants.id, variants[0].id));
    }
  });

  it("lists related products", async () => {
    const hats = await shop().call("/api/v1/products?category=Hat");
    const res = await shop().call(`/api/v1/products/${hats.body.items[0].id}/related`);
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.length).toBeLessThanOrEqual(8);
    expect((await shop().call("/api/v1/products/nope/related")).status).toBe(404);
  });

  it("suggests products while typing", async () => {
    expect((await shop().call("/api/v1/search/suggestions?q=j")).body).toEqual({ items: [] });
    expect((await shop().call("/api/v1/search/suggestions")).body).toEqual({ items: [] });
    const res = await shop().call("/api/v1/search/suggestions?q=hood");
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.length).toBeLessThanOrEqual(8);
    expect(res.body.items[0].category).toBe("Hoodie");
    const broad = await shop().call(`/api/v1/search/suggestions?q=${encodeURIComponent("es")}`);
    expect(broad.body.items.length).toBeLessThanOrEqual(8);
  });

  it("sends the same suggestions compressed, again and again, as they are plain", async () => {
    const plainOf = async (path: string) =>
      (await fetch(`${shop().baseUrl}${path}`, { headers: { "accept-encoding": "identity" } })).text();
    // Answers under 1,400 bytes go uncompressed: the sample catalog's longest list of suggestions.
    const paths = ["sh", "ad", "ca", "co", "dr", "sl", "ki", "po"].map((q) => `/api/v1/search/suggestions?q=${q}`);
    const plains = await Promise.all(paths.map(plainOf));
    const longest = plains.indexOf(plains.reduce((a, b) => (b.length > a.length ? b : a)));
    const [path, plain] = [paths[longest], plains[longest]];
    expect(plain.length).toBeGreaterThan(1400);
    for (const encoding of ["br", "gzip", "br"]) {
      const answer = await fetch(`${shop().baseUrl}${path}`, { headers: { "accept-encoding": encoding } });
      expect(answer.headers.get("content-encoding")).toBe(encoding);
      expect(await answer.text()).toBe(plain);
    }
  });

  it("subscribes to the newsletter once per address, lower-cased", async () => {
    const res = await shop().call("/api/v1/newsletter", { json: { email: "  Ada@Example.NG " } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Thank you for subscribing!");
    const again = await shop().call("/api/v1/newsletter", { json: { email: "ada@example.ng" } });
    expect(again.status).toBe(201);
    const rows = await shop().app.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(["ada@example.ng"]);

    const empty = await shop().call("/api/v1/newsletter", { json: { email: " " } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe("Please enter an email address");
    expect((await shop().call("/api/v1/newsletter", { json: {} })).body.error.message).toBe(
      "Please enter an email address",
    );
    const bad = await shop().call("/api/v1/newsletter", { json: { email: "ada@" } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("Please enter a valid email address");
    expect((await shop().call("/api/v1/newsletter", { json: "ada" })).status).toBe(422);
    expect(
      (
        await shop().call("/api/v1/newsletter", {
          body: "email=ada",
          headers: { "content-type": "text/plain" },
          method: "POST",
        })
      ).status,
    ).toBe(415);
    expect((await shop().app.db.select().from(newsletterSubscriptions)).length).toBe(1);
  });

  it("lists published news only, newest first", async () => {
    const day = 24 * 60 * 60 * 1000;
    await shop()
      .app.db.insert(newsPosts)
      .values([
        {
          title: "Harmattan drop is here",
          body: "Fleece for cold mornings.",
          isPublished: true,
          publishedAt: new Date(Date.now() - day),
        },
        {
          title: "Free delivery in Ibadan",
          body: "This weekend only.",
          isPublished: true,
          publishedAt: new Date(Date.now() - 2 * day),
        },
        { title: "Draft", body: "Not yet.", isPublished: false },
        { title: "Scheduled", body: "Later.", isPublished: true, publishedAt: new Date(Date.now() + day) },
      ]);
    const res = await shop().call("/api/v1/news");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((p: { title: string }) => p.title)).toEqual([
      "Harmattan drop is here",
      "Free delivery in Ibadan",
    ]);
    const paged = await shop().call("/api/v1/news?limit=1&page=2");
    expect(paged.body.items.map((p: { title: string }) => p.title)).toEqual(["Free delivery in Ibadan"]);
    expect((await shop().call("/api/v1/news?limit=0")).status).toBe(422);
    // Every list's page and limit say what they take, in words.
    for (const [q, message] of [
      ["limit=abc", "Limit must be a whole number from 1 to 100"],
      ["page=1.5", "Page must be a whole number from 1 to 10,000"],
    ]) {
      const refused = await shop().call(`/api/v1/news?${q}`);
      expect(refused.status, q).toBe(422);
      expect(refused.body.error.message, q).toBe(message);
    }
  });

  it("describes every endpoint in an OpenAPI 3.1 document", async () => {
    const res = await shop().call("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    // Every route the server registers, so none can be left out of the document.
    for (const key of registeredApiRoutes()) {
      const [method, path] = key.split(" ");
      const op = res.body.paths[path]?.[method.toLowerCase()];
      expect(op, key).toBeDefined();
      expect(op.summary).toEqual(expect.any(String));
      expect(op["x-access"]).toEqual(expect.any(String));
    }
    const list = res.body.paths["/products"].get;
    const sort = list.parameters.find((p: { name: string }) => p.name === "sort");
    expect(sort.schema.enum).toEqual(["popular", "price-asc", "price-desc", "newest", "name"]);
    expect(res.body.paths["/admin/products"].get["x-access"]).toBe("admin");
    expect(res.body.paths["/newsletter"].post.requestBody.content["application/json"].schema.required).toEqual([
      "email",
    ]);
  });

  it("serves a document that validates as OpenAPI 3.1", async () => {
    const res = await shop().call("/api/v1/openapi.json");
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(validator.version).toBe("3.1");
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
