// Several orders set to one status at once (docs/product-rules.md#order-statuses): through the API and the
// orders page's form, each changed as one change would be (stock, timeline, the shopper's mail).
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { mailOutbox, orders, products } from "../../../src/server/schema";
import { describeOnEachDatabase, toastIn, postPageForm, shownText, type TestShop } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { NOT_CHANGED_FOR_AN_ERROR } from "../../../src/orders/bulk-status";
import { insertOrder, insertProduct } from "./helpers";

/** The orders page's form as the admin's browser posts it, with one `ids` box per ticked order. */
function postBulkForm(
  shop: TestShop,
  token: string,
  ids: string[],
  status: string,
  returnTo = "/admin/orders",
  extra: Record<string, string> = {},
) {
  const fields = new URLSearchParams({ intent: "bulk-status", status, returnTo, ...extra });
  for (const id of ids) fields.append("ids", id);
  return postPageForm(shop, "/admin/orders", token, fields);
}

describeOnEachDatabase(
  "setting several orders' status at once",
  (shop) => {
    let admin: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });
    const statusOf = async (ids: string[]) =>
      Object.fromEntries(
        (
          await shop()
            .app.db.select({ id: orders.id, status: orders.status })
            .from(orders)
            .where(inArray(orders.id, ids))
        ).map((row) => [row.id, row.status]),
      );
    const mailsTo = async (email: string) =>
      (await shop().app.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.to, email))).map(
        (mail) => mail.kind,
      );
    const patch = (json: unknown, token = admin) =>
      shop().call("/api/v1/admin/orders", { method: "PATCH", json, token });

    it("changes each ticked order once, mails each shopper, and counts the ones already there or gone", async () => {
      const product = await insertProduct(shop().app, { stockQuantity: 5 });
      const email = `bulk-${randomUUID().slice(0, 8)}@example.ng`;
      const [first, second, shipped] = await Promise.all(
        (["Pending", "Pending", "Shipped"] as const).map((status) =>
          insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }], status, email }),
        ),
      );

      const answer = await patch({ ids: [first.id, second.id, shipped.id, randomUUID(), first.id], status: "Shipped" });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: "Shipped",
        changed: expect.arrayContaining([first.orderNumber, second.orderNumber]),
        unchanged: [shipped.orderNumber],
        missing: 1,
        refused: [],
        paid: [],
      });
      expect(answer.body.changed).toHaveLength(2);
      expect(await statusOf([first.id, second.id, shipped.id])).toEqual({
        [first.id]: "Shipped",
        [second.id]: "Shipped",
        [shipped.id]: "Shipped",
      });
      // One Shipped mail per changed order, none for the one already shipped.
      expect(await mailsTo(email)).toEqual(["order-status", "order-status"]);
    });

    it("marks the pay-on-delivery orders it delivers paid when told the couriers collected, and no other", async () => {
      const product = await insertProduct(shop().app, { stockQuantity: 9 });
      const [cash, transfer, unticked] = await Promise.all(
        (["pay-on-delivery", "bank-transfer", "pay-on-delivery"] as const).map((paymentMethod) =>
          insertOrder(shop().app, {
            items: [{ productId: product.id, quantity: 1 }],
            status: "Shipped",
            paymentMethod,
          }),
        ),
      );
      const answer = await patch({ ids: [cash.id, transfer.id], status: "Delivered", paidOnDelivery: true });
      expect(answer.status).toBe(200);
      expect(answer.body.paid).toEqual([cash.orderNumber]);
      expect((await patch({ ids: [unticked.id], status: "Delivered" })).body.paid).toEqual([]);
      const paymentOf = async (id: string) =>
        (await shop().app.db.select({ p: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0].p;
      expect([await paymentOf(cash.id), await paymentOf(transfer.id), await paymentOf(unticked.id)]).toEqual([
        "Verified",
        "Pending",
        "Pending",
      ]);

      // The page's form: its tick is on by default, and the toast says how many were marked paid.
      const more = await Promise.all(
        [1, 2].map(() =>
          insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }], status: "Shipped" }),
        ),
      );
      const page = await shop().call("/admin/orders", { headers: { cookie: `bay_session=${admin}` } });
      expect(String(page.body)).toMatch(/name="paidOnDelivery" checked=""/);
      const posted = await postBulkForm(
        shop(),
        admin,
        more.map((order) => order.id),
        "Delivered",
        "/admin/orders",
        {
          paidOnDelivery: "on",
        },
      );
      expect(toastIn(posted)).toEqual({
        kind: "success",
        message: "Order status updated to Delivered for 2 orders; 2 orders paid on delivery marked paid",
      });
      expect(await paymentOf(more[0].id)).toBe("Verified");
    });

    it("cancels several at once and puts each one's items back on the shelf once", async () => {
      const product = await insertProduct(shop().app, { stockQuantity: 5 });
      const placed = await Promise.all(
        [2, 1].map((quantity) => insertOrder(shop().app, { items: [{ productId: product.id, quantity }] })),
      );
      const ids = placed.map((order) => order.id);
      expect((await patch({ ids, status: "Cancelled" })).status).toBe(200);
      expect((await patch({ ids, status: "Cancelled" })).body.unchanged).toHaveLength(2);
      const [row] = await shop()
        .app.db.select({ stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, product.id));
      expect(row.stock).toBe(8);
    });

    it("reopens the orders it can and names the one whose stock has gone, leaving it Cancelled", async () => {
      const plenty = await insertProduct(shop().app, { stockQuantity: 5, name: "Plenty Tee" });
      const scarce = await insertProduct(shop().app, { stockQuantity: 1, name: "Scarce Cap" });
      const reopenable = await insertOrder(shop().app, {
        items: [{ productId: plenty.id, quantity: 1 }],
        status: "Pending",
      });
      const stuck = await insertOrder(shop().app, {
        items: [{ productId: scarce.id, quantity: 2, name: "Scarce Cap" }],
        status: "Pending",
      });
      expect((await patch({ ids: [reopenable.id, stuck.id], status: "Cancelled" })).status).toBe(200);
      // The cap's units went back (3) and were sold again meanwhile.
      await shop().app.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, scarce.id));

      const answer = await patch({ ids: [stuck.id, reopenable.id], status: "Pending" });
      expect(answer.status).toBe(200);
      expect(answer.body.changed).toEqual([reopenable.orderNumber]);
      expect(answer.body.refused).toEqual([
        {
          orderNumber: stuck.orderNumber,
          reason: expect.stringMatching(/^Not enough stock of Scarce Cap.* to reopen this order: it needs 2\.$/),
        },
      ]);
      expect(await statusOf([reopenable.id, stuck.id])).toEqual({
        [reopenable.id]: "Pending",
        [stuck.id]: "Cancelled",
      });
    });

    it("names an order whose change the database failed, and still changes the others, before and after it", async () => {
      const product = await insertProduct(shop().app, { stockQuantity: 5 });
      const [before, failing, after] = await Promise.all(
        [0, 1, 2].map(() => insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }] })),
      );
      // The database itself refuses to write that one order, as a full disk or a lost connection would.
      const db = shop().app.db;
      await db.execute(
        sql.raw(`CREATE FUNCTION refuse_one_order() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN IF OLD.id = '${failing.id}' THEN RAISE EXCEPTION 'could not write order'; END IF; RETURN NEW; END $$`),
      );
      await db.execute(
        sql`CREATE TRIGGER refuse_one_order BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION refuse_one_order()`,
      );
      try {
        const answer = await patch({ ids: [before.id, failing.id, after.id], status: "Shipped" });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          status: "Shipped",
          changed: [before.orderNumber, after.orderNumber],
          unchanged: [],
          missing: 0,
          refused: [{ orderNumber: failing.orderNumber, reason: NOT_CHANGED_FOR_AN_ERROR }],
          paid: [],
        });
        expect(await statusOf([before.id, failing.id, after.id])).toEqual({
          [before.id]: "Shipped",
          [failing.id]: "Pending",
          [after.id]: "Shipped",
        });
        // The page's toast says the same in words.
        const posted = await postBulkForm(shop(), admin, [failing.id], "Delivered");
        // Red: nothing ticked changed, so the owner has it to do again.
        expect(toastIn(posted)).toEqual({
          kind: "error",
          message: `Order status updated to Delivered for 0 orders; ${failing.orderNumber} not changed: something went wrong, try it again`,
        });
      } finally {
        await db.execute(sql`DROP TRIGGER refuse_one_order ON orders`);
        await db.execute(sql`DROP FUNCTION refuse_one_order()`);
      }
    });

    it("refuses no order ticked, an unknown status, too many orders, and anyone but an admin, changing nothing", async () => {
      const product = await insertProduct(shop().app);
      const order = await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }] });

      const none = await patch({ ids: [], status: "Shipped" });
      expect(none.status).toBe(422);
      expect(none.body.error.message).toBe("Tick at least one order");
      const unknown = await patch({ ids: [order.id], status: "Lost" });
      expect(unknown.status).toBe(422);
      expect(unknown.body.error.message).toBe("Status must be Pending, Shipped, Delivered or Cancelled");
      // A value of the wrong JSON type is named in words, as a client can act on.
      const notAList = await patch({ ids: order.id, status: "Shipped" });
      expect(notAList.status).toBe(422);
      expect(notAList.body.error.message).toBe("ids must be a list");
      const notAnObject = await patch([order.id]);
      expect(notAnObject.body.error.message).toBe("The request must be an object");
      const tooMany = await patch({ ids: Array.from({ length: 101 }, () => randomUUID()), status: "Shipped" });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.error.message).toBe("Change at most 100 orders at once");
      const shopper = await createSignedInUser(shop().app);
      expect((await patch({ ids: [order.id], status: "Shipped" }, shopper.token)).status).toBe(403);
      expect(
        (await shop().call("/api/v1/admin/orders", { method: "PATCH", json: { ids: [order.id], status: "Shipped" } }))
          .status,
      ).toBe(401);
      expect(await statusOf([order.id])).toEqual({ [order.id]: "Pending" });
    });

    it("works from the orders page's form without JavaScript, back to the same filtered list with a toast", async () => {
      const product = await insertProduct(shop().app, { stockQuantity: 5 });
      const [first, second, delivered] = await Promise.all(
        (["Pending", "Pending", "Delivered"] as const).map((status) =>
          insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }], status }),
        ),
      );
      const page = await shop().call("/admin/orders", { headers: { cookie: `bay_session=${admin}` } });
      expect(String(page.body)).toContain(`name="ids" value="${first.id}"`);
      expect(String(page.body)).toContain('form="bulk-status"');

      const posted = await postBulkForm(
        shop(),
        admin,
        // The table's box and the phone card's box of one order may both be sent.
        [first.id, first.id, second.id, delivered.id],
        "Delivered",
        "/admin/orders?status=Pending",
      );
      expect(posted.status).toBe(302);
      expect(posted.headers.get("location")).toBe("/admin/orders?status=Pending");
      expect(toastIn(posted)).toEqual({
        kind: "success",
        message: `Order status updated to Delivered for 2 orders; ${delivered.orderNumber} was already Delivered`,
      });
      expect(await statusOf([first.id, second.id])).toEqual({ [first.id]: "Delivered", [second.id]: "Delivered" });

      const nothing = await postBulkForm(shop(), admin, [], "Shipped");
      expect(nothing.status).toBe(302);
      expect(toastIn(nothing)).toEqual({
        kind: "error",
        message: "Failed to update order status. Tick at least one order",
      });
    });

    it("asks on the page before cancelling ticked orders whose browser did not ask, and cancels once told yes", async () => {
      const product = await insertProduct(shop().app, { stockQuantity: 5 });
      const ticked = await Promise.all(
        [1, 2].map(() => insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }] })),
      );
      const ids = ticked.map((order) => order.id);
      // The form posted before its JavaScript ran (or without any): nothing changes, the page asks.
      const unasked = await postBulkForm(shop(), admin, ids, "Cancelled");
      expect(unasked.status).toBe(200);
      const question = shownText(unasked.body);
      expect(question).toContain("Cancel 2 orders?");
      expect(question).toContain(ticked[0].orderNumber);
      expect(question).toContain("Their items go back into stock and each shopper is e-mailed");
      expect(question).toContain("Yes, cancel 2 orders");
      expect(await statusOf(ids)).toEqual({ [ids[0]]: "Pending", [ids[1]]: "Pending" });
      // Other statuses are not asked about.
      expect((await postBulkForm(shop(), admin, [ids[0]], "Shipped")).status).toBe(302);
      expect(await statusOf([ids[0]])).toEqual({ [ids[0]]: "Shipped" });

      const yes = await postBulkForm(shop(), admin, ids, "Cancelled", "/admin/orders", { asked: "yes" });
      expect(yes.status).toBe(302);
      expect(toastIn(yes)).toEqual({ kind: "success", message: "Order status updated to Cancelled for 2 orders" });
      expect(await statusOf(ids)).toEqual({ [ids[0]]: "Cancelled", [ids[1]]: "Cancelled" });
    });

    it("prints the ticked orders' packing slips on one page, oldest first, for an admin only", async () => {
      const product = await insertProduct(shop().app, { name: "Slip Tee", stockQuantity: 5 });
      const older = await insertOrder(shop().app, {
        items: [{ productId: product.id, quantity: 2, name: "Slip Tee", size: "L", color: "Green" }],
        fullName: "Older Buyer",
        createdAt: new Date(Date.now() - 60_000),
      });
      const newer = await insertOrder(shop().app, {
        items: [{ productId: product.id, quantity: 1, name: "Slip Tee" }],
        fullName: "Newer Buyer",
      });
      const query = new URLSearchParams({ intent: "bulk-status", status: "Shipped" });
      for (const id of [newer.id, older.id, randomUUID()]) query.append("ids", id);
      const slips = shownText(
        String(
          (await shop().call(`/admin/orders/packing-slips?${query}`, { headers: { cookie: `bay_session=${admin}` } }))
            .body,
        ),
      );
      expect(slips).toContain("2 slips, one to a page");
      expect(slips.match(/aria-label="Packing slip"/g)).toHaveLength(2);
      expect(slips.indexOf(older.orderNumber)).toBeLessThan(slips.indexOf(newer.orderNumber));
      expect(slips).toContain("Older Buyer");
      expect(slips).toContain("12 Allen Avenue");
      expect(slips).toContain("L / Green");

      const none = await shop().call("/admin/orders/packing-slips", { headers: { cookie: `bay_session=${admin}` } });
      expect(none.status).toBe(200);
      expect(shownText(String(none.body))).toContain("Tick at least one order");
      expect(shownText(String(none.body))).not.toContain('aria-label="Packing slip"');

      const shopper = await createSignedInUser(shop().app);
      const refused = await shop().call(`/admin/orders/packing-slips?${query}`, {
        headers: { cookie: `bay_session=${shopper.token}` },
        redirect: "manual",
      });
      expect(String(refused.body)).not.toContain("Older Buyer");
    });
  },
  {},
  { pages: true },
);
