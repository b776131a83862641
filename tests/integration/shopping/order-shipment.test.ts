// The courier and tracking number of a shipped order (docs/product-rules.md#courier-and-tracking-number): the
// owner records them through the admin API, the order's owner reads them, a stranger with only the number does not.
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { mailOutbox, orders } from "../../../src/server/schema";
import { adminOrderPage } from "../../../src/orders/admin-order-page";
import type { CurrentUser } from "../../../src/platform/access";
import { describeOnEachDatabase, type ApiJson } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct, LAGOS_ADDRESS } from "./fixtures";

const GIG = { courier: "GIG Logistics", trackingNumber: "GIG-20481357" };

describeOnEachDatabase("the courier and tracking number of an order", (shop) => {
  let admin: { token: string; user: CurrentUser };
  beforeAll(async () => {
    const created = await createSignedInUser(shop().app, { role: "admin", fullName: "Funke Owner" });
    const me = await shop().call("/api/v1/auth/me", { token: created.token });
    admin = { token: created.token, user: me.body.user };
  });

  async function placeOrderFor(shopper: { token: string }) {
    const product = await createProduct(shop().app, { name: "Shipped Tee", priceKobo: 9_500_00 });
    await shop().call("/api/v1/cart/items", { token: shopper.token, json: { productId: product.id, quantity: 1 } });
    const res = await shop().call("/api/v1/orders", { token: shopper.token, json: { shippingAddress: LAGOS_ADDRESS } });
    expect(res.status).toBe(201);
    return res.body.order as ApiJson;
  }
  const putShipment = (orderId: string, json: unknown, token = admin.token) =>
    shop().call(`/api/v1/admin/orders/${orderId}/shipment`, { method: "PUT", json, token });
  const shipmentEntries = async (orderNumber: string) =>
    (await adminOrderPage(shop().app, admin.user, orderNumber)).timeline
      .filter((entry) => entry.text.startsWith("Tracking"))
      .map((entry) => [entry.text, entry.by]);
  const storedShipment = async (orderId: string) =>
    (await shop().app.db.select({ shipment: orders.shipment }).from(orders).where(eq(orders.id, orderId)))[0].shipment;

  it("is recorded by an admin, trimmed, on the timeline once, and shown to the owner but not to a stranger", async () => {
    const owner = await createSignedInUser(shop().app);
    const order = await placeOrderFor(owner);
    expect(order.shipment).toBeNull();

    const saved = await putShipment(order.id, { courier: "  GIG Logistics ", trackingNumber: " GIG-20481357 " });
    expect(saved.status).toBe(200);
    expect(saved.body.order).toMatchObject({ id: order.id, shipment: GIG });
    // The same again changes nothing and records nothing more.
    expect((await putShipment(order.id, GIG)).status).toBe(200);
    expect(await shipmentEntries(order.orderNumber)).toEqual([
      ["Tracking saved: GIG Logistics · GIG-20481357", "Funke Owner"],
    ]);

    const asOwner = await shop().call(`/api/v1/orders/${order.orderNumber}`, { token: owner.token });
    expect(asOwner.body.order.shipment).toEqual(GIG);
    const mine = await shop().call("/api/v1/orders", { token: owner.token });
    expect(mine.body.items.find((o: ApiJson) => o.id === order.id).shipment).toEqual(GIG);
    const withEmail = await shop().call(
      `/api/v1/orders/${order.orderNumber}?email=${encodeURIComponent(owner.user.email)}`,
    );
    expect(withEmail.body.order.shipment).toEqual(GIG);
    const adminList = await shop().call(`/api/v1/admin/orders?search=${order.orderNumber}`, { token: admin.token });
    expect(adminList.body.items[0].shipment).toEqual(GIG);

    const someoneElse = await createSignedInUser(shop().app);
    for (const token of [undefined, someoneElse.token]) {
      const asStranger = await shop().call(`/api/v1/orders/${order.orderNumber}`, { token });
      expect(asStranger.status).toBe(200);
      expect(asStranger.body.order.shipment).toBeNull();
      expect(JSON.stringify(asStranger.body)).not.toContain("GIG-20481357");
    }
  });

  it("names them in the Shipped mail when the order has them as it is marked Shipped", async () => {
    const owner = await createSignedInUser(shop().app);
    const order = await placeOrderFor(owner);
    expect((await putShipment(order.id, GIG)).status).toBe(200);
    const shipped = await shop().call(`/api/v1/admin/orders/${order.id}`, {
      method: "PATCH",
      json: { status: "Shipped" },
      token: admin.token,
    });
    expect(shipped.status).toBe(200);
    const [mail] = await shop()
      .app.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, "order-status")));
    expect(mail.subject).toContain("is shipped");
    expect(mail.text).toContain("Shipped with GIG Logistics\nTracking number: GIG-20481357");
    expect(mail.html).toContain("Tracking number: GIG-20481357");
  });

  it("is mailed on its own when recorded after the order shipped, once per new number, never before it ships", async () => {
    const owner = await createSignedInUser(shop().app);
    const order = await placeOrderFor(owner);
    const shipmentMails = async () =>
      shop()
        .app.db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, "order-shipment")))
        .orderBy(mailOutbox.createdAt);
    // Recorded while Pending: the Shipped mail will name it, so nothing goes yet.
    await putShipment(order.id, { courier: "Kwik Delivery", trackingNumber: "KWK-1" });
    expect(await shipmentMails()).toEqual([]);
    await putShipment(order.id, { courier: "", trackingNumber: "" });
    const shipped = await shop().call(`/api/v1/admin/orders/${order.id}`, {
      method: "PATCH",
      json: { status: "Shipped" },
      token: admin.token,
    });
    expect(shipped.status).toBe(200);

    expect((await putShipment(order.id, GIG)).status).toBe(200);
    expect((await putShipment(order.id, GIG)).status).toBe(200);
    const [mail, ...more] = await shipmentMails();
    expect(more).toEqual([]);
    expect(mail.to).toBe(owner.user.email);
    expect(mail.subject).toBe(`Tracking number for your BAY order ${order.orderNumber}`);
    expect(mail.text).toContain(`Your order ${order.orderNumber} is on its way.`);
    expect(mail.text).toContain("Shipped with GIG Logistics\nTracking number: GIG-20481357");
    expect(mail.html).toContain("Tracking number: GIG-20481357");
    expect(mail.text).toContain(`/track-order/${order.orderNumber}`);

    // A corrected number is mailed again; clearing it is not.
    await putShipment(order.id, { courier: "GIG Logistics", trackingNumber: "GIG-20481358" });
    await putShipment(order.id, { courier: "", trackingNumber: "" });
    expect((await shipmentMails()).map((m) => m.text.includes("GIG-20481358"))).toEqual([false, true]);
  });

  it("is cleared by an empty courier and tracking number together", async () => {
    const owner = await createSignedInUser(shop().app);
    const order = await placeOrderFor(owner);
    await putShipment(order.id, { courier: "Kwik Delivery", trackingNumber: "KWK-77" });
    const cleared = await putShipment(order.id, { courier: " ", trackingNumber: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.order.shipment).toBeNull();
    expect(await storedShipment(order.id)).toBeNull();
    expect(await shipmentEntries(order.orderNumber)).toEqual([
      ["Tracking saved: Kwik Delivery · KWK-77", "Funke Owner"],
      ["Tracking removed", "Funke Owner"],
    ]);
    const asOwner = await shop().call(`/api/v1/orders/${order.orderNumber}`, { token: owner.token });
    expect(asOwner.body.order.shipment).toBeNull();
  });

  it("refuses a shopper (403), a visitor (401), one half without the other or too long (422), and an unknown order (404), changing nothing", async () => {
    const owner = await createSignedInUser(shop().app);
    const order = await placeOrderFor(owner);
    await putShipment(order.id, GIG);

    const byOwner = await putShipment(order.id, { courier: "Mine", trackingNumber: "X1" }, owner.token);
    expect(byOwner.status).toBe(403);
    const byVisitor = await shop().call(`/api/v1/admin/orders/${order.id}/shipment`, {
      method: "PUT",
      json: { courier: "Mine", trackingNumber: "X1" },
    });
    expect(byVisitor.status).toBe(401);

    const refusals: Array<[unknown, Record<string, string>]> = [
      [{ courier: "Kwik Delivery", trackingNumber: "  " }, { trackingNumber: "Please enter the tracking number" }],
      [{ courier: "", trackingNumber: "KWK-1" }, { courier: "Please enter the courier" }],
      [{}, { courier: "Please enter the courier", trackingNumber: "Please enter the tracking number" }],
      [
        { courier: "x".repeat(61), trackingNumber: "9".repeat(61) },
        {
          courier: "The courier is at most 60 characters",
          trackingNumber: "The tracking number is at most 60 characters",
        },
      ],
    ];
    for (const [json, fields] of refusals) {
      const res = await putShipment(order.id, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.error.fields).toEqual(fields);
      expect(res.body.error.message).toBe(Object.values(fields)[0]);
    }
    expect(await storedShipment(order.id)).toEqual(GIG);
    expect(await shipmentEntries(order.orderNumber)).toHaveLength(1);
    // Sixty characters each are taken.
    const longest = { courier: "c".repeat(60), trackingNumber: "9".repeat(60) };
    expect((await putShipment(order.id, longest)).body.order.shipment).toEqual(longest);

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const unknown = await putShipment(id, GIG);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe("Order not found");
    }
  });
});
