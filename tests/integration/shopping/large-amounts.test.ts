import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { orders, products } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { productBody } from "../admin/helpers";
import { createProduct, LAGOS_ADDRESS } from "./fixtures";

// ₦21,474,836.47 is 2^31 - 1 kobo: past it a 32-bit integer overflows (issue 12, item 10).
const NINE_MILLION_NAIRA = 9_000_000_00;

describeOnEachDatabase("amounts past 32 bits", (shop) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });

  it("places an order of 3 × ₦9,000,000 with exact integer totals", async () => {
    const gown = await createProduct(shop().app, {
      name: "Aso Oke Gown",
      priceKobo: NINE_MILLION_NAIRA,
      stockQuantity: 5,
    });
    const shopper = await createSignedInUser(shop().app);
    const added = await shop().call("/api/v1/cart/items", {
      token: shopper.token,
      json: { productId: gown.id, quantity: 3 },
    });
    expect(added.status).toBe(201);

    const cart = await shop().call("/api/v1/cart", { token: shopper.token });
    expect(cart.body.subtotalKobo).toBe(27_000_000_00);

    const placed = await shop().call("/api/v1/orders", {
      token: shopper.token,
      json: { shippingAddress: LAGOS_ADDRESS, paymentMethod: "bank-transfer" },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      subtotalKobo: 27_000_000_00,
      shippingFeeKobo: 8_000_00,
      totalAmountKobo: 27_008_000_00,
      items: [expect.objectContaining({ productId: gown.id, quantity: 3, priceKobo: NINE_MILLION_NAIRA })],
    });

    const [row] = await shop().app.db.select().from(orders).where(eq(orders.id, placed.body.order.id));
    expect(row.totalAmountKobo).toBe(27_008_000_00);
    const mine = await shop().call("/api/v1/orders", { token: shopper.token });
    expect(mine.body.items[0].totalAmountKobo).toBe(27_008_000_00);
    const tracked = await shop().call(`/api/v1/orders/${placed.body.order.orderNumber}`, { token: shopper.token });
    expect(tracked.body.order.totalAmountKobo).toBe(27_008_000_00);

    const overview = await shop().call("/api/v1/admin/overview", { token: admin });
    expect(overview.status).toBe(200);
    expect(typeof overview.body.revenueKobo).toBe("number");
    expect(overview.body.revenueKobo).toBeGreaterThanOrEqual(27_008_000_00);
  });

  it("shows and filters products priced past 32 bits", async () => {
    const coat = await createProduct(shop().app, { name: "Agbada Royale", priceKobo: 50_000_000_00, stockQuantity: 1 });
    const found = await shop().call(`/api/v1/products/${coat.id}`);
    expect(found.body.priceKobo).toBe(50_000_000_00);
    // The price filter reaches every price a product may have (it stopped at ₦10,000,000).
    const filtered = await shop().call(`/api/v1/products?minPrice=${40_000_000_00}&search=Agbada`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.items.map((p: { id: string }) => p.id)).toContain(coat.id);
    const suggested = await shop().call("/api/v1/search/suggestions?q=Agbada");
    expect(suggested.body.items[0].priceKobo).toBe(50_000_000_00);
  });

  it("accepts a price up to ₦100,000,000 and refuses more with a clear message, leaving the product unchanged", async () => {
    const created = await shop().call("/api/v1/admin/products", {
      token: admin,
      json: productBody({ priceKobo: 100_000_000_00 }),
    });
    expect(created.status).toBe(201);
    expect(created.body.product.priceKobo).toBe(100_000_000_00);
    const id = created.body.product.id;

    const tooDear = await shop().call(`/api/v1/admin/products/${id}`, {
      method: "PATCH",
      token: admin,
      json: { priceKobo: 100_000_000_01 },
    });
    expect(tooDear.status).toBe(422);
    expect(tooDear.body.error.message).toBe("Price cannot be more than ₦100,000,000");
    const sale = await shop().call(`/api/v1/admin/products/${id}`, {
      method: "PATCH",
      token: admin,
      json: { isOnSale: true, salePriceKobo: 1e11 },
    });
    expect(sale.status).toBe(422);
    expect(sale.body.error.message).toBe("Sale price cannot be more than ₦100,000,000");
    const fresh = await shop().call("/api/v1/admin/products", { token: admin, json: productBody({ priceKobo: 1e11 }) });
    expect(fresh.status).toBe(422);
    expect(fresh.body.error.message).toBe("Price cannot be more than ₦100,000,000");

    const [row] = await shop().app.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ priceKobo: 100_000_000_00, salePriceKobo: null, isOnSale: false });
  });
});
