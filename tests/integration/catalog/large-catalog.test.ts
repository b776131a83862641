import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { PRODUCT_COUNT_LIMIT } from "../../../src/catalog/catalog";
import { formatCount } from "../../../src/shop/counts";
import { describeOnEachDatabase, pageHtml } from "../../support/shop";

// Past PRODUCT_COUNT_LIMIT matches a list says "at least" instead of counting every match.
describeOnEachDatabase(
  "a catalog larger than the count limit",
  (shop) => {
    beforeAll(async () => {
      await shop().app.db.execute(sql`
      INSERT INTO products (name, description, price_kobo, stock_quantity, image_url, category, sizes, colors)
      SELECT 'Bulk Tee ' || g, 'A tee.', 500000 + g, 5, '/media/none-480.webp', CASE WHEN g <= 30 THEN 'Hat' ELSE 'T-Shirt' END,
             '{M}', CASE WHEN g % 100 = 0 THEN '{Red}'::text[] ELSE '{Black}'::text[] END
      FROM generate_series(1, ${PRODUCT_COUNT_LIMIT + 30}) AS g`);
    });

    it("reports the limit as a lower bound for a broad list, and exact totals for narrower ones", async () => {
      const all = (await shop().call("/api/v1/products?limit=24")).body;
      expect(all).toMatchObject({ total: PRODUCT_COUNT_LIMIT, totalIsLowerBound: true });
      expect(all.items).toHaveLength(24);
      const hats = (await shop().call("/api/v1/products?category=Hat")).body;
      expect(hats).toMatchObject({ total: 30, totalIsLowerBound: false });
      const red = (await shop().call("/api/v1/products?color=Red")).body;
      expect(red).toMatchObject({ total: Math.floor((PRODUCT_COUNT_LIMIT + 30) / 100), totalIsLowerBound: false });
    });

    it("still serves pages past the limit", async () => {
      const deep = (await shop().call("/api/v1/products?limit=100&page=11&sort=name")).body;
      expect(deep.items).toHaveLength(PRODUCT_COUNT_LIMIT + 30 - 1000);
    });

    it("writes the shop's totals with their thousands grouped, a lower bound with a plus", async () => {
      const shown = async (query: string) => (await pageHtml(shop(), `/shop${query}`)).match(/Showing [^<]*/)?.[0];
      const limit = formatCount(PRODUCT_COUNT_LIMIT);
      expect(await shop().call("/api/v1/products?category=T-Shirt")).toMatchObject({
        body: { total: PRODUCT_COUNT_LIMIT, totalIsLowerBound: false },
      });
      expect(await shown("?category=T-Shirt")).toBe(`Showing 1–24 of ${limit} products`);
      expect(await shown("")).toBe(`Showing 1–24 of ${limit}+ products`);
      expect(await shown("?category=Hat")).toBe("Showing 1–24 of 30 products");
    });
  },
  {},
  { pages: true },
);
