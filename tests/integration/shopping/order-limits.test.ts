import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows } from "../../../src/db/client";
import { cartItems, orders, products } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder } from "../admin/helpers";
import { createProduct, LAGOS_ADDRESS } from "./fixtures";

const ONE_ITEM = "You can order at most 10 of each item";
const WHOLE_ORDER = "You can order at most 50 items in one order";
const UNPAID =
  "You already have 3 unpaid orders. Please pay for one, or wait until one is shipped, before placing another.";

describeOnEachDatabase("limits on what one shopper holds (issue 12, item 8)", (shop) => {
  const addToCart = (token: string, json: Record<string, unknown>) =>
    shop().call("/api/v1/cart/items", { token, json });
  const checkout = (token: string, paymentMethod = "pay-on-delivery") =>
    shop().call("/api/v1/orders", { token, json: { shippingAddress: LAGOS_ADDRESS, paymentMethod } });
  const stockOf = async (id: string) =>
    (await shop().app.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;
  const linesOf = async (userId: string) =>
    (await shop().app.db.select({ q: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, userId))).map(
      (l) => l.q,
    );
  const ordersOf = async (userId: string) => shop().app.db.select().from(orders).where(eq(orders.userId, userId));

  it("refuses more than 10 of one item in the cart, counting what the line already holds", async () => {
    const { token, user } = await createSignedInUser(shop().app);
    const tee = await createProduct(shop().app, { stockQuantity: 100, sizes: ["M", "L"] });
    const eleven = await addToCart(token, { productId: tee.id, quantity: 11, size: "M" });
    expect(eleven.status).toBe(422);
    expect(eleven.body.error).toMatchObject({ message: ONE_ITEM, fields: { quantity: ONE_ITEM } });

    expect((await addToCart(token, { productId: tee.id, quantity: 6, size: "M" })).status).toBe(201);
    const more = await addToCart(token, { productId: tee.id, quantity: 5, size: "M" });
    expect(more.status).toBe(422);
    expect(more.body.error.message).toBe(ONE_ITEM);
    expect(await linesOf(user.id)).toEqual([6]);

    // Another size is another line.
    expect((await addToCart(token, { productId: tee.id, quantity: 10, size: "L" })).status).toBe(201);
    const [line] = (await shop().call("/api/v1/cart", { token })).body.items;
    const raised = await shop().call(`/api/v1/cart/items/${line.id}`, {
      method: "PATCH",
      token,
      json: { quantity: 11 },
    });
    expect(raised.status).toBe(422);
    expect(raised.body.error.message).toBe(ONE_ITEM);
    expect(
      (await shop().call(`/api/v1/cart/items/${line.id}`, { method: "PATCH", token, json: { quantity: 10 } })).status,
    ).toBe(200);
  });

  it("refuses more than 50 items in the cart", async () => {
    const { token, user } = await createSignedInUser(shop().app);
    const tees = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createProduct(shop().app, { stockQuantity: 100 })));
    for (const tee of tees.slice(0, 5))
      expect((await addToCart(token, { productId: tee.id, quantity: 10 })).status).toBe(201);
    const fiftyFirst = await addToCart(token, { productId: tees[5].id, quantity: 1 });
    expect(fiftyFirst.status).toBe(422);
    expect(fiftyFirst.body.error.message).toBe(WHOLE_ORDER);
    expect((await linesOf(user.id)).reduce((a, b) => a + b, 0)).toBe(50);
  });

  it("checks the unit limits again when the order is placed, for a cart filled before a limit was lowered", async () => {
    const { token, user } = await createSignedInUser(shop().app);
    const tee = await createProduct(shop().app, { stockQuantity: 100 });
    // Written straight to the table: the cart API would refuse it today.
    await shop().app.db.insert(cartItems).values({ userId: user.id, productId: tee.id, quantity: 12 });
    const placed = await checkout(token);
    expect(placed.status).toBe(409);
    expect(placed.body.error.message).toBe(ONE_ITEM);
    expect(await stockOf(tee.id)).toBe(100);
    expect(await linesOf(user.id)).toEqual([12]);
    expect(await ordersOf(user.id)).toEqual([]);

    // A shopper may always lower a quantity, even past a limit they are above.
    const [line] = (await shop().call("/api/v1/cart", { token })).body.items;
    expect(
      (await shop().call(`/api/v1/cart/items/${line.id}`, { method: "PATCH", token, json: { quantity: 11 } })).status,
    ).toBe(200);

    const others = await Promise.all([1, 2, 3, 4, 5].map(() => createProduct(shop().app, { stockQuantity: 100 })));
    await shop().app.db.update(cartItems).set({ quantity: 10 }).where(eq(cartItems.userId, user.id));
    await shop()
      .app.db.insert(cartItems)
      .values(others.map((p) => ({ userId: user.id, productId: p.id, quantity: 9 })));
    const tooMany = await checkout(token);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe(WHOLE_ORDER);
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("refuses a 4th unpaid order until one is paid or shipped; pay on delivery counts as unpaid", async () => {
    const { token, user } = await createSignedInUser(shop().app);
    const tee = await createProduct(shop().app, { stockQuantity: 100 });
    for (const method of ["pay-on-delivery", "bank-transfer", "pay-on-delivery"]) {
      expect((await addToCart(token, { productId: tee.id, quantity: 1 })).status).toBe(201);
      expect((await checkout(token, method)).status).toBe(201);
    }
    // Orders that are shipped, paid or cancelled do not count.
    await insertOrder(shop().app, { userId: user.id, items: [{ productId: tee.id, quantity: 1 }], status: "Shipped" });
    await insertOrder(shop().app, {
      userId: user.id,
      items: [{ productId: tee.id, quantity: 1 }],
      status: "Cancelled",
    });

    expect((await addToCart(token, { productId: tee.id, quantity: 1 })).status).toBe(201);
    const fourth = await checkout(token, "bank-transfer");
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.message).toBe(UNPAID);
    expect(await stockOf(tee.id)).toBe(97);
    expect(await linesOf(user.id)).toEqual([1]);

    const admin = await createSignedInUser(shop().app, { role: "admin" });
    const [first] = (await ordersOf(user.id)).filter((o) => o.paymentMethod === "bank-transfer");
    const paid = await shop().call(`/api/v1/admin/orders/${first.id}/payment`, {
      method: "PATCH",
      token: admin.token,
      json: { paymentStatus: "Verified" },
    });
    expect(paid.status).toBe(200);
    expect((await checkout(token, "bank-transfer")).status).toBe(201);
  });

  it("never lets a checkout racing another one of the same shopper pass the unpaid limit", async () => {
    if (shop().driver !== "postgres") return; // PGlite is one connection: statements never overlap
    const { token, user } = await createSignedInUser(shop().app);
    const [tee, cap] = await Promise.all([
      createProduct(shop().app, { stockQuantity: 10 }),
      createProduct(shop().app, { stockQuantity: 10 }),
    ]);
    for (let i = 0; i < 2; i++)
      await insertOrder(shop().app, { userId: user.id, items: [{ productId: tee.id, quantity: 1 }] });
    expect((await addToCart(token, { productId: tee.id, quantity: 1 })).status).toBe(201);
    expect((await addToCart(token, { productId: cap.id, quantity: 1 })).status).toBe(201);
    const [teeLine] = await shop()
      .app.db.select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, user.id), eq(cartItems.productId, tee.id)));

    // A first checkout, done by hand so that it can be held open: it has locked the tee's line, written
    // the shopper's 3rd unpaid order and cleared the line, and not committed yet.
    let commit!: () => void;
    let ready!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const written = new Promise<void>((resolve) => (ready = resolve));
    const first = shop().app.db.transaction(async (tx) => {
      await tx.select().from(cartItems).where(eq(cartItems.id, teeLine.id)).for("update");
      await tx.insert(orders).values({
        orderNumber: "BAY-RACE1",
        userId: user.id,
        subtotalKobo: 10_000_00,
        shippingFeeKobo: 8_000_00,
        totalAmountKobo: 18_000_00,
        items: [],
        shippingAddress: LAGOS_ADDRESS,
        customerEmail: user.email,
        customerPhone: "08031234567",
        estimatedDeliveryAt: new Date(),
      });
      await tx.delete(cartItems).where(eq(cartItems.id, teeLine.id));
      ready();
      await held;
    });
    await written;

    // The second checkout starts now (its snapshot does not see the 3rd order) and waits on the line.
    const second = checkout(token);
    for (let i = 0; i < 100; i++) {
      const [waiting] = await queryRows<{ n: number }>(
        shop().app.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (waiting.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    commit();
    await first;

    const res = await second;
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(UNPAID);
    expect(await ordersOf(user.id)).toHaveLength(3);
    expect(await stockOf(cap.id)).toBe(10);
  });
});
