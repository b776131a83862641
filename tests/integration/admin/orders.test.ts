import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../../src/db/client";
import { orders, products } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder, insertProduct } from "./helpers";

describeOnEachDatabase("admin orders", (shop) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });
  const stockOf = async (id: string) =>
    (await shop().app.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;
  const setStatus = (id: string, status: string) =>
    shop().call(`/api/v1/admin/orders/${id}`, { method: "PATCH", json: { status }, token: admin });

  it("marks a pay-on-delivery order paid with Delivered when the courier collected, and no other", async () => {
    const product = await insertProduct(shop().app, { stockQuantity: 9 });
    const deliver = (id: string, paidOnDelivery?: boolean) =>
      shop().call(`/api/v1/admin/orders/${id}`, {
        method: "PATCH",
        json: { status: "Delivered", paidOnDelivery },
        token: admin,
      });
    const onDelivery = await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }] });
    const collected = await deliver(onDelivery.id, true);
    expect(collected.status).toBe(200);
    expect(collected.body.order).toMatchObject({ status: "Delivered", paymentStatus: "Verified" });
    // Left out, or on a transfer the bank has to show, payment stays as it was.
    const unticked = await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }] });
    expect((await deliver(unticked.id)).body.order.paymentStatus).toBe("Pending");
    const transfer = await insertOrder(shop().app, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: "bank-transfer",
    });
    expect((await deliver(transfer.id, true)).body.order.paymentStatus).toBe("Pending");
    expect((await deliver(transfer.id, "yes" as unknown as boolean)).body.error.message).toBe(
      "paidOnDelivery must be true or false",
    );
  });

  it("cancelling returns the items to stock once; reopening takes them again", async () => {
    const product = await insertProduct(shop().app, { stockQuantity: 4 });
    const order = await insertOrder(shop().app, {
      items: [
        { productId: product.id, quantity: 2 },
        { productId: product.id, quantity: 1 },
      ],
    });

    const cancelled = await setStatus(order.id, "Cancelled");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: "Cancelled", estimatedDeliveryAt: null });
    expect(await stockOf(product.id)).toBe(7);
    expect((await setStatus(order.id, "Cancelled")).status).toBe(200);
    expect(await stockOf(product.id)).toBe(7);

    const reopened = await setStatus(order.id, "Pending");
    expect(reopened.body.order.status).toBe("Pending");
    expect(reopened.body.order.estimatedDeliveryAt).not.toBeNull();
    expect(await stockOf(product.id)).toBe(4);
    await setStatus(order.id, "Shipped");
    expect(await stockOf(product.id)).toBe(4);
    await setStatus(order.id, "Cancelled");
    expect(await stockOf(product.id)).toBe(7);
  });

  it("lists, searches and finds by number each order exactly as its own answer shows it", async () => {
    const product = await insertProduct(shop().app, { stockQuantity: 9 });
    const name = `Adaeze Listed ${randomUUID().slice(0, 8)}`;
    const placed = await insertOrder(shop().app, {
      items: [
        { productId: product.id, quantity: 2, priceKobo: 12_345_67 },
        { productId: product.id, quantity: 1 },
      ],
      fullName: name,
      // Microseconds too: the list reads them from JSON text, the answer from the driver's own text.
      createdAt: new Date(Date.now() - 1_234),
    });
    await shop().app.db.execute(
      sql`UPDATE orders SET created_at = created_at + interval '123 microseconds' WHERE id = ${placed.id}`,
    );
    const shipped = (await setStatus(placed.id, "Shipped")).body.order;
    const open = (await setStatus(placed.id, "Pending")).body.order;
    expect(shipped.estimatedDeliveryAt).not.toBeNull();
    for (const query of [
      `search=${encodeURIComponent(name)}`,
      `search=${placed.orderNumber.slice(0, -2)}`,
      "limit=50",
    ]) {
      const listed = (await shop().call(`/api/v1/admin/orders?${query}`, { token: admin })).body;
      expect(
        listed.items.find((order: { id: string }) => order.id === placed.id),
        query,
      ).toEqual(open);
    }
  });

  it("two cancellations at the same time restore the stock once", async () => {
    const product = await insertProduct(shop().app, { stockQuantity: 0 });
    const order = await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 3 }] });
    const results = await Promise.all([
      setStatus(order.id, "Cancelled"),
      setStatus(order.id, "Cancelled"),
      setStatus(order.id, "Cancelled"),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("refuses to reopen a cancelled order when the stock has gone, and changes nothing", async () => {
    const product = await insertProduct(shop().app, { name: "Last Polo", stockQuantity: 0 });
    const order = await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 2 }] });
    await setStatus(order.id, "Cancelled");
    await shop().app.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, product.id));
    const res = await setStatus(order.id, "Delivered");
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Not enough stock of Last Polo to reopen this order: it needs 2.");
    expect(await stockOf(product.id)).toBe(1);
    const list = await shop().call(`/api/v1/admin/orders?search=${order.orderNumber}`, { token: admin });
    expect(list.body.items[0].status).toBe("Cancelled");
  });

  it("cancels an order whose product was deleted", async () => {
    const product = await insertProduct(shop().app);
    const order = await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }] });
    await shop().call(`/api/v1/admin/products/${product.id}`, { method: "DELETE", token: admin });
    expect((await setStatus(order.id, "Cancelled")).status).toBe(200);
    expect((await setStatus(order.id, "Pending")).status).toBe(200);
  });

  it("validates the status", async () => {
    const order = await insertOrder(shop().app, { items: [] });
    const res = await setStatus(order.id, "Lost");
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("Status must be Pending, Shipped, Delivered or Cancelled");
  });

  it("searches by order number, e-mail and customer name, case-insensitively, and filters by status", async () => {
    const a = await insertOrder(shop().app, { items: [], fullName: "Chiamaka Eze", email: "Chi.Eze@Example.NG" });
    const b = await insertOrder(shop().app, {
      items: [],
      fullName: "Tunde Bakare",
      email: "tunde@example.ng",
      status: "Shipped",
    });
    const numbers = async (query: string) =>
      (await shop().call(`/api/v1/admin/orders?${query}`, { token: admin })).body.items.map(
        (o: { orderNumber: string }) => o.orderNumber,
      );
    expect(await numbers(`search=${a.orderNumber.toLowerCase()}`)).toEqual([a.orderNumber]);
    expect(await numbers("search=chi.eze%40example")).toEqual([a.orderNumber]);
    expect(await numbers("search=TUNDE%20bak")).toEqual([b.orderNumber]);
    expect(await numbers("search=tunde&status=Pending")).toEqual([]);
    // Beginning with BAY- but no order number's beginning: searched in e-mails and names.
    const c = await insertOrder(shop().app, { items: [], fullName: "Bayo Fan", email: "Bay-Fan@Example.NG" });
    expect(await numbers("search=bay-fan%40example")).toEqual([c.orderNumber]);
    expect(await numbers("search=tunde&status=Shipped")).toEqual([b.orderNumber]);
    expect((await shop().call("/api/v1/admin/orders?status=Lost", { token: admin })).status).toBe(422);
    const shown = (await shop().call(`/api/v1/admin/orders?search=${a.orderNumber}`, { token: admin })).body.items[0];
    expect(shown).toMatchObject({
      customerEmail: "Chi.Eze@Example.NG",
      customerPhone: "08031234567",
      shippingAddress: { fullName: "Chiamaka Eze", city: "Ikeja", state: "Lagos" },
    });
  });

  it("finds orders by phone however the number is written, and no phone by a short or lettered term", async () => {
    // Numbers of their own: a random one (hex digits) may hold "222" and be found by it as a number.
    const local = await insertOrder(shop().app, {
      items: [],
      fullName: "Kemi Ade",
      phone: "08091112222",
      orderNumber: "BAY-KEMIPHONE",
    });
    const international = await insertOrder(shop().app, {
      items: [],
      fullName: "Obi Nna",
      phone: "+2347055551234",
      orderNumber: "BAY-OBIPHONE",
    });
    const numbers = async (search: string) =>
      (await shop().call(`/api/v1/admin/orders?search=${encodeURIComponent(search)}`, { token: admin })).body.items.map(
        (o: { orderNumber: string }) => o.orderNumber,
      );
    for (const written of ["0809 111 2222", "+234 809 111 2222", "2348091112222", "809-111-2222", "1112222"]) {
      expect(await numbers(written), written).toEqual([local.orderNumber]);
    }
    for (const written of ["07055551234", "+2347055551234", "0705 555", "5551234"]) {
      expect(await numbers(written), written).toEqual([international.orderNumber]);
    }
    // Three digits are too few to tell a phone (another order's random number may still hold them); letters
    // make it a name.
    expect(await numbers("222")).not.toContain(local.orderNumber);
    expect(await numbers("0809 111 2222 Kemi")).toEqual([]);
  });

  it("pages newest first and sums the summary cards over all orders, revenue without cancelled ones", async () => {
    const before = (await shop().call("/api/v1/admin/orders", { token: admin })).body.summary;
    const base = Date.now() + 3_600_000;
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await insertOrder(shop().app, {
          items: [],
          createdAt: new Date(base + i * 1000),
          status: i === 0 ? "Cancelled" : i === 1 ? "Delivered" : "Pending",
        }),
      );
    }
    const page1 = (await shop().call("/api/v1/admin/orders?limit=2&page=1", { token: admin })).body;
    const page2 = (await shop().call("/api/v1/admin/orders?limit=2&page=2", { token: admin })).body;
    expect(page1.items.map((o: { id: string }) => o.id)).toEqual([made[4].id, made[3].id]);
    expect(page2.items.map((o: { id: string }) => o.id)).toEqual([made[2].id, made[1].id]);
    expect(page2.items[1].estimatedDeliveryAt).toBeNull();
    expect(page1.summary).toEqual({
      totalOrders: before.totalOrders + 5,
      pending: before.pending + 3,
      shipped: before.shipped,
      delivered: before.delivered + 1,
      revenueKobo: before.revenueKobo + 4 * 8_000_00,
    });
  });

  it("marks pay-on-delivery and bank-transfer payments verified, never card payments", async () => {
    const cash = await insertOrder(shop().app, { items: [] });
    const res = await shop().call(`/api/v1/admin/orders/${cash.id}/payment`, {
      method: "PATCH",
      json: { paymentStatus: "Verified" },
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.order.paymentStatus).toBe("Verified");
    const card = await insertOrder(shop().app, { items: [], paymentMethod: "card" });
    const refused = await shop().call(`/api/v1/admin/orders/${card.id}/payment`, {
      method: "PATCH",
      json: { paymentStatus: "Verified" },
      token: admin,
    });
    expect(refused.status).toBe(409);
    const bad = await shop().call(`/api/v1/admin/orders/${cash.id}/payment`, {
      method: "PATCH",
      json: { paymentStatus: "Paid" },
      token: admin,
    });
    expect(bad.status).toBe(422);
  });

  it("keeps the kept order totals equal to the orders themselves through status changes and deletions", async () => {
    const app = shop().app;
    const extra = [];
    for (let i = 0; i < 4; i++) extra.push(await insertOrder(app, { items: [] }));
    expect(
      (
        await shop().call(`/api/v1/admin/orders/${extra[0].id}`, {
          method: "PATCH",
          json: { status: "Shipped" },
          token: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await shop().call(`/api/v1/admin/orders/${extra[1].id}`, {
          method: "PATCH",
          json: { status: "Cancelled" },
          token: admin,
        })
      ).status,
    ).toBe(200);
    await app.db.delete(orders).where(eq(orders.id, extra[2].id));

    const [actual] = await queryRows<Record<string, string>>(
      app.db,
      sql`SELECT count(*) AS all, count(*) FILTER (WHERE status = 'Pending') AS pending, count(*) FILTER (WHERE status = 'Shipped') AS shipped,
                 count(*) FILTER (WHERE status = 'Delivered') AS delivered, count(*) FILTER (WHERE status = 'Cancelled') AS cancelled,
                 coalesce(sum(total_amount_kobo) FILTER (WHERE status <> 'Cancelled'), 0) AS revenue FROM orders`,
    );
    const list = (await shop().call("/api/v1/admin/orders", { token: admin })).body;
    expect(list.summary).toEqual({
      totalOrders: Number(actual.all),
      pending: Number(actual.pending),
      shipped: Number(actual.shipped),
      delivered: Number(actual.delivered),
      revenueKobo: Number(actual.revenue),
    });
    expect(list.total).toBe(Number(actual.all));
    for (const status of ["Pending", "Shipped", "Delivered", "Cancelled"]) {
      expect((await shop().call(`/api/v1/admin/orders?status=${status}`, { token: admin })).body.total, status).toBe(
        Number(actual[status.toLowerCase()]),
      );
    }
    const overview = (await shop().call("/api/v1/admin/overview", { token: admin })).body;
    expect(overview).toMatchObject({
      totalOrders: Number(actual.all),
      pendingOrders: Number(actual.pending),
      revenueKobo: Number(actual.revenue),
    });
  });
});
