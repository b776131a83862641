import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct, LAGOS_ADDRESS } from "./fixtures";

describeOnEachDatabase("orders and tracking", (shop) => {
  async function placeOrderFor(shopper: { token: string }, quantity = 1) {
    const product = await createProduct(shop().app, { name: "Tracked Tee", priceKobo: 10_000_00 });
    await shop().call("/api/v1/cart/items", { token: shopper.token, json: { productId: product.id, quantity } });
    const res = await shop().call("/api/v1/orders", { token: shopper.token, json: { shippingAddress: LAGOS_ADDRESS } });
    expect(res.status).toBe(201);
    return res.body.order;
  }

  it("lists only my orders, newest first, filtered by status and order number", async () => {
    const me = await createSignedInUser(shop().app);
    const other = await createSignedInUser(shop().app);
    const older = await placeOrderFor(me);
    const newer = await placeOrderFor(me, 2);
    await placeOrderFor(other);
    await shop().app.db.update(orders).set({ status: "Shipped" }).where(eq(orders.id, older.id));

    const all = await shop().call("/api/v1/orders", { token: me.token });
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      newer.orderNumber,
      older.orderNumber,
    ]);
    expect(all.body.items[0].itemCount).toBe(2);

    const shipped = await shop().call("/api/v1/orders?status=Shipped", { token: me.token });
    expect(shipped.body.items.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([older.orderNumber]);
    const search = await shop().call(`/api/v1/orders?search=${newer.orderNumber.slice(-7).toLowerCase()}`, {
      token: me.token,
    });
    expect(search.body.items.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([newer.orderNumber]);
    expect((await shop().call("/api/v1/orders")).status).toBe(401);
  });

  it("shows a stranger the progress but not the name, street address, phone or e-mail", async () => {
    const owner = await createSignedInUser(shop().app);
    const order = await placeOrderFor(owner);
    const stranger = await createSignedInUser(shop().app);
    for (const token of [undefined, stranger.token]) {
      const res = await shop().call(`/api/v1/orders/${order.orderNumber}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({
        orderNumber: order.orderNumber,
        status: "Pending",
        totalAmountKobo: order.totalAmountKobo,
        shippingAddress: { city: "Lagos", state: "Lagos" },
        customerEmail: null,
        customerPhone: null,
      });
      expect(res.body.order.items[0].productName).toBe("Tracked Tee");
      expect(res.body.order.estimatedDelivery.timeframe).toBe("2-3 days");
      const text = JSON.stringify(res.body);
      expect(text).not.toContain("Allen Avenue");
      // The phone's last seven digits: a random UUID in the answer may well hold "0803".
      expect(text).not.toMatch(/123\s?4567/);
      expect(text).not.toContain("Ada Obi");
      expect(text).not.toContain(owner.user.email);
    }
    const wrongEmail = await shop().call(`/api/v1/orders/${order.orderNumber}?email=someone@example.ng`);
    expect(JSON.stringify(wrongEmail.body)).not.toContain("Allen Avenue");
  });

  it("shows the full address to the owner, an admin and a visitor who gives the order's e-mail", async () => {
    const owner = await createSignedInUser(shop().app);
    const admin = await createSignedInUser(shop().app, { role: "admin" });
    const order = await placeOrderFor(owner);
    const full = { fullName: "Ada Obi", address: "12 Allen Avenue", phone: "08031234567", city: "Lagos" };
    const asOwner = await shop().call(`/api/v1/orders/${order.orderNumber}`, { token: owner.token });
    expect(asOwner.body.order.shippingAddress).toMatchObject(full);
    const asAdmin = await shop().call(`/api/v1/orders/${order.orderNumber}`, { token: admin.token });
    expect(asAdmin.body.order.shippingAddress).toMatchObject(full);
    const withEmail = await shop().call(
      `/api/v1/orders/${order.orderNumber.toLowerCase()}?email=${encodeURIComponent(owner.user.email.toUpperCase())}`,
    );
    expect(withEmail.body.order.shippingAddress).toMatchObject(full);
    expect(withEmail.body.order.customerPhone).toBe("08031234567");
  });

  it("answers 404 for an unknown order number and hides the estimate once delivered or cancelled", async () => {
    const unknown = await shop().call("/api/v1/orders/BAY-NOPE12345");
    expect(unknown.status).toBe(404);
    expect((await shop().call("/api/v1/orders/%27%3B--")).status).toBe(404);

    const owner = await createSignedInUser(shop().app);
    const order = await placeOrderFor(owner);
    for (const status of ["Delivered", "Cancelled"] as const) {
      await shop().app.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const res = await shop().call(`/api/v1/orders/${order.orderNumber}`);
      expect(res.body.order.status).toBe(status);
      expect(res.body.order.estimatedDelivery).toBeNull();
    }
  });
});
