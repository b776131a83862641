import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { paymentAttempts, paymentEvents, unmatchedCharges } from "../../../src/server/schema";
import { startFakePaystack } from "../../support/fake-paystack";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { chargeSuccess, orderRow, placeTestOrder, postWebhook, TEST_PAYSTACK_SECRET } from "./helpers";

const paystack = await startFakePaystack(TEST_PAYSTACK_SECRET);
afterAll(() => paystack.close());

const TOTAL = 2 * 12_000_00 + 8_000_00;

describeOnEachDatabase(
  "card payments over several attempts (issue 12, item 12)",
  (shop) => {
    let admin: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });

    /** A card order whose shopper pressed "Pay now" twice (two tabs, or a retry after a slow page). */
    async function cardOrderWithTwoAttempts() {
      const placed = await placeTestOrder(shop(), "card");
      const start = () =>
        shop().call(`/api/v1/orders/${placed.order.orderNumber}/payment`, {
          method: "POST",
          token: placed.shopper.token,
        });
      const first = await start();
      const second = await start();
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.body.reference).not.toBe(second.body.reference);
      return { ...placed, first: first.body.reference as string, second: second.body.reference as string };
    }
    const eventsFor = async (orderId: string) =>
      (await shop().app.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId)))[0].n;
    const unmatched = async () => (await shop().call("/api/v1/admin/unmatched-charges", { token: admin })).body;

    it("keeps every attempt, and pays the order once when the first attempt's charge arrives by webhook", async () => {
      const { order, first, second } = await cardOrderWithTwoAttempts();
      const attempts = await shop().app.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
      expect(attempts.map((a) => a.reference).sort()).toEqual([first, second].sort());

      const paid = await postWebhook(shop(), chargeSuccess(first, TOTAL));
      expect(paid.status).toBe(200);
      expect(paid.body.outcome).toBe("verified");
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Verified");

      const replay = await postWebhook(shop(), chargeSuccess(first, TOTAL));
      expect(replay.body.outcome).toBe("already-handled");
      paystack.transactions.get(first)!.status = "success";
      const verified = await shop().call(`/api/v1/payments/paystack/verify/${first}`);
      expect(verified.body).toMatchObject({ outcome: "already-handled", paid: true, orderNumber: order.orderNumber });
      expect(await eventsFor(order.id)).toBe(1);
      expect((await unmatched()).items.filter((c: { orderId: string }) => c.orderId === order.id)).toEqual([]);
    });

    it("pays the order when the shopper returns from the first attempt after starting a second", async () => {
      const { order, first } = await cardOrderWithTwoAttempts();
      paystack.transactions.get(first)!.status = "success";
      const verified = await shop().call(`/api/v1/payments/paystack/verify/${first}`);
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ outcome: "verified", paid: true, orderNumber: order.orderNumber });
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Verified");
      const late = await postWebhook(shop(), chargeSuccess(first, TOTAL));
      expect(late.body.outcome).toBe("already-handled");
      expect(await eventsFor(order.id)).toBe(1);
    });

    it("records a second successful charge of an already paid order for the admin, paying nothing twice", async () => {
      const { order, first, second } = await cardOrderWithTwoAttempts();
      // Both tabs paid, and both charges arrive at once.
      const [a, b] = await Promise.all([
        postWebhook(shop(), chargeSuccess(first, TOTAL)),
        postWebhook(shop(), chargeSuccess(second, TOTAL)),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.outcome, b.body.outcome].sort()).toEqual(["order-already-paid", "verified"]);
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Verified");

      const recorded = (await unmatched()).items.filter((c: { orderId: string }) => c.orderId === order.id);
      expect(recorded).toEqual([
        expect.objectContaining({
          orderNumber: order.orderNumber,
          amountKobo: TOTAL,
          reason: "The order was already paid",
        }),
      ]);
    });

    it("records a charge of an unknown reference, answers the webhook 200 and shows it to admins only", async () => {
      const event = {
        event: "charge.success",
        data: {
          reference: "SOMEONE-ELSE-42",
          status: "success",
          amount: 5_000_00,
          currency: "NGN",
          customer: { email: "payer@example.ng" },
        },
      };
      const res = await postWebhook(shop(), event);
      expect(res.status).toBe(200);
      expect(res.body.outcome).toBe("unknown-reference");
      expect((await postWebhook(shop(), event)).body.outcome).toBe("already-handled");

      const list = await unmatched();
      expect(list.items.filter((c: { reference: string }) => c.reference === "SOMEONE-ELSE-42")).toEqual([
        {
          reference: "SOMEONE-ELSE-42",
          orderId: null,
          orderNumber: null,
          amountKobo: 5_000_00,
          customerEmail: "payer@example.ng",
          reason: "No order has this payment reference",
          createdAt: expect.any(String),
        },
      ]);
      expect(
        await shop().app.db.select().from(unmatchedCharges).where(eq(unmatchedCharges.reference, "SOMEONE-ELSE-42")),
      ).toHaveLength(1);

      const shopper = await createSignedInUser(shop().app);
      expect((await shop().call("/api/v1/admin/unmatched-charges", { token: shopper.token })).status).toBe(403);
      expect((await shop().call("/api/v1/admin/unmatched-charges")).status).toBe(401);
    });

    it("records a charge that arrives after its order was cancelled, and a wrong amount, leaving both unpaid", async () => {
      const cancelled = await cardOrderWithTwoAttempts();
      const cancel = await shop().call(`/api/v1/admin/orders/${cancelled.order.id}`, {
        method: "PATCH",
        token: admin,
        json: { status: "Cancelled" },
      });
      expect(cancel.status).toBe(200);
      const late = await postWebhook(shop(), chargeSuccess(cancelled.first, TOTAL));
      expect(late.body.outcome).toBe("order-cancelled");
      expect(await orderRow(shop(), cancelled.order.id)).toMatchObject({
        status: "Cancelled",
        paymentStatus: "Pending",
      });

      const short = await cardOrderWithTwoAttempts();
      const wrong = await postWebhook(shop(), chargeSuccess(short.second, TOTAL - 1));
      expect(wrong.body.outcome).toBe("amount-mismatch");
      expect((await orderRow(shop(), short.order.id)).paymentStatus).toBe("Pending");

      const reasons = (await unmatched()).items
        .filter((c: { orderId: string }) => c.orderId === cancelled.order.id || c.orderId === short.order.id)
        .map((c: { reason: string; amountKobo: number }) => [c.reason, c.amountKobo]);
      expect(reasons.sort()).toEqual([
        ["The amount paid is not the order total in naira", TOTAL - 1],
        ["The order was cancelled before the payment arrived", TOTAL],
      ]);
    });
  },
  { PAYSTACK_SECRET_KEY: TEST_PAYSTACK_SECRET, PAYSTACK_BASE_URL: paystack.baseUrl },
);
