// Returns and exchanges (docs/product-rules.md#returns): a shopper asks on their delivered order within the window,
// once; the owner accepts or declines with a reply, and marks an accepted parcel received, its pieces restocked once.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { mailOutbox, orderEvents, products, productVariants } from "../../../src/server/schema";
import { RETURN_WINDOW_DAYS } from "../../../src/shop/constants";
import { formatNaira } from "../../../src/shop/money";
import { ownerToDo } from "../../../src/admin";
import type { CurrentUser } from "../../../src/platform/access";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder, insertProduct } from "../admin/helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
const EXCHANGE = { items: [{ line: 0, quantity: 1 }], reason: "Too small", wants: "exchange", note: "Size L please" };

describeOnEachDatabase("returns and exchanges", (shop) => {
  let admin: string;
  let owner: CurrentUser;
  let shopper: { token: string; id: string };
  let productId: string;
  beforeAll(async () => {
    const made = await createSignedInUser(shop().app, { role: "admin" });
    admin = made.token;
    owner = { ...made.user, phone: "", isAdmin: true, adminSessionExpiresAt: null };
    const signedIn = await createSignedInUser(shop().app, { fullName: "Ada Obi" });
    shopper = { token: signedIn.token, id: signedIn.user.id };
    productId = (await insertProduct(shop().app, { name: "Agbada Jersey", stockQuantity: 4 })).id;
    const settings = await shop().call("/api/v1/admin/settings", {
      method: "PATCH",
      json: { contactEmail: "owner@bay.ng", notifyNewOrders: true },
      token: admin,
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  });

  /** A shopper's order of two jerseys and a cap, delivered by the owner through the API (as on the order page). */
  async function deliveredOrder() {
    const order = await insertOrder(shop().app, {
      userId: shopper.id,
      items: [
        { productId, quantity: 2, name: "Agbada Jersey", size: "M" },
        { productId, quantity: 1, name: "Agbada Jersey", size: "L" },
      ],
    });
    const delivered = await shop().call(`/api/v1/admin/orders/${order.id}`, {
      method: "PATCH",
      json: { status: "Delivered" },
      token: admin,
    });
    expect(delivered.status).toBe(200);
    return order;
  }
  const ask = (orderNumber: string, json: unknown, token = shopper.token) =>
    shop().call(`/api/v1/orders/${orderNumber}/return`, { method: "POST", json, token });
  const answer = (id: string, json: unknown) =>
    shop().call(`/api/v1/admin/orders/${id}/return`, { method: "PUT", json, token: admin });
  const receive = (id: string, restock: boolean) =>
    shop().call(`/api/v1/admin/orders/${id}/return/received`, { method: "POST", json: { restock }, token: admin });
  const stock = async () =>
    (await shop().app.db.select({ n: products.stockQuantity }).from(products).where(eq(products.id, productId)))[0].n;
  const mailsOf = (orderId: string) =>
    shop()
      .app.db.select({ kind: mailOutbox.kind, to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, orderId));

  it("lets the shopper ask once within the window, and tells the owner", async () => {
    const order = await deliveredOrder();
    const before = await shop().call(`/api/v1/orders/${order.orderNumber}/return`, { token: shopper.token });
    expect(before.status).toBe(200);
    expect(before.body.return).toBeNull();
    const closes = Date.parse(before.body.openUntil);
    expect(Math.abs(closes - (Date.now() + RETURN_WINDOW_DAYS * DAY_MS))).toBeLessThan(60_000);

    const asked = await ask(order.orderNumber, EXCHANGE);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.return).toMatchObject({
      status: "Requested",
      reason: "Too small",
      wants: "exchange",
      note: "Size L please",
      reply: "",
      items: [{ line: 0, quantity: 1, productName: "Agbada Jersey", size: "M" }],
    });
    const after = await shop().call(`/api/v1/orders/${order.orderNumber}/return`, { token: shopper.token });
    expect(after.body).toMatchObject({ return: { status: "Requested" }, openUntil: null });

    const again = await ask(order.orderNumber, EXCHANGE);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("You have already asked to return pieces of this order");

    expect(await mailsOf(order.id)).toContainEqual({
      kind: "owner-return-requested",
      to: "owner@bay.ng",
      subject: `Return asked for order ${order.orderNumber}: too small`,
    });
    const events = await shop()
      .app.db.select({ detail: orderEvents.detail, by: orderEvents.adminName })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "return")));
    expect(events).toEqual([{ detail: "requested: 1 piece, too small, wants an exchange", by: "Ada Obi" }]);
  });

  it("refuses what cannot be sent back, and changes nothing", async () => {
    const pending = await insertOrder(shop().app, { userId: shopper.id, items: [{ productId, quantity: 1 }] });
    const early = await ask(pending.orderNumber, EXCHANGE);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe("A return can be asked for once the order is delivered");

    const order = await deliveredOrder();
    const cases: Array<[unknown, string]> = [
      [{ ...EXCHANGE, items: [] }, "Please tick what you are sending back"],
      [{ ...EXCHANGE, reason: "" }, "Please choose a reason"],
      [{ ...EXCHANGE, wants: "money" }, "Please choose an exchange or a refund"],
      [{ ...EXCHANGE, items: [{ line: 0, quantity: 3 }] }, "You bought 2 of Agbada Jersey"],
      [{ ...EXCHANGE, items: [{ line: 5, quantity: 1 }] }, "That piece is not in this order"],
      [{ ...EXCHANGE, note: "x".repeat(501) }, "A note is at most 500 characters"],
    ];
    for (const [body, message] of cases) {
      const refused = await ask(order.orderNumber, body);
      expect(refused.status, message).toBe(422);
      expect(refused.body.error.message).toBe(message);
    }
    // Another shopper's order is not found, as on its page; the owner's list has none of these.
    const stranger = await createSignedInUser(shop().app);
    expect((await ask(order.orderNumber, EXCHANGE, stranger.token)).status).toBe(404);
    const listed = await shop().call("/api/v1/admin/returns", { token: admin });
    expect(listed.body.items.map((r: { orderNumber: string }) => r.orderNumber)).not.toContain(order.orderNumber);

    // Past the window, the shopper is sent to the shop.
    await shop()
      .app.db.update(orderEvents)
      .set({ createdAt: new Date(Date.now() - (RETURN_WINDOW_DAYS + 1) * DAY_MS) })
      .where(eq(orderEvents.orderId, order.id));
    const late = await ask(order.orderNumber, EXCHANGE);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(
      `Returns are asked for within ${RETURN_WINDOW_DAYS} days of delivery. Please contact us.`,
    );
    const status = await shop().call(`/api/v1/orders/${order.orderNumber}/return`, { token: shopper.token });
    expect(status.body).toEqual({ return: null, openUntil: null });
  });

  it("lets the owner accept with a reply, mails it, and restocks the received pieces once", async () => {
    const order = await deliveredOrder();
    const toAnswer = async () => (await ownerToDo(shop().app, owner)).returnsToAnswer;
    const waiting = await toAnswer();
    await ask(order.orderNumber, {
      ...EXCHANGE,
      items: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
      ],
    });
    const listed = await shop().call("/api/v1/admin/returns", { token: admin });
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ orderNumber: order.orderNumber, status: "Requested", pieces: "3 pieces" }),
    );

    // The overview's Needs you and the menu count it until it is answered.
    expect(await toAnswer()).toBe(waiting + 1);
    // Not received before it is accepted; declining needs a reason.
    expect((await receive(order.id, true)).status).toBe(409);
    const bare = await answer(order.id, { decision: "decline", reply: "" });
    expect(bare.status).toBe(422);
    expect(bare.body.error.message).toBe("Please tell the shopper why");

    const reply = "Send it with GIG to 12 Allen Avenue, Ikeja, with your order number inside.";
    const accepted = await answer(order.id, { decision: "accept", reply });
    expect(accepted.status).toBe(200);
    expect(accepted.body.return).toMatchObject({ status: "Accepted", reply });
    expect(await toAnswer()).toBe(waiting);
    expect((await answer(order.id, { decision: "decline", reply: "No" })).body.error.message).toBe(
      "This return has already been answered",
    );
    expect(await mailsOf(order.id)).toContainEqual({
      kind: "order-return",
      to: order.customerEmail,
      subject: `Your return for BAY order ${order.orderNumber} is accepted`,
    });
    const shopperSees = await shop().call(`/api/v1/orders/${order.orderNumber}/return`, { token: shopper.token });
    expect(shopperSees.body.return).toMatchObject({ status: "Accepted", reply });

    const shelf = await stock();
    const received = await Promise.all([receive(order.id, true), receive(order.id, true)]);
    expect(received.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stock()).toBe(shelf + 3);
    const done = received.find((r) => r.status === 200)!;
    expect(done.body.return).toMatchObject({ status: "Received", restocked: true });
    // Back, its exchange is still to send: the owner's list shows it as such.
    const open = await shop().call("/api/v1/admin/returns", { token: admin });
    expect(open.body.items).toContainEqual(
      expect.objectContaining({ orderNumber: order.orderNumber, status: "Received", wants: "exchange" }),
    );
  });

  it("keeps a declined return's pieces off the shelf and tells the shopper why", async () => {
    const order = await deliveredOrder();
    // A refund keeps no size wanted instead, whatever was sent with it.
    const asked = await ask(order.orderNumber, {
      ...EXCHANGE,
      items: [{ line: 0, quantity: 1, wantedVariantId: "00000000-0000-4000-8000-000000000000" }],
      reason: "Changed my mind",
      wants: "refund",
    });
    expect(asked.body.return.items[0].wanted).toBeNull();
    const declined = await answer(order.id, { decision: "decline", reply: "The jersey was worn." });
    expect(declined.body.return).toMatchObject({ status: "Declined", reply: "The jersey was worn." });
    expect((await receive(order.id, true)).body.error.message).toBe(
      "Only an accepted return can be marked as received",
    );
    expect(await mailsOf(order.id)).toContainEqual({
      kind: "order-return",
      to: order.customerEmail,
      subject: `About your return for BAY order ${order.orderNumber}`,
    });
  });

  it("puts no unit back twice: a cancelled order's return keeps off the shelf, and cancelling skips restocked pieces", async () => {
    const setStatus = (id: string, status: string) =>
      shop().call(`/api/v1/admin/orders/${id}`, { method: "PATCH", json: { status }, token: admin });
    // Two jerseys and a third back and restocked; cancelling the order (a full refund) puts back the other two only.
    const order = await deliveredOrder();
    await ask(order.orderNumber, EXCHANGE);
    await answer(order.id, { decision: "accept", reply: "Send it back." });
    const shelf = await stock();
    expect((await receive(order.id, true)).status).toBe(200);
    expect(await stock()).toBe(shelf + 1);
    expect((await setStatus(order.id, "Cancelled")).status).toBe(200);
    expect(await stock()).toBe(shelf + 3);
    // Reopened, it takes again what cancelling gave back.
    expect((await setStatus(order.id, "Delivered")).status).toBe(200);
    expect(await stock()).toBe(shelf + 1);

    // Cancelled before its parcel came back, the order's units are on the shelf already.
    const other = await deliveredOrder();
    await ask(other.orderNumber, EXCHANGE);
    await answer(other.id, { decision: "accept", reply: "Send it back." });
    expect((await setStatus(other.id, "Cancelled")).status).toBe(200);
    const before = await stock();
    const refused = await receive(other.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("This order is cancelled: its pieces are back in stock already");
    expect(await stock()).toBe(before);
    expect((await receive(other.id, false)).body.return).toMatchObject({ status: "Received", restocked: false });
  });

  it("records a received return's refund once, for a paid order and within its total, mails it and reports it", async () => {
    const order = await deliveredOrder();
    const refund = (json: unknown, token = admin) =>
      shop().call(`/api/v1/admin/orders/${order.id}/return/refund`, { method: "POST", json, token });
    const refunds = async () =>
      (await shop().call("/api/v1/admin/reports/sales", { token: admin })).body.refunds as {
        returns: number;
        amountKobo: number;
      };
    await ask(order.orderNumber, { ...EXCHANGE, items: [{ line: 0, quantity: 2 }], wants: "refund" });
    await answer(order.id, { decision: "accept", reply: "Send it back." });
    expect((await refund({ amountKobo: 100 })).body.error.message).toBe(
      "A refund is recorded once the parcel is received",
    );
    const received = await receive(order.id, false);
    // What the two jerseys cost is the refund offered.
    expect(received.body.return).toMatchObject({ piecesKobo: 2 * 10_000_00, refundKobo: null, refundedAt: null });
    expect((await refund({ amountKobo: 100 })).body.error.message).toBe(
      "This order is not marked as paid: there is nothing to refund",
    );
    const unpaidListed = await shop().call("/api/v1/admin/returns", { token: admin });
    expect(unpaidListed.body.items.map((r: { orderNumber: string }) => r.orderNumber)).not.toContain(order.orderNumber);
    const paid = await shop().call(`/api/v1/admin/orders/${order.id}/payment`, {
      method: "PATCH",
      json: { paymentStatus: "Verified" },
      token: admin,
    });
    expect(paid.status).toBe(200);

    // Received, paid and wished for, the refund is in the owner's Returns list until it is recorded.
    const listed = async () =>
      (
        (await shop().call("/api/v1/admin/returns", { token: admin })).body.items as Array<{ orderNumber: string }>
      ).find((row) => row.orderNumber === order.orderNumber);
    expect(await listed()).toMatchObject({ status: "Received", wants: "refund" });

    const before = await refunds();
    for (const [json, message] of [
      [{ amountKobo: 0 }, "Please enter the amount refunded"],
      [{}, "Please enter the amount refunded"],
      [
        { amountKobo: order.totalAmountKobo + 1 },
        `A refund is at most the order's total, ${formatNaira(order.totalAmountKobo)}`,
      ],
    ] as const) {
      const refused = await refund(json);
      expect(refused.status, message).toBe(422);
      expect(refused.body.error.message).toBe(message);
    }
    expect((await refund({ amountKobo: 100 }, shopper.token)).status).toBe(403);

    // Two clicks at once record one refund.
    const both = await Promise.all([refund({ amountKobo: 15_000_00 }), refund({ amountKobo: 15_000_00 })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.message).toBe("This return is already refunded");
    const done = both.find((r) => r.status === 200)!.body.return;
    expect(done).toMatchObject({ status: "Received", refundKobo: 15_000_00 });
    expect(Math.abs(Date.parse(done.refundedAt) - Date.now())).toBeLessThan(60_000);

    const shopperSees = await shop().call(`/api/v1/orders/${order.orderNumber}/return`, { token: shopper.token });
    expect(shopperSees.body.return).toMatchObject({ refundKobo: 15_000_00 });
    expect(await mailsOf(order.id)).toContainEqual({
      kind: "order-refund",
      to: order.customerEmail,
      subject: `Your refund of ₦15,000 for BAY order ${order.orderNumber}`,
    });
    const events = await shop()
      .app.db.select({ detail: orderEvents.detail })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "return")));
    expect(events.filter((e) => e.detail?.startsWith("refunded"))).toEqual([{ detail: "refunded ₦15,000" }]);
    expect(await refunds()).toEqual({ returns: before.returns + 1, amountKobo: before.amountKobo + 15_000_00 });
    expect(await listed()).toBeUndefined();
  });

  it("sends an exchange in another size from stock, once, tells the shopper, and refunds nothing after", async () => {
    const tee = await insertProduct(shop().app, {
      name: "Ankara Tee",
      sizes: ["M", "L"],
      colors: ["Red"],
      stockQuantity: 6,
    });
    const variants = await shop()
      .app.db.select({ id: productVariants.id, size: productVariants.size, stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.productId, tee.id));
    const medium = variants.find((v) => v.size === "M")!;
    const large = variants.find((v) => v.size === "L")!;
    const stockOfLarge = async () =>
      (
        await shop()
          .app.db.select({ n: productVariants.stockQuantity })
          .from(productVariants)
          .where(eq(productVariants.id, large.id))
      )[0].n;
    const order = await insertOrder(shop().app, {
      userId: shopper.id,
      items: [{ productId: tee.id, variantId: medium.id, quantity: 2, name: "Ankara Tee", size: "M" }],
    });
    await shop().call(`/api/v1/admin/orders/${order.id}`, {
      method: "PATCH",
      json: { status: "Delivered" },
      token: admin,
    });
    const send = (json: unknown) =>
      shop().call(`/api/v1/admin/orders/${order.id}/return/exchange`, { method: "POST", json, token: admin });
    const toLarge = { pieces: [{ line: 0, variantId: large.id }] };
    const listed = async () =>
      (
        (await shop().call("/api/v1/admin/returns", { token: admin })).body.items as Array<{ orderNumber: string }>
      ).find((row) => row.orderNumber === order.orderNumber);

    const toSettle = async () => (await ownerToDo(shop().app, owner)).returnsToSettle;
    const owed = await toSettle();
    // The size wanted instead is one of the tee's own: another product's is refused.
    const elsewhere = await ask(order.orderNumber, {
      ...EXCHANGE,
      items: [{ line: 0, quantity: 2, wantedVariantId: (await variantOf(productId)).id }],
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error.message).toBe("That size and colour are not Ankara Tee's");
    const asked = await ask(order.orderNumber, {
      ...EXCHANGE,
      items: [{ line: 0, quantity: 2, wantedVariantId: large.id }],
      note: "",
    });
    expect(asked.status).toBe(201);
    expect(asked.body.return.items).toEqual([
      expect.objectContaining({ line: 0, size: "M", wanted: { variantId: large.id, size: "L", color: "Red" } }),
    ]);
    // The owner's mail says which size is wanted, to check the shelf before accepting.
    const [ownerMail] = await shop()
      .app.db.select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, "owner-return-requested")));
    expect(ownerMail.text).toContain("Wanted instead: Ankara Tee: L, Red.");
    expect((await send(toLarge)).body.error.message).toBe("Accept the return before sending its exchange");
    await answer(order.id, { decision: "accept", reply: "Send it back; we send the L." });
    await receive(order.id, true);
    // Back and not yet exchanged, it waits in the owner's Returns.
    expect(await listed()).toMatchObject({ status: "Received", wants: "exchange" });
    expect(await toSettle()).toBe(owed + 1);

    const refusals: Array<[unknown, string]> = [
      [{ pieces: [] }, "Please choose what to send for each piece"],
      [{ pieces: [{ line: 0, variantId: "" }] }, "Please choose what to send for each piece"],
      [{ pieces: [{ line: 1, variantId: large.id }] }, "Please choose what to send for each piece"],
      [
        { pieces: [{ line: 0, variantId: (await variantOf(productId)).id }] },
        "That size and colour are not Ankara Tee's",
      ],
      [{ ...toLarge, courier: "GIG Logistics" }, "Please enter the tracking number"],
    ];
    for (const [json, message] of refusals) {
      const refused = await send(json);
      expect(refused.status, message).toBe(422);
      expect(refused.body.error.message).toBe(message);
    }
    // One L short: the whole exchange is refused, and nothing moves.
    await setLargeStock(1);
    const short = await send(toLarge);
    expect(short.status).toBe(409);
    expect(short.body.error.message).toBe("Not enough stock of Ankara Tee (L, Red) to send this exchange: it needs 2.");
    expect(await stockOfLarge()).toBe(1);
    await setLargeStock(3);

    const sent = await send({ ...toLarge, courier: "GIG Logistics", trackingNumber: "GIG-123" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.return.exchange).toMatchObject({
      items: [{ line: 0, quantity: 2, productName: "Ankara Tee", size: "L", color: "Red", imageUrl: tee.imageUrl }],
      courier: "GIG Logistics",
      trackingNumber: "GIG-123",
    });
    expect(await stockOfLarge()).toBe(1);
    expect((await send(toLarge)).body.error.message).toBe("This return's exchange is already sent");
    expect(await stockOfLarge()).toBe(1);
    expect(await listed()).toBeUndefined();
    expect(await toSettle()).toBe(owed);

    const shopperSees = await shop().call(`/api/v1/orders/${order.orderNumber}/return`, { token: shopper.token });
    expect(shopperSees.body.return.exchange).toMatchObject({ items: [{ size: "L" }], trackingNumber: "GIG-123" });
    expect(await mailsOf(order.id)).toContainEqual({
      kind: "order-exchange",
      to: order.customerEmail,
      subject: `Your exchange for BAY order ${order.orderNumber} is on its way`,
    });
    const events = await shop()
      .app.db.select({ detail: orderEvents.detail })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "return")));
    expect(events.map((e) => e.detail)).toContain("exchange sent: Ankara Tee (L, Red), with GIG Logistics GIG-123");

    await shop().call(`/api/v1/admin/orders/${order.id}/payment`, {
      method: "PATCH",
      json: { paymentStatus: "Verified" },
      token: admin,
    });
    const refund = await shop().call(`/api/v1/admin/orders/${order.id}/return/refund`, {
      method: "POST",
      json: { amountKobo: 100 },
      token: admin,
    });
    expect(refund.body.error.message).toBe("This return's exchange is sent: there is nothing to refund");

    async function setLargeStock(units: number) {
      await shop().app.db.transaction(async (tx) => {
        const [was] = await tx
          .select({ n: productVariants.stockQuantity })
          .from(productVariants)
          .where(eq(productVariants.id, large.id));
        await tx.update(productVariants).set({ stockQuantity: units }).where(eq(productVariants.id, large.id));
        await tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} + ${units - was.n}` })
          .where(eq(products.id, tee.id));
      });
    }
  });

  /** One variant of a product, to offer as another product's exchange. */
  async function variantOf(id: string) {
    const [variant] = await shop()
      .app.db.select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .limit(1);
    return variant;
  }
});
