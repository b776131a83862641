// A shopper cancels their own order while it is Pending and unpaid (docs/product-rules.md#cancelling-your-own-order):
// through the API and the order page's form, stock back once, the timeline and the mail; refused after that.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox, orderEvents, orders, products } from "../../../src/server/schema";
import { describeOnEachDatabase, postPageForm } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct, LAGOS_ADDRESS } from "./fixtures";

describeOnEachDatabase(
  "cancelling your own order",
  (shop) => {
    const stockOf = async (id: string) =>
      (await shop().app.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;

    async function placed(paymentMethod = "pay-on-delivery") {
      const shopper = await createSignedInUser(shop().app, { fullName: "Bimpe Cancel" });
      const product = await createProduct(shop().app, { stockQuantity: 5 });
      await shop().call("/api/v1/cart/items", { token: shopper.token, json: { productId: product.id, quantity: 2 } });
      const res = await shop().call("/api/v1/orders", {
        token: shopper.token,
        json: { shippingAddress: LAGOS_ADDRESS, paymentMethod },
      });
      expect(res.status).toBe(201);
      return { shopper, product, order: res.body.order };
    }
    const cancel = (token: string, orderNumber: string) =>
      shop().call(`/api/v1/orders/${orderNumber}/cancel`, { method: "POST", token });

    it("cancels a Pending, unpaid order once: stock back, the timeline names the shopper, the mails go", async () => {
      const owner = await createSignedInUser(shop().app, { role: "admin" });
      const contact = await shop().call("/api/v1/admin/settings", {
        method: "PATCH",
        token: owner.token,
        json: { contactEmail: "owner-cancel@bay.test" },
      });
      expect(contact.status).toBe(200);
      const { shopper, product, order } = await placed();
      expect(await stockOf(product.id)).toBe(3);
      const res = await cancel(shopper.token, order.orderNumber);
      expect(res.status).toBe(200);
      expect(res.body.order.status).toBe("Cancelled");
      expect(await stockOf(product.id)).toBe(5);
      const events = await shop().app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(events.filter((event) => event.detail === "Cancelled")).toMatchObject([{ adminName: "Bimpe Cancel" }]);
      const mails = await shop().app.db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.user.email));
      expect(mails.some((mail) => /cancel/i.test(mail.subject))).toBe(true);
      // The owner, at the shop's contact address, hears of it: nothing to pack.
      const ownerMails = await shop()
        .app.db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, "owner-cancel@bay.test"));
      const ownerMail = ownerMails.find((mail) => mail.kind === "owner-order-cancelled");
      expect(ownerMail).toMatchObject({
        kind: "owner-order-cancelled",
        subject: `Order ${order.orderNumber} cancelled by the shopper`,
      });
      expect(ownerMail?.text).toContain("Do not send it: its items are back in stock.");

      // Again: nothing more comes back.
      const again = await cancel(shopper.token, order.orderNumber);
      expect(again.status).toBe(409);
      expect(await stockOf(product.id)).toBe(5);
    });

    it("refuses a paid or shipped order, another shopper's, and a visitor, changing nothing", async () => {
      const { shopper, product, order } = await placed("bank-transfer");
      await shop().app.db.update(orders).set({ paymentStatus: "Verified" }).where(eq(orders.id, order.id));
      const paid = await cancel(shopper.token, order.orderNumber);
      expect(paid.status).toBe(409);
      expect(paid.body.error.message).toBe(
        "This order can no longer be cancelled here: it is on its way or paid. Please contact us.",
      );

      const second = await placed();
      await shop().app.db.update(orders).set({ status: "Shipped" }).where(eq(orders.id, second.order.id));
      expect((await cancel(second.shopper.token, second.order.orderNumber)).status).toBe(409);

      const third = await placed();
      expect((await cancel(shopper.token, third.order.orderNumber)).status).toBe(404);
      expect((await shop().call(`/api/v1/orders/${third.order.orderNumber}/cancel`, { method: "POST" })).status).toBe(
        401,
      );
      const [row] = await shop().app.db.select().from(orders).where(eq(orders.id, third.order.id));
      expect(row.status).toBe("Pending");
      expect(await stockOf(third.product.id)).toBe(3);
      expect(await stockOf(product.id)).toBe(3);
    });

    it("the order page offers it only to its owner while allowed, and its form cancels", async () => {
      const { shopper, order } = await placed();
      const page = (token?: string) =>
        shop().call(`/track-order/${order.orderNumber}`, {
          headers: token ? { cookie: `bay_session=${token}` } : {},
        });
      expect(String((await page(shopper.token)).body)).toContain("Cancel order");
      expect(String((await page()).body)).not.toContain("Cancel order");
      const other = await createSignedInUser(shop().app);
      expect(String((await page(other.token)).body)).not.toContain("Cancel order");

      const posted = await postPageForm(shop(), `/track-order/${order.orderNumber}?cancel`, shopper.token, {
        intent: "cancel",
      });
      expect(posted.status).toBe(302);
      expect(posted.headers.get("location")).toBe(`/track-order/${order.orderNumber}`);
      const [row] = await shop().app.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row.status).toBe("Cancelled");
      expect(String((await page(shopper.token)).body)).not.toContain("Cancel order");
    });
  },
  {},
  { pages: true },
);
