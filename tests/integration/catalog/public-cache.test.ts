import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getProduct } from "../../../src/catalog/catalog";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { products } from "../../../src/server/schema";
import { createSignedInUser } from "../../support/users";
import { changedElsewhere, eventually } from "../../support/elsewhere";
import { describeOnEachDatabase } from "../../support/shop";
import { LAGOS_ADDRESS } from "../shopping/fixtures";

describeOnEachDatabase("public cache of catalog reads", (shop) => {
  let productId: string;
  let adminToken: string;

  beforeAll(async () => {
    // Waits for the seed's own notification, which would otherwise empty the cache mid-test.
    await changedElsewhere(shop().app, () => seedSampleCatalog(shop().app));
    const [first] = await shop()
      .app.db.select({ id: products.id })
      .from(products)
      .where(eq(products.name, "Classic Slim Fit Jeans"));
    productId = first.id;
    adminToken = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });

  const priceShown = async () => (await shop().call(`/api/v1/products/${productId}`)).body.priceKobo as number;
  const listedPrice = async () =>
    (await shop().call("/api/v1/products?search=Classic%20Slim%20Fit%20Jeans")).body.items.find(
      (p: { id: string }) => p.id === productId,
    ).priceKobo as number;

  it("serves repeated reads from the cache: a change that notifies nobody is not seen", async () => {
    const before = await priceShown();
    const listedBefore = await listedPrice();
    // Replica mode skips triggers: the change reaches the table but no instance hears of it.
    await shop().app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx
        .update(products)
        .set({ priceKobo: before + 100 })
        .where(eq(products.id, productId));
    });
    expect(await priceShown()).toBe(before);
    expect(await listedPrice()).toBe(listedBefore);
  });

  it("drops the cache when the database announces a change, as another instance's write does", async () => {
    const [{ price }] = await shop()
      .app.db.select({ price: products.priceKobo })
      .from(products)
      .where(eq(products.id, productId));
    await shop()
      .app.db.update(products)
      .set({ priceKobo: price + 100 })
      .where(eq(products.id, productId));
    await eventually(async () => (await priceShown()) === price + 100);
    await eventually(async () => (await listedPrice()) === price + 100);
  });

  it("hears when a product sells out or comes back, so no instance keeps showing it otherwise", async () => {
    const stockShown = async () => (await shop().call(`/api/v1/products/${productId}`)).body.stockQuantity as number;
    const before = await stockShown();
    expect(before).toBeGreaterThan(0);
    await shop().app.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, productId));
    await eventually(async () => (await stockShown()) === 0);
    await shop().app.db.update(products).set({ stockQuantity: before }).where(eq(products.id, productId));
    await eventually(async () => (await stockShown()) === before);
  });

  it("shows a change made through this instance on the very next read", async () => {
    const shown = await priceShown();
    const res = await shop().call(`/api/v1/admin/products/${productId}`, {
      method: "PATCH",
      json: { priceKobo: shown + 500 },
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect(await priceShown()).toBe(shown + 500);
    expect(await listedPrice()).toBe(shown + 500);
  });

  it("keeps serving from the cache while shoppers fill carts and check out", async () => {
    const shown = await priceShown();
    await shop().app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx
        .update(products)
        .set({ priceKobo: shown + 7 })
        .where(eq(products.id, productId));
    });
    const shopper = await createSignedInUser(shop().app);
    const product = (await shop().call(`/api/v1/products/${productId}`)).body;
    const added = await shop().call("/api/v1/cart/items", {
      token: shopper.token,
      json: { productId, quantity: 1, size: product.sizes[0], color: product.colors[0] },
    });
    expect(added.status).toBe(201);
    const placed = await shop().call("/api/v1/orders", {
      token: shopper.token,
      json: { shippingAddress: LAGOS_ADDRESS },
    });
    expect(placed.status).toBe(201);
    expect(await priceShown()).toBe(shown);
  });

  it("never lets one caller's changes to a cached product reach the next caller", async () => {
    const product = (await getProduct(shop().app, productId))!;
    expect(() => {
      (product as { name: string }).name = "Changed";
    }).toThrow(TypeError);
    expect((await getProduct(shop().app, productId))!.name).toBe("Classic Slim Fit Jeans");
  });
});
