import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { cartItems, orders, products } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct, IBADAN_ADDRESS, LAGOS_ADDRESS } from "./fixtures";

describeOnEachDatabase("checkout", (shop) => {
  async function shopperWithCart(items: Array<{ productId: string; quantity: number; size?: string }>) {
    const shopper = await createSignedInUser(shop().app);
    for (const item of items) {
      const res = await shop().call("/api/v1/cart/items", { token: shopper.token, json: item });
      expect(res.status).toBe(201);
    }
    return shopper;
  }
  const stockOf = async (id: string) =>
    (await shop().app.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;
  const ordersOf = async (userId: string) => shop().app.db.select().from(orders).where(eq(orders.userId, userId));
  const cartOf = async (userId: string) => shop().app.db.select().from(cartItems).where(eq(cartItems.userId, userId));

  it("quotes ₦4,000 and 24 hours for Ibadan, ₦8,000 and 2-3 days elsewhere, nothing without a city", async () => {
    expect((await shop().call("/api/v1/shipping/quote?city=IBADAN")).body).toEqual({
      feeKobo: 400_000,
      estimate: { hours: 24, timeframe: "24 hours" },
    });
    expect((await shop().call("/api/v1/shipping/quote?city=Kano")).body).toEqual({
      feeKobo: 800_000,
      estimate: { hours: 72, timeframe: "2-3 days" },
    });
    expect((await shop().call("/api/v1/shipping/quote")).body.feeKobo).toBe(0);
  });

  it("places an order priced from the database, takes the stock and empties the cart", async () => {
    const tee = await createProduct(shop().app, { priceKobo: 12_000_00, stockQuantity: 5, sizes: ["M", "L"] });
    const cap = await createProduct(shop().app, {
      priceKobo: 9_000_00,
      salePriceKobo: 7_500_00,
      isOnSale: true,
      stockQuantity: 2,
    });
    const shopper = await shopperWithCart([
      { productId: tee.id, quantity: 2, size: "M" },
      { productId: tee.id, quantity: 1, size: "L" },
      { productId: cap.id, quantity: 1 },
    ]);
    const res = await shop().call("/api/v1/orders", {
      token: shopper.token,
      json: { shippingAddress: IBADAN_ADDRESS, paymentMethod: "bank-transfer" },
    });
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(order.orderNumber).toMatch(/^BAY-[0-9A-Z]+$/);
    expect(order).toMatchObject({
      status: "Pending",
      paymentStatus: "Pending",
      paymentMethod: "bank-transfer",
      subtotalKobo: 43_500_00,
      shippingFeeKobo: 4_000_00,
      totalAmountKobo: 47_500_00,
      customerEmail: shopper.user.email,
      customerPhone: "08031234567",
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: tee.id,
        productName: tee.name,
        quantity: 2,
        priceKobo: 12_000_00,
        size: "M",
      }),
      expect.objectContaining({ productId: tee.id, quantity: 1, size: "L" }),
      expect.objectContaining({ productId: cap.id, quantity: 1, priceKobo: 7_500_00, imageUrl: cap.imageUrl }),
    ]);
    expect(order.shippingAddress).toMatchObject({ fullName: "Ada Obi", city: "Ibadan", state: "Oyo" });
    expect(order.estimatedDelivery.timeframe).toBe("24 hours");
    expect(new Date(order.estimatedDelivery.at).getTime() - new Date(order.createdAt).getTime()).toBe(24 * 3600 * 1000);
    expect(await stockOf(tee.id)).toBe(2);
    expect(await stockOf(cap.id)).toBe(1);
    expect(await cartOf(shopper.user.id)).toEqual([]);

    const mine = await shop().call("/api/v1/orders", { token: shopper.token });
    expect(mine.body).toMatchObject({ total: 1, page: 1 });
    expect(mine.body.items[0].orderNumber).toBe(order.orderNumber);
  });

  it("ignores prices and totals sent by the client", async () => {
    const product = await createProduct(shop().app, { priceKobo: 25_000_00 });
    const shopper = await shopperWithCart([{ productId: product.id, quantity: 2 }]);
    const res = await shop().call("/api/v1/orders", {
      token: shopper.token,
      json: {
        shippingAddress: LAGOS_ADDRESS,
        priceKobo: 1,
        subtotalKobo: 1,
        totalAmountKobo: 100,
        shippingFeeKobo: 0,
        status: "Delivered",
        paymentStatus: "Verified",
        items: [{ productId: product.id, quantity: 2, priceKobo: 1 }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      subtotalKobo: 50_000_00,
      shippingFeeKobo: 8_000_00,
      totalAmountKobo: 58_000_00,
      status: "Pending",
      paymentStatus: "Pending",
    });
    expect(res.body.order.items[0].priceKobo).toBe(25_000_00);
  });

  it("writes nothing when one line lacks stock, and names the item", async () => {
    const plenty = await createProduct(shop().app, { stockQuantity: 10 });
    const scarce = await createProduct(shop().app, { name: "Agbada Jersey", stockQuantity: 3 });
    const shopper = await shopperWithCart([
      { productId: plenty.id, quantity: 2 },
      { productId: scarce.id, quantity: 3 },
    ]);
    // Someone else bought two after this shopper filled the cart.
    await shop().app.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, scarce.id));
    const res = await shop().call("/api/v1/orders", { token: shopper.token, json: { shippingAddress: LAGOS_ADDRESS } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Insufficient stock available for Agbada Jersey");
    expect(await ordersOf(shopper.user.id)).toEqual([]);
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
    expect((await cartOf(shopper.user.id)).map((l) => l.quantity).sort()).toEqual([2, 3]);
  });

  it("refuses a product taken off sale since it was added", async () => {
    const product = await createProduct(shop().app, { name: "Retired Polo" });
    const shopper = await shopperWithCart([{ productId: product.id, quantity: 1 }]);
    await shop().app.db.update(products).set({ status: "Inactive" }).where(eq(products.id, product.id));
    const res = await shop().call("/api/v1/orders", { token: shopper.token, json: { shippingAddress: LAGOS_ADDRESS } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Retired Polo is no longer available. Please remove it from your cart.");
  });

  it("asks for sign-in, a cart and every address field with the SPEC messages", async () => {
    const signedOut = await shop().call("/api/v1/orders", { json: { shippingAddress: LAGOS_ADDRESS } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.message).toBe("Please sign in to place an order");

    const shopper = await createSignedInUser(shop().app);
    const empty = await shop().call("/api/v1/orders", {
      token: shopper.token,
      json: { shippingAddress: LAGOS_ADDRESS },
    });
    expect(empty.status).toBe(409);
    expect(empty.body.error.message).toBe("Your cart is empty");

    const cases: Array<[Record<string, string>, string, string]> = [
      [{ fullName: " " }, "fullName", "Please enter your full name"],
      [{ phone: "" }, "phone", "Please enter your phone number"],
      [{ phone: "0601 234 5678" }, "phone", "Please enter a valid Nigerian phone number"],
      [{ address: "" }, "address", "Please enter your address"],
      [{ city: "" }, "city", "Please enter your city"],
      [{ state: "Jaduna" }, "state", "Please select your state"],
    ];
    for (const [change, field, message] of cases) {
      const res = await shop().call("/api/v1/orders", {
        token: shopper.token,
        json: { shippingAddress: { ...LAGOS_ADDRESS, ...change } },
      });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields[`shippingAddress.${field}`]).toBe(message);
    }
  });

  it("returns the first order when the same checkout key is submitted again", async () => {
    const product = await createProduct(shop().app, { stockQuantity: 5 });
    const shopper = await shopperWithCart([{ productId: product.id, quantity: 1 }]);
    const body = { shippingAddress: LAGOS_ADDRESS, checkoutKey: "key-123456789" };
    const first = await shop().call("/api/v1/orders", { token: shopper.token, json: body });
    const second = await shop().call("/api/v1/orders", { token: shopper.token, json: body });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.order.orderNumber).toBe(first.body.order.orderNumber);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(4);
  });

  it("keeps a cart filled after the first order when its checkout key is submitted again", async () => {
    const first = await createProduct(shop().app, { stockQuantity: 5 });
    const later = await createProduct(shop().app, { stockQuantity: 5 });
    const shopper = await shopperWithCart([{ productId: first.id, quantity: 1 }]);
    const body = { shippingAddress: LAGOS_ADDRESS, checkoutKey: "key-refilled-cart" };
    const placed = await shop().call("/api/v1/orders", { token: shopper.token, json: body });
    await shop().call("/api/v1/cart/items", { token: shopper.token, json: { productId: later.id, quantity: 2 } });
    const again = await shop().call("/api/v1/orders", { token: shopper.token, json: body });
    expect(again.status).toBe(200);
    expect(again.body.order.orderNumber).toBe(placed.body.order.orderNumber);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect(await stockOf(later.id)).toBe(5);
    expect((await cartOf(shopper.user.id)).map((l) => [l.productId, l.quantity])).toEqual([[later.id, 2]]);
  });

  it("never deadlocks carts that hold the same products in opposite orders", async () => {
    const shirt = await createProduct(shop().app, { stockQuantity: 100 });
    const trousers = await createProduct(shop().app, { stockQuantity: 100 });
    const shoppers = [];
    for (let i = 0; i < 16; i++) {
      const pair = i % 2 ? [shirt, trousers] : [trousers, shirt];
      shoppers.push(await shopperWithCart(pair.map((p) => ({ productId: p.id, quantity: 1 }))));
    }
    const results = await Promise.all(
      shoppers.map((s) => shop().call("/api/v1/orders", { token: s.token, json: { shippingAddress: LAGOS_ADDRESS } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(16).fill(201));
    expect(await stockOf(shirt.id)).toBe(84);
    expect(await stockOf(trousers.id)).toBe(84);
  });

  it("creates exactly one order from 10 simultaneous submissions of one cart", async () => {
    const product = await createProduct(shop().app, { stockQuantity: 50 });
    const shopper = await shopperWithCart([{ productId: product.id, quantity: 2 }]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop().call("/api/v1/orders", { token: shopper.token, json: { shippingAddress: LAGOS_ADDRESS } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.error.message).toBe("Your cart is empty");
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(48);
  });

  it("sells exactly the last 5 units to 50 shoppers checking out at once", async () => {
    const product = await createProduct(shop().app, { name: "Last Five Hoodie", stockQuantity: 5 });
    const shoppers = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopperWithCart([{ productId: product.id, quantity: 1 }]));
    const results = await Promise.all(
      shoppers.map((s) =>
        shop().call("/api/v1/orders", {
          token: s.token,
          json: { shippingAddress: IBADAN_ADDRESS, checkoutKey: `k-${s.user.id}` },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.error.message).toBe("Insufficient stock available for Last Five Hoodie");
    }
    expect(await stockOf(product.id)).toBe(0);
    const all = await shop().app.db.select({ items: orders.items }).from(orders);
    const sold = all.flatMap((o) => o.items).filter((i) => i.productId === product.id);
    expect(sold).toHaveLength(5);
  }, 120_000);
});
