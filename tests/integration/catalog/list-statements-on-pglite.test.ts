import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProducts } from "../../../src/catalog/catalog";
import { productQuerySchema } from "../../../src/catalog/product-query";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { queryRows } from "../../../src/db/client";
import { createAppContext } from "../../../src/server/bootstrap";
import { loadConfig } from "../../../src/platform/config";
import type { AppContext } from "../../../src/platform/context";
import { createLogger } from "../../../src/platform/log";
import { SORTS } from "../../../src/shop/constants";
import { freshDatabase } from "../../support/databases";
import { scratchFolder } from "../../support/scratch";
import { withSamplePictures } from "../../support/sample-media";

// PGlite parsed and planned the products list at every run, which cost it more than running it; each
// shape of list is now PREPAREd once, up to a bound, since its session keeps every plan for good.
describe("the products list's statements on PGlite", () => {
  let app: AppContext;
  let close: () => Promise<void>;
  const dataDir = scratchFolder("bay-test-");
  withSamplePictures(dataDir.dir);
  const shapesPrepared = async () =>
    (
      await queryRows<{ n: number }>(
        app.db,
        sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'bay_shape_%'`,
      )
    )[0].n;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_CACHE_SECONDS: "0",
      DATA_DIR: dataDir.dir,
    });
    const opened = await createAppContext(await freshDatabase("pglite"), config, createLogger("silent"));
    app = opened.app;
    close = opened.close;
    await seedSampleCatalog(app);
  });
  afterAll(async () => {
    await close();
    dataDir.remove();
  });

  it("prepares each shape once, however often it runs and whatever its values", async () => {
    const before = await shapesPrepared();
    const cheapest = [];
    for (const maxPrice of [1_000_000, 2_000_000, 5_000_000]) {
      const list = await listProducts(app, productQuerySchema.parse({ sort: "price-asc", maxPrice, limit: 5 }));
      expect(list.items.every((p) => (p.isOnSale ? p.salePriceKobo! : p.priceKobo) <= maxPrice)).toBe(true);
      cheapest.push(list.total);
    }
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    expect(await shapesPrepared()).toBe(before + 1);
  });

  it("prepares no more than 100 shapes, and lists every other shape as well", async () => {
    const shapes = SORTS.flatMap(({ value: sort }) =>
      ["all", "in-stock", "out-of-stock"].flatMap((availability) =>
        [undefined, "Jeans"].flatMap((category) =>
          [undefined, 1].flatMap((minPrice) =>
            [undefined, 3].map((minRating) => ({ sort, availability, category, minPrice, minRating })),
          ),
        ),
      ),
    );
    expect(shapes.length).toBeGreaterThan(100);
    for (const shape of shapes) {
      const list = await listProducts(app, productQuerySchema.parse({ ...shape, limit: 3 }));
      if (shape.category) expect(list.items.every((p) => p.category === shape.category)).toBe(true);
      if (shape.availability === "out-of-stock") expect(list.items.every((p) => p.stockQuantity === 0)).toBe(true);
    }
    expect(await shapesPrepared()).toBe(100);
  });
});
