import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { SAMPLE_CATALOG } from "../../../src/catalog/sample-catalog";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { lowStockProductCount } from "../../../src/catalog";
import { LOW_STOCK_THRESHOLD } from "../../../src/shop/constants";
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

    it("stocks a normal week: the owner's low-stock list holds the few nearly sold out, not the whole shop", async () => {
      const app = shop().app;
      await seedSampleCatalog(app);
      const low = await lowStockProductCount(app, LOW_STOCK_THRESHOLD);
      const nearlyGone = SAMPLE_CATALOG.filter((p) => p.lastUnits || p.stock <= LOW_STOCK_THRESHOLD);
      expect(low).toBe(nearlyGone.length);
      expect(low).toBeLessThan(SAMPLE_CATALOG.length / 4);
    });
  },
  {},
  { samplePictures: false },
);
