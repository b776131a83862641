// The owner corrects a pending order's delivery address (docs/product-rules.md#correcting-a-delivery-address):
// checked as checkout checks it, kept off shipped, ended and picked-up orders, on the timeline, the fee kept.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { mailOutbox, orderEvents, orders } from "../../../src/server/schema";
import { describeOnEachDatabase, postPageForm, shownText, toastIn } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder, insertProduct } from "./helpers";

const CORRECTED = {
  fullName: "Ada Obi",
  phone: "0803 765 4321",
  address: "5 Oba Street, opposite the filling station",
  city: "Lekki",
  state: "Lagos",
  postalCode: "",
};

describeOnEachDatabase(
  "correcting a delivery address",
  (shop) => {
    let admin: string;
    let shopper: string;
    let productId: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      shopper = (await createSignedInUser(shop().app)).token;
      productId = (await insertProduct(shop().app, { stockQuantity: 5 })).id;
    });
    const order = (status?: "Shipped" | "Delivered" | "Cancelled") =>
      insertOrder(shop().app, { items: [{ productId, quantity: 1 }], status });
    const put = (id: string, json: unknown, token = admin) =>
      shop().call(`/api/v1/admin/orders/${id}/shipping-address`, { method: "PUT", json, token });
    const rowOf = async (id: string) => (await shop().app.db.select().from(orders).where(eq(orders.id, id)))[0];
    const eventsOf = (id: string) =>
      shop()
        .app.db.select({ kind: orderEvents.kind, detail: orderEvents.detail })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, id));

    it("changes a pending order's address and phone, keeps its fee, and puts it on the timeline once", async () => {
      const pending = await order();
      expect((await put(pending.id, CORRECTED, shopper)).status).toBe(403);

      const saved = await put(pending.id, CORRECTED);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.order.shippingAddress).toMatchObject({
        address: CORRECTED.address,
        city: "Lekki",
        phone: "08037654321",
      });
      const row = await rowOf(pending.id);
      expect(row.shippingAddress).toEqual({
        fullName: "Ada Obi",
        phone: "08037654321",
        address: CORRECTED.address,
        city: "Lekki",
        state: "Lagos",
      });
      expect(row.customerPhone).toBe("08037654321");
      expect(row.shippingFeeKobo).toBe(pending.shippingFeeKobo);
      expect(row.totalAmountKobo).toBe(pending.totalAmountKobo);
      expect(await eventsOf(pending.id)).toEqual([{ kind: "address", detail: `${CORRECTED.address}, Lekki, Lagos` }]);

      // The shopper has the new address in writing.
      const mails = () =>
        shop()
          .app.db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(eq(mailOutbox.orderId, pending.id));
      expect(await mails()).toEqual([
        { kind: "order-address", subject: `New delivery address for your BAY order ${pending.orderNumber}` },
      ]);

      // The same address again changes nothing, writes nothing on the timeline and mails nothing.
      expect((await put(pending.id, CORRECTED)).status).toBe(200);
      expect(await eventsOf(pending.id)).toHaveLength(1);
      expect(await mails()).toHaveLength(1);
    });

    it("refuses an address checkout would refuse, and changes nothing", async () => {
      const pending = await order();
      const refused = await put(pending.id, { ...CORRECTED, state: "Atlantis" });
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe("Please select your state");
      const noPhone = await put(pending.id, { ...CORRECTED, phone: "12345" });
      expect(noPhone.body.error.message).toBe("Please enter a valid Nigerian phone number");
      expect((await rowOf(pending.id)).shippingAddress.address).toBe("12 Allen Avenue");
      expect((await put("not-an-order", CORRECTED)).status).toBe(404);
    });

    it("leaves shipped, delivered, cancelled and picked-up orders as they are", async () => {
      for (const status of ["Shipped", "Delivered", "Cancelled"] as const) {
        const done = await order(status);
        const answer = await put(done.id, CORRECTED);
        expect(answer.status).toBe(409);
        expect(answer.body.error.message).toBe("The address can be changed only while the order is Pending");
        expect((await rowOf(done.id)).shippingAddress.address).toBe("12 Allen Avenue");
      }
      const pickup = await order();
      await shop()
        .app.db.update(orders)
        .set({
          delivery: {
            zone: "Pick up in store",
            pickup: true,
            pickupAddress: "1 Shop Road",
            time: { min: 24, max: 24, unit: "hours" },
          },
        })
        .where(eq(orders.id, pickup.id));
      const answer = await put(pickup.id, CORRECTED);
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe("An order picked up in store has no delivery address");
    });

    it("takes the admin order page's form, and shows a refusal under its box", async () => {
      const pending = await order();
      const page = `/admin/orders/${pending.orderNumber}`;
      const changeLink = `href="${page}?address#delivery-heading"`;
      const view = (path: string) =>
        shop()
          .call(path, { headers: { cookie: `bay_session=${admin}` } })
          .then((answer) => String(answer.body));
      expect(await view(page)).toContain(changeLink);

      const form = shownText(
        (await shop().call(`${page}?address`, { headers: { cookie: `bay_session=${admin}` } })).body,
      );
      expect(form).toContain("Save address");
      expect(form).toContain("The order keeps its delivery fee (₦8,000) and date.");

      const refused = await postPageForm(shop(), page, admin, {
        intent: "address",
        id: pending.id,
        ...CORRECTED,
        city: "",
      });
      expect(refused.status).toBe(422);
      expect(shownText(refused.body)).toContain("Please enter your city");
      expect((await rowOf(pending.id)).shippingAddress.city).toBe("Ikeja");

      const saved = await postPageForm(shop(), page, admin, { intent: "address", id: pending.id, ...CORRECTED });
      expect(saved.status).toBe(302);
      expect(toastIn(saved)).toEqual({ kind: "success", message: "Delivery address saved" });
      expect((await rowOf(pending.id)).shippingAddress.city).toBe("Lekki");
      const after = shownText((await shop().call(page, { headers: { cookie: `bay_session=${admin}` } })).body);
      expect(after).toContain(`Delivery address changed to ${CORRECTED.address}, Lekki, Lagos`);

      // Once shipped, the page no longer offers it.
      await shop().app.db.update(orders).set({ status: "Shipped" }).where(eq(orders.id, pending.id));
      expect(await view(page)).not.toContain(changeLink);
      expect(await view(`${page}?address`)).not.toContain("Save address");
    });
  },
  {},
  { pages: true },
);
