// The order page's Payment block asks to be paid only while the order is not yet sent
// (docs/product-rules.md#payment-on-the-order-page): once the owner has sent it, asking again could have the
// shopper pay twice.
import { beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase, signedInPageHtml } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { placeTestOrder } from "./helpers";

describeOnEachDatabase(
  "the order page's payment block",
  (shop) => {
    let admin: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });
    const orderPage = (token: string, orderNumber: string) =>
      signedInPageHtml(shop(), `/track-order/${orderNumber}`, token);
    const markAs = async (orderId: string, status: string) =>
      expect(
        (await shop().call(`/api/v1/admin/orders/${orderId}`, { method: "PATCH", json: { status }, token: admin }))
          .status,
      ).toBe(200);

    it("shows the bank details of an unpaid transfer until the order is sent, never after", async () => {
      const { shopper, order } = await placeTestOrder(shop(), "bank-transfer");
      expect(await orderPage(shopper.token, order.orderNumber)).toContain("Please pay by bank transfer to:");
      await markAs(order.id, "Shipped");
      const sent = await orderPage(shopper.token, order.orderNumber);
      expect(sent).toContain("Payment status: <span");
      expect(sent).not.toContain("Please pay by bank transfer");
    });

    it("tells a pay-on-delivery shopper to pay the courier while it is on its way, not once delivered", async () => {
      const { shopper, order } = await placeTestOrder(shop(), "pay-on-delivery");
      await markAs(order.id, "Shipped");
      expect(await orderPage(shopper.token, order.orderNumber)).toContain("Pay the courier when your order arrives.");
      await markAs(order.id, "Delivered");
      expect(await orderPage(shopper.token, order.orderNumber)).not.toContain("Pay the courier");
    });
  },
  {},
  { pages: true },
);
