import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { productSitemapEntries, productSitemapStarts } from "../../../src/catalog/sitemap";
import { products } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";

// Issue 16 item 5: the sitemap stopped at 10,000 products. It is now an index of keyset-paged files.
describeOnEachDatabase(
  "sitemap of the whole catalog",
  (shop) => {
    let active: string[];
    beforeAll(async () => {
      await shop().app.db.execute(sql`
        INSERT INTO products (name, description, price_kobo, stock_quantity, image_url, category, sizes, colors, status)
        SELECT 'Map Tee ' || g, 'A tee.', 500000 + g, 5, '/media/none-480.webp', 'T-Shirt', '{M}', '{Black}',
               CASE WHEN g % 10 = 0 THEN 'Inactive' ELSE 'Active' END
        FROM generate_series(1, 250) AS g`);
      const rows = await shop().app.db.select({ id: products.id }).from(products).where(eq(products.status, "Active"));
      active = rows.map((row) => row.id).sort();
    });

    it("splits the active catalog into files that together list each active product once", async () => {
      const perFile = 100;
      const starts = await productSitemapStarts(shop().app, perFile);
      expect(starts).toHaveLength(Math.ceil(active.length / perFile));
      const listed: string[] = [];
      for (const start of starts) {
        const entries = await productSitemapEntries(shop().app, start, perFile);
        expect(entries.length).toBeLessThanOrEqual(perFile);
        listed.push(...entries.map((entry) => entry.id));
      }
      expect(listed).toEqual(active);
    });

    it("serves /sitemap.xml as an index whose files list the products at the public origin", async () => {
      const index = String((await shop().call("/sitemap.xml")).body);
      expect(index).toContain("<sitemapindex");
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
      expect(files.map((f) => f.pathname)).toEqual(["/sitemaps/pages.xml", "/sitemaps/products.xml"]);
      expect(files[1].searchParams.get("from")).toBe(active[0]);

      const pages = String((await shop().call(files[0].pathname)).body);
      expect(pages).toContain(`<loc>${new URL("/shop", files[0]).href}</loc>`);
      const file = await shop().call(`${files[1].pathname}${files[1].search}`);
      expect(file.status).toBe(200);
      const listed = [
        ...String(file.body).matchAll(/\/product\/([0-9a-f-]{36})<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g),
      ].map((m) => m[1]);
      expect(listed).toEqual(active);
    });

    it("answers 404 for a products file named by no product id", async () => {
      expect((await shop().call("/sitemaps/products.xml?from=not-an-id")).status).toBe(404);
      expect((await shop().call("/sitemaps/products.xml")).status).toBe(404);
    });
  },
  {},
  { pages: true },
);
