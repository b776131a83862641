import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { SAMPLE_CATALOG } from "../../../src/catalog/sample-catalog";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { products } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";

describeOnEachDatabase(
  "sample catalog seed",
  (shop) => {
    it("seeds once even when two starts race, and never again once products exist", async () => {
      const app = shop().app;
      const results = await Promise.all([seedSampleCatalog(app), seedSampleCatalog(app)]);
      expect(results.map((r) => r.seeded).sort()).toEqual([0, SAMPLE_CATALOG.length]);
      const [{ n }] = await app.db.select({ n: count() }).from(products);
      expect(n).toBe(SAMPLE_CATALOG.length);
      expect(await seedSampleCatalog(app)).toEqual({ seeded: 0 });

      // Every stored picture is served.
      const [product] = await app.db
        .select({ imageUrl: products.imageUrl, images: products.images })
        .from(products)
        .limit(1);
      for (const url of [product.imageUrl, ...product.images]) {
        const res = await fetch(shop().baseUrl + url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
      }
    }, 120_000); // two full seeds render side by side on a busy machine
  },
  {},
  { samplePictures: false },
);
