import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  featuredProducts,
  getProduct,
  highestPriceKobo,
  listProducts,
  newArrivals,
  productsByIds,
  relatedProducts,
} from "../../../src/catalog/catalog";
import { productQuerySchema } from "../../../src/catalog/product-query";
import { SAMPLE_CATALOG } from "../../../src/catalog/sample-catalog";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { products } from "../../../src/server/schema";
import { searchSuggestions } from "../../../src/search/suggestions";
import { CATEGORIES } from "../../../src/shop/constants";
import { changedElsewhere } from "../../support/elsewhere";
import { describeOnEachDatabase } from "../../support/shop";

const query = (input: Record<string, unknown> = {}) => productQuerySchema.parse({ limit: 100, ...input });

describeOnEachDatabase("catalog service", (shop) => {
  beforeAll(async () => {
    await seedSampleCatalog(shop().app);
  });

  it("seeds the sample catalog once: a second run adds nothing", async () => {
    expect(await seedSampleCatalog(shop().app)).toEqual({ seeded: 0 });
    const all = await listProducts(shop().app, query());
    expect(all.total).toBe(SAMPLE_CATALOG.length);
    expect(new Set(all.items.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    for (const product of all.items) {
      expect(product.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}-960\.webp$/);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
    }
  });

  it("filters by category", async () => {
    const jeans = await listProducts(shop().app, query({ category: "Jeans" }));
    expect(jeans.total).toBe(SAMPLE_CATALOG.filter((p) => p.category === "Jeans").length);
    expect(jeans.items.every((p) => p.category === "Jeans")).toBe(true);
  });

  it("searches by words, stems and typos ('jens' finds jeans, not jerseys)", async () => {
    const names = async (search: string) =>
      (await listProducts(shop().app, query({ search }))).items.map((p) => p.name);
    expect(await names("jeans")).toContain("Classic Slim Fit Jeans");
    expect(await names("hoodies")).toContain("Harmattan Fleece Hoodie");
    const typo = await names("jens");
    expect(typo).toContain("Classic Slim Fit Jeans");
    expect(typo.some((n) => n.includes("Jersey"))).toBe(false);
    expect(await names("harmattan")).toEqual(["Harmattan Fleece Hoodie"]);
    // Near spellings only stand in when no product has the words: "shorts" does not bring "Sports … Polo".
    const shorts = await listProducts(shop().app, query({ search: "shorts" }));
    expect(shorts.items.map((p) => p.category)).toEqual(shorts.items.map(() => "Shorts"));
    expect(shorts.total).toBe(SAMPLE_CATALOG.filter((p) => p.category === "Shorts").length);
    expect(await names("zzzzqqq")).toEqual([]);
  });

  it("filters by size and colour (any of the chosen values)", async () => {
    const waist36 = await listProducts(shop().app, query({ size: "36" }));
    expect(waist36.total).toBeGreaterThan(0);
    expect(waist36.items.every((p) => p.sizes.includes("36"))).toBe(true);
    const navyOrRed = await listProducts(shop().app, query({ color: "Navy,Red" }));
    expect(navyOrRed.items.every((p) => p.colors.includes("Navy") || p.colors.includes("Red"))).toBe(true);
    const expected = SAMPLE_CATALOG.filter((p) => p.colors.includes("Navy") || p.colors.includes("Red")).length;
    expect(navyOrRed.total).toBe(expected);
  });

  it("filters by the price the shopper pays (the sale price when on sale)", async () => {
    const range = await listProducts(shop().app, query({ minPrice: 20_000_00, maxPrice: 22_000_00 }));
    const paid = (p: { isOnSale: boolean; salePriceKobo: number | null; priceKobo: number }) =>
      p.isOnSale && p.salePriceKobo !== null ? p.salePriceKobo : p.priceKobo;
    expect(range.total).toBeGreaterThan(0);
    expect(range.items.every((p) => paid(p) >= 20_000_00 && paid(p) <= 22_000_00)).toBe(true);
    // Distressed Skinny Jeans cost ₦27,000 but sell at ₦22,000.
    expect(range.items.map((p) => p.name)).toContain("Distressed Skinny Jeans");
  });

  it("filters by minimum average rating", async () => {
    const db = shop().app.db;
    // Lists read before are in the public cache until the change notification reaches it.
    await changedElsewhere(shop().app, async () => {
      await db.update(products).set({ ratingSum: 9, reviewCount: 2 }).where(eq(products.name, "Piqué Cotton Polo")); // 4.5
      await db.update(products).set({ ratingSum: 7, reviewCount: 2 }).where(eq(products.name, "Ribbed Cotton Tank")); // 3.5
    });
    try {
      const four = await listProducts(shop().app, query({ minRating: 4 }));
      expect(four.items.map((p) => p.name)).toEqual(["Piqué Cotton Polo"]);
      const three = await listProducts(shop().app, query({ minRating: 3 }));
      expect(three.items.map((p) => p.name).sort()).toEqual(["Piqué Cotton Polo", "Ribbed Cotton Tank"]);
      // Popular puts reviewed products first.
      const popular = await listProducts(shop().app, query({ sort: "popular" }));
      expect(popular.items.slice(0, 2).map((p) => p.name)).toEqual(["Piqué Cotton Polo", "Ribbed Cotton Tank"]);
      expect(popular.items[0].averageRating).toBe(4.5);
    } finally {
      await changedElsewhere(shop().app, () => db.update(products).set({ ratingSum: 0, reviewCount: 0 }));
    }
  });

  it("filters by availability", async () => {
    const out = await listProducts(shop().app, query({ availability: "out-of-stock" }));
    expect(out.total).toBe(SAMPLE_CATALOG.filter((p) => p.stock === 0).length);
    expect(out.items.every((p) => p.stockQuantity === 0)).toBe(true);
    const inStock = await listProducts(shop().app, query({ availability: "in-stock" }));
    expect(inStock.total + out.total).toBe(SAMPLE_CATALOG.length);
    expect(inStock.items.every((p) => p.stockQuantity > 0)).toBe(true);
  });

  it("sorts by price, newest, name and popularity", async () => {
    const pay = (p: { isOnSale: boolean; salePriceKobo: number | null; priceKobo: number }) =>
      p.isOnSale && p.salePriceKobo !== null ? p.salePriceKobo : p.priceKobo;
    const asc = (await listProducts(shop().app, query({ sort: "price-asc" }))).items.map(pay);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await listProducts(shop().app, query({ sort: "price-desc" }))).items.map(pay);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await listProducts(shop().app, query({ sort: "newest" }))).items.map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const names = (await listProducts(shop().app, query({ sort: "name" }))).items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    // Without reviews, popular falls back to priority: the three featured products lead.
    const popular = (await listProducts(shop().app, query({ sort: "popular" }))).items
      .slice(0, 3)
      .map((p) => p.priority);
    expect(popular).toEqual([1, 2, 3]);
  });

  it("pages through the list with a stable total", async () => {
    const first = await listProducts(shop().app, query({ limit: 10, page: 1, sort: "name" }));
    const fourth = await listProducts(shop().app, query({ limit: 10, page: 4, sort: "name" }));
    const beyond = await listProducts(shop().app, query({ limit: 10, page: 9, sort: "name" }));
    expect(first.items).toHaveLength(10);
    expect(fourth.items).toHaveLength(SAMPLE_CATALOG.length - 30);
    expect(beyond.items).toEqual([]);
    expect([first.total, fourth.total, beyond.total]).toEqual([
      SAMPLE_CATALOG.length,
      SAMPLE_CATALOG.length,
      SAMPLE_CATALOG.length,
    ]);
    expect(first.page).toBe(1);
    expect(first.limit).toBe(10);
    const all = new Set<string>();
    for (let page = 1; page <= 4; page++) {
      for (const p of (await listProducts(shop().app, query({ limit: 10, page, sort: "name" }))).items) all.add(p.id);
    }
    expect(all.size).toBe(SAMPLE_CATALOG.length);
  });

  it("hides inactive products everywhere and answers null for junk ids", async () => {
    const db = shop().app.db;
    const [target] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, "Harmattan Fleece Hoodie"));
    expect((await getProduct(shop().app, target.id))?.name).toBe("Harmattan Fleece Hoodie");
    await changedElsewhere(shop().app, () =>
      db.update(products).set({ status: "Inactive" }).where(eq(products.id, target.id)),
    );
    try {
      expect(await getProduct(shop().app, target.id)).toBeNull();
      const list = await listProducts(shop().app, query({ search: "harmattan" }));
      expect(list.total).toBe(0);
      expect((await featuredProducts(shop().app)).map((p) => p.name)).not.toContain("Harmattan Fleece Hoodie");
      expect(await productsByIds(shop().app, [target.id])).toEqual([]);
      expect(await searchSuggestions(shop().app, "harmattan")).toEqual([]);
    } finally {
      await changedElsewhere(shop().app, () =>
        db.update(products).set({ status: "Active" }).where(eq(products.id, target.id)),
      );
    }
    expect(await getProduct(shop().app, "not-a-uuid")).toBeNull();
    expect(await getProduct(shop().app, "1; DROP TABLE products")).toBeNull();
    expect(await getProduct(shop().app, "00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  it("relates products of the same category, padded from others when the category is small", async () => {
    const app = shop().app;
    const all = (await listProducts(app, query())).items;
    const jersey = all.find((p) => p.category === "Jersey")!;
    const related = await relatedProducts(app, jersey.id);
    // Five jerseys: four others, enough not to pad.
    expect(related.map((p) => p.category)).toEqual(["Jersey", "Jersey", "Jersey", "Jersey"]);
    expect(related.map((p) => p.id)).not.toContain(jersey.id);

    const polo = all.find((p) => p.category === "Polo")!;
    const padded = await relatedProducts(app, polo.id);
    expect(padded).toHaveLength(8);
    expect(padded.slice(0, 2).every((p) => p.category === "Polo")).toBe(true);
    expect(padded.slice(2).every((p) => p.category !== "Polo")).toBe(true);
    expect(padded.map((p) => p.id)).not.toContain(polo.id);
    expect(await relatedProducts(app, "junk")).toEqual([]);
  });

  it("never offers a sold-out piece beside another: it could not be added", async () => {
    const app = shop().app;
    const all = (await listProducts(app, query())).items;
    const soldOut = all.filter((p) => p.stockQuantity === 0).map((p) => p.id);
    expect(soldOut.length).toBeGreaterThan(0);
    const jeans = all.find((p) => p.category === "Jeans" && p.stockQuantity > 0)!;
    const offered = (await relatedProducts(app, jeans.id)).map((p) => p.id);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((id) => soldOut.includes(id))).toEqual([]);
    for (const product of all)
      for (const related of await relatedProducts(app, product.id)) expect(related.stockQuantity).toBeGreaterThan(0);
  });

  it("lists featured products, new arrivals and the highest price", async () => {
    const app = shop().app;
    expect((await featuredProducts(app)).map((p) => p.name)).toEqual([
      "Lagos Lions Home Jersey",
      "Classic Slim Fit Jeans",
      "Harmattan Fleece Hoodie",
    ]);
    const newest = [...SAMPLE_CATALOG].sort((a, b) => a.daysAgo - b.daysAgo);
    expect((await newArrivals(app)).map((p) => p.name)).toEqual(newest.slice(0, 2).map((p) => p.name));
    expect(await highestPriceKobo(app)).toBe(40_000_00);

    // The newest piece sells out: the next newest takes its place rather than a dead end on the home page.
    const [sold] = await app.db
      .select({ id: products.id, stock: products.stockQuantity })
      .from(products)
      .where(eq(products.name, newest[0].name));
    await changedElsewhere(app, () =>
      app.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, sold.id)),
    );
    try {
      expect((await newArrivals(app)).map((p) => p.name)).toEqual(newest.slice(1, 3).map((p) => p.name));
    } finally {
      await changedElsewhere(app, () =>
        app.db.update(products).set({ stockQuantity: sold.stock }).where(eq(products.id, sold.id)),
      );
    }
  });

  it("returns recently viewed products in the order asked, skipping unknown ids", async () => {
    const app = shop().app;
    const rows = await app.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.name, ["Ribbed Cotton Tank", "Snapback Street Cap"]));
    const tank = rows.find((r) => r.name === "Ribbed Cotton Tank")!.id;
    const cap = rows.find((r) => r.name === "Snapback Street Cap")!.id;
    const found = await productsByIds(app, [cap, "nope", tank, cap, "00000000-0000-0000-0000-000000000000"]);
    expect(found.map((p) => p.name)).toEqual(["Snapback Street Cap", "Ribbed Cotton Tank"]);
    expect(await productsByIds(app, [])).toEqual([]);
  });

  it("suggests at most 8 products from 2 characters on, with the price paid", async () => {
    const app = shop().app;
    expect(await searchSuggestions(app, "")).toEqual([]);
    expect(await searchSuggestions(app, "j")).toEqual([]);
    expect(await searchSuggestions(app, " j ")).toEqual([]);
    const je = await searchSuggestions(app, "je");
    expect(je.length).toBeGreaterThan(0);
    expect(je.length).toBeLessThanOrEqual(8);
    const tee = await searchSuggestions(app, "e");
    expect(tee).toEqual([]);
    const many = await searchSuggestions(app, "cotton");
    expect(many.length).toBeLessThanOrEqual(8);
    const skinny = await searchSuggestions(app, "distressed sk");
    expect(skinny[0]).toMatchObject({ name: "Distressed Skinny Jeans", priceKobo: 22_000_00, category: "Jeans" });
    expect(skinny[0].imageUrl).toMatch(/^\/media\//);
    expect(Object.keys(skinny[0]).sort()).toEqual(["category", "id", "imageUrl", "name", "priceKobo"]);
    const tees = await searchSuggestions(app, "t-shirt");
    expect(tees.slice(0, 4).map((s) => s.category)).toEqual(["T-Shirt", "T-Shirt", "T-Shirt", "T-Shirt"]);
    const typo = await searchSuggestions(app, "jens");
    expect(typo.map((s) => s.category)).toContain("Jeans");
    // "%" and "_" are letters here, not wildcards.
    expect(await searchSuggestions(app, "%%")).toEqual([]);
  });
});
