import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox, orders, products } from "../../../src/server/schema";
import { cancelExpiredUnpaidOrders } from "../../../src/orders/unpaid-orders";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct, LAGOS_ADDRESS } from "./fixtures";

const HOUR = 3_600_000;

describeOnEachDatabase(
  "unpaid orders expire (issue 12, item 8)",
  (shop) => {
    const stockOf = async (id: string) =>
      (await shop().app.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;
    const orderOf = async (id: string) => (await shop().app.db.select().from(orders).where(eq(orders.id, id)))[0];

    /** An order placed over HTTP by a new shopper, then dated `hoursAgo` in the past. */
    async function placedOrder(productId: string, paymentMethod: string, hoursAgo: number) {
      const shopper = await createSignedInUser(shop().app);
      expect(
        (await shop().call("/api/v1/cart/items", { token: shopper.token, json: { productId, quantity: 2 } })).status,
      ).toBe(201);
      const placed = await shop().call("/api/v1/orders", {
        token: shopper.token,
        json: { shippingAddress: LAGOS_ADDRESS, paymentMethod },
      });
      expect(placed.status).toBe(201);
      const createdAt = new Date(Date.now() - hoursAgo * HOUR);
      await shop().app.db.update(orders).set({ createdAt }).where(eq(orders.id, placed.body.order.id));
      return { shopper, order: placed.body.order as { id: string; orderNumber: string } };
    }

    it("cancels unpaid bank-transfer and card orders after 48 hours, restores their stock once and mails the shopper", async () => {
      const tee = await createProduct(shop().app, { stockQuantity: 20 });
      const bank = await placedOrder(tee.id, "bank-transfer", 49);
      const card = await placedOrder(tee.id, "card", 50);
      const fresh = await placedOrder(tee.id, "bank-transfer", 47);
      const onDelivery = await placedOrder(tee.id, "pay-on-delivery", 100);
      const paid = await placedOrder(tee.id, "bank-transfer", 60);
      await shop().app.db.update(orders).set({ paymentStatus: "Verified" }).where(eq(orders.id, paid.order.id));
      expect(await stockOf(tee.id)).toBe(10);

      // Two sweeps at once, as two instances of the shop would run them.
      const runs = await Promise.all([cancelExpiredUnpaidOrders(shop().app), cancelExpiredUnpaidOrders(shop().app)]);
      expect(runs[0] + runs[1]).toBe(2);

      expect((await orderOf(bank.order.id)).status).toBe("Cancelled");
      expect((await orderOf(card.order.id)).status).toBe("Cancelled");
      for (const kept of [fresh, onDelivery, paid]) expect((await orderOf(kept.order.id)).status).toBe("Pending");
      expect(await stockOf(tee.id)).toBe(14);

      const mails = await shop()
        .app.db.select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, [bank.shopper.user.email, card.shopper.user.email, fresh.shopper.user.email]));
      const cancelMails = mails.filter((m) => m.subject.includes("payment not received"));
      expect(cancelMails.map((m) => m.to).sort()).toEqual([bank.shopper.user.email, card.shopper.user.email].sort());
      const bankMail = cancelMails.find((m) => m.to === bank.shopper.user.email)!;
      expect(bankMail.subject).toBe(`Your BAY order ${bank.order.orderNumber} was cancelled: payment not received`);
      expect(bankMail.text).toContain("within 48 hours");
      expect(bankMail.text).toContain("https://shop.example.ng/shop");
      expect(bankMail.text).toContain(`https://shop.example.ng/track-order/${bank.order.orderNumber}`);

      // Later runs find nothing more to do: no stock or mail twice.
      expect(await cancelExpiredUnpaidOrders(shop().app)).toBe(0);
      expect(await stockOf(tee.id)).toBe(14);
      const again = await shop().app.db.select().from(mailOutbox).where(eq(mailOutbox.to, bank.shopper.user.email));
      expect(again.filter((m) => m.subject.includes("payment not received"))).toHaveLength(1);
    });
  },
  { PAYSTACK_SECRET_KEY: "sk_test_expiry", PUBLIC_URL: "https://shop.example.ng" },
);
