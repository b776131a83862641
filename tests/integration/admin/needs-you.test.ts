// The admin overview's "Needs you": what waits on the owner today, counted from the shop's own records
// and linked to the list where it is done. Each count is read as a change from before, whatever the
// shop held already.
import { expect, it } from "vitest";
import { ownerToDo } from "../../../src/admin";
import { stockAlerts } from "../../../src/server/schema";
import type { CurrentUser } from "../../../src/platform/access";
import { describeOnEachDatabase, shownText } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { placeTestOrder } from "../payments/helpers";

describeOnEachDatabase(
  "the overview's Needs you",
  (shop) => {
    it("counts the transfers to look for, the products running low and the shoppers waiting, each linked", async () => {
      const made = await createSignedInUser(shop().app, { role: "admin" });
      const owner: CurrentUser = { ...made.user, phone: "", isAdmin: true, adminSessionExpiresAt: null };
      const before = await ownerToDo(shop().app, owner);

      // A transfer placed and not yet paid; its tee (5 made, 2 ordered) is now low at the threshold of 5.
      const { order, tee } = await placeTestOrder(shop(), "bank-transfer");
      const waiting = await createSignedInUser(shop().app);
      const [variant] = (await shop().call(`/api/v1/products/${tee.id}`)).body.variants as Array<{ id: string }>;
      await shop().app.db.insert(stockAlerts).values({ userId: waiting.user.id, variantId: variant.id });

      const after = await ownerToDo(shop().app, owner);
      expect(after).toEqual({
        unpaidTransfers: before.unpaidTransfers + 1,
        lowStockProducts: before.lowStockProducts + 1,
        shoppersWaiting: before.shoppersWaiting + 1,
        returnsToAnswer: before.returnsToAnswer,
        returnsToSettle: before.returnsToSettle,
      });

      const page = await shop().call("/admin", { headers: { cookie: `bay_session=${made.token}` } });
      expect(page.status).toBe(200);
      const html = String(page.body);
      const text = shownText(html).replace(/<[^>]+>/g, "");
      expect(text).toContain("Needs you");
      expect(text).toContain(
        `${after.unpaidTransfers} bank transfer${after.unpaidTransfers === 1 ? "" : "s"} to look for`,
      );
      expect(html).toContain(
        'href="/admin/orders?status=Pending&amp;paymentStatus=Pending&amp;paymentMethod=bank-transfer"',
      );
      expect(html).toContain('href="/admin/low-stock"');
      expect(html).toContain('href="/admin/waiting"');

      // The transfer found in the bank and marked paid leaves the list.
      const paid = await shop().call(`/api/v1/admin/orders/${order.id}/payment`, {
        method: "PATCH",
        token: made.token,
        json: { paymentStatus: "Verified" },
      });
      expect(paid.status).toBe(200);
      expect((await ownerToDo(shop().app, owner)).unpaidTransfers).toBe(before.unpaidTransfers);
    });

    it("is the owner's alone", async () => {
      const made = await createSignedInUser(shop().app);
      const shopper: CurrentUser = { ...made.user, phone: "", isAdmin: false, adminSessionExpiresAt: null };
      await expect(ownerToDo(shop().app, shopper)).rejects.toMatchObject({ status: 403 });
    });
  },
  {},
  { pages: true },
);
