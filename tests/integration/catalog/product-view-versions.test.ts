import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { listProducts } from "../../../src/catalog/catalog";
import { productQuerySchema } from "../../../src/catalog/product-query";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { products, productVariants } from "../../../src/server/schema";
import { inTransaction } from "../../../src/platform/context";
import { describeOnEachDatabase, type ApiJson } from "../../support/shop";

// Decision 026: lists reuse the views they read before while the product's row version is the same.
// Every change below is made straight in the database, as another instance or a script would, with the
// public cache off and without waiting for any notification: only the row version can reveal it.
describeOnEachDatabase(
  "product views kept by row version",
  (shop) => {
    const list = async (): Promise<ApiJson[]> => (await shop().call("/api/v1/products?limit=100&sort=name")).body.items;
    const productNamed = async (name: string) => (await list()).find((p) => p.name === name);
    let product: ApiJson;

    beforeAll(async () => {
      await seedSampleCatalog(shop().app);
      product = (await list()).find((p) => p.variants.length > 1);
      expect(product).toBeDefined();
      expect(await list()).toEqual(await list());
    });

    it("answers a list in exactly the text JSON.stringify gives, kept views and read ones alike", async () => {
      const answer = await fetch(`${shop().baseUrl}/api/v1/products?limit=100&sort=name`);
      expect(answer.headers.get("content-type")).toBe("application/json");
      const service = await listProducts(shop().app, productQuerySchema.parse({ limit: 100, sort: "name" }));
      expect(await answer.text()).toBe(JSON.stringify(service));
    });

    it("compresses a repeated list once, and a changed list anew", async () => {
      const compressed = async () => {
        const answer = await fetch(`${shop().baseUrl}/api/v1/products?limit=100&sort=name`, {
          headers: { "accept-encoding": "br" },
        });
        expect(answer.headers.get("content-encoding")).toBe("br");
        return (await answer.json()).items as ApiJson[];
      };
      expect(await compressed()).toEqual(await list());
      expect(await compressed()).toEqual(await list());
      await shop().app.db.update(products).set({ description: "Compressed anew" }).where(eq(products.id, product.id));
      expect((await compressed()).find((p) => p.id === product.id).description).toBe("Compressed anew");
    });

    it("shows a variant's new SKU, though the product's own row was not written", async () => {
      const variant = product.variants[1];
      await shop()
        .app.db.update(productVariants)
        .set({ sku: "SKU-CHANGED-ALONE" })
        .where(eq(productVariants.id, variant.id));
      const shown = await productNamed(product.name);
      expect(shown.variants.find((v: ApiJson) => v.id === variant.id).sku).toBe("SKU-CHANGED-ALONE");
    });

    it("shows units moved between two variants, the product's total unchanged", async () => {
      const from = product.variants.find((v: ApiJson) => v.stockQuantity > 0);
      const to = product.variants.find((v: ApiJson) => v.id !== from.id);
      await shop().app.db.execute(sql`UPDATE product_variants SET stock_quantity = CASE id
          WHEN ${to.id}::uuid THEN stock_quantity + 1 ELSE stock_quantity - 1 END
        WHERE id IN (${from.id}::uuid, ${to.id}::uuid)`);
      const shown = await productNamed(product.name);
      expect(shown.stockQuantity).toBe(product.stockQuantity);
      expect(shown.variants.find((v: ApiJson) => v.id === from.id).stockQuantity).toBe(from.stockQuantity - 1);
      expect(shown.variants.find((v: ApiJson) => v.id === to.id).stockQuantity).toBe(to.stockQuantity + 1);
    });

    it("shows a change that wrote the product, read the list, then wrote its variants, in one transaction", async () => {
      // The row keeps one version through the whole transaction: what was read halfway must not be kept.
      const variant = product.variants[0];
      await inTransaction(shop().app, async (tx) => {
        await tx.db.update(products).set({ description: "Written first" }).where(eq(products.id, product.id));
        const halfway = await listProducts(tx, productQuerySchema.parse({ limit: 100, sort: "name" }));
        expect(halfway.items.find((p) => p.id === product.id)?.description).toBe("Written first");
        await tx.db
          .update(productVariants)
          .set({ sku: "SKU-WRITTEN-SECOND" })
          .where(eq(productVariants.id, variant.id));
      });
      const shown = await productNamed(product.name);
      expect(shown.description).toBe("Written first");
      expect(shown.variants.find((v: ApiJson) => v.id === variant.id).sku).toBe("SKU-WRITTEN-SECOND");
    });

    it("never keeps what a transaction read of its own writes: rolled back, the list shows what was", async () => {
      const before = await productNamed(product.name);
      const rolledBack = new Error("rolled back");
      await expect(
        inTransaction(shop().app, async (tx) => {
          await tx.db.update(products).set({ description: "Never committed" }).where(eq(products.id, product.id));
          const seen = await listProducts(tx, productQuerySchema.parse({ limit: 100, sort: "name" }));
          expect(seen.items.find((p) => p.id === product.id)?.description).toBe("Never committed");
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
      expect(await productNamed(product.name)).toEqual(before);
    });

    it("drops a product made inactive and shows a renamed one by its new name", async () => {
      const [hidden, renamed] = (await list()).filter((p) => p.id !== product.id);
      await shop().app.db.update(products).set({ status: "Inactive" }).where(eq(products.id, hidden.id));
      await shop().app.db.update(products).set({ name: "Renamed Elsewhere" }).where(eq(products.id, renamed.id));
      const shown = await list();
      expect(shown.some((p) => p.id === hidden.id)).toBe(false);
      expect(shown.find((p) => p.id === renamed.id).name).toBe("Renamed Elsewhere");
    });
  },
  { PUBLIC_CACHE_SECONDS: "0" },
  { lostNotifications: true },
);
