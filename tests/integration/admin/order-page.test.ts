import { beforeAll, expect, it } from "vitest";
import { adminOrderPage, saveOrderNote } from "../../../src/orders/admin-order-page";
import { setOrderStatus, setPaymentStatus } from "../../../src/orders/admin-orders";
import type { CurrentUser } from "../../../src/platform/access";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder, insertProduct } from "./helpers";

describeOnEachDatabase("the admin order page", (shop) => {
  let admin: { token: string; user: CurrentUser };
  beforeAll(async () => {
    const created = await createSignedInUser(shop().app, { role: "admin", fullName: "Funke Owner" });
    const me = await shop().call("/api/v1/auth/me", { token: created.token });
    admin = { token: created.token, user: me.body.user };
  });
  const timelineOf = async (orderNumber: string) =>
    (await adminOrderPage(shop().app, admin.user, orderNumber)).timeline.map((entry) => [entry.text, entry.by]);

  it("marks a bank transfer paid through the API with who did it on the timeline, and refuses a card payment", async () => {
    const transfer = await insertOrder(shop().app, { items: [], paymentMethod: "bank-transfer" });
    const res = await shop().call(`/api/v1/admin/orders/${transfer.id}/payment`, {
      method: "PATCH",
      json: { paymentStatus: "Verified" },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    // Marking it paid again records nothing more.
    await setPaymentStatus(shop().app, admin.user, transfer.id, { paymentStatus: "Verified" });
    expect(await timelineOf(transfer.orderNumber)).toEqual([
      ["Order placed", null],
      ["Marked as paid", "Funke Owner"],
    ]);

    const card = await insertOrder(shop().app, { items: [], paymentMethod: "card" });
    await expect(setPaymentStatus(shop().app, admin.user, card.id, { paymentStatus: "Verified" })).rejects.toThrow(
      "Card payments are verified by Paystack",
    );
    expect(await timelineOf(card.orderNumber)).toEqual([["Order placed", null]]);
  });

  it("keeps a private note, and lists status changes and the mails they sent", async () => {
    const product = await insertProduct(shop().app, { stockQuantity: 5 });
    const order = await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }] });
    await saveOrderNote(shop().app, admin.user, order.id, { note: "  Gift wrap, call before delivery  " });
    await saveOrderNote(shop().app, admin.user, order.id, { note: "Gift wrap, call before delivery" });
    await setOrderStatus(shop().app, admin.user, order.id, { status: "Shipped" });

    const page = await adminOrderPage(shop().app, admin.user, order.orderNumber.toLowerCase());
    expect(page.note).toBe("Gift wrap, call before delivery");
    expect(page.lines).toMatchObject([{ productName: "Test Jersey", size: "M", color: "Red", quantity: 1 }]);
    const entries = page.timeline.map((entry) => [entry.text, entry.by]);
    expect(entries.slice(0, 3)).toEqual([
      ["Order placed", null],
      ["Private note changed", "Funke Owner"],
      ["Status changed to Shipped", "Funke Owner"],
    ]);
    expect(entries[3][0]).toMatch(/^Mail “.*” (waiting to be sent|sent)$/);

    await expect(saveOrderNote(shop().app, admin.user, order.id, { note: "x".repeat(2001) })).rejects.toThrow(
      "at most 2000",
    );
    await saveOrderNote(shop().app, admin.user, order.id, { note: "" });
    expect((await adminOrderPage(shop().app, admin.user, order.orderNumber)).note).toBe("");
  });

  it("is for admins only", async () => {
    const order = await insertOrder(shop().app, { items: [] });
    const shopper = await createSignedInUser(shop().app, {});
    const me = (await shop().call("/api/v1/auth/me", { token: shopper.token })).body.user;
    await expect(adminOrderPage(shop().app, me, order.orderNumber)).rejects.toThrow("Admins only");
    await expect(saveOrderNote(shop().app, me, order.id, { note: "mine" })).rejects.toThrow("Admins only");
  });
});
