import { count, eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { paymentEvents, products } from "../../../src/server/schema";
import { startFakePaystack } from "../../support/fake-paystack";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct, LAGOS_ADDRESS } from "../shopping/fixtures";
import { chargeSuccess, orderRow, placeTestOrder, postWebhook, sign, TEST_PAYSTACK_SECRET } from "./helpers";

const paystack = await startFakePaystack(TEST_PAYSTACK_SECRET);
afterAll(() => paystack.close());

const TOTAL = 2 * 12_000_00 + 8_000_00;

describeOnEachDatabase(
  "Paystack card payments",
  (shop) => {
    async function cardOrderWithPayment() {
      const placed = await placeTestOrder(shop(), "card");
      const started = await shop().call(`/api/v1/orders/${placed.order.orderNumber}/payment`, {
        method: "POST",
        token: placed.shopper.token,
      });
      expect(started.status).toBe(201);
      return { ...placed, payment: started.body as { authorizationUrl: string; reference: string } };
    }
    const eventsFor = async (orderId: string) =>
      (await shop().app.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId)))[0].n;

    it("initializes with the secret key, the order total in kobo, NGN and a reference stored on the order", async () => {
      const { order, shopper, payment, tee } = await cardOrderWithPayment();
      expect(payment.authorizationUrl).toBe(`${paystack.baseUrl}/pay/${payment.reference}`);
      const sent = paystack.transactions.get(payment.reference)!;
      expect(sent).toMatchObject({ amount: TOTAL, currency: "NGN", email: shopper.user.email });
      // From the trusted base (PUBLIC_URL), never from the request's Host.
      expect(sent.callbackUrl).toBe("https://shop.example.ng/payments/paystack/callback");
      expect(paystack.authorizations.at(-1)).toBe(`Bearer ${TEST_PAYSTACK_SECRET}`);
      const row = await orderRow(shop(), order.id);
      expect(row.paymentReference).toBe(payment.reference);
      expect(row.paymentStatus).toBe("Pending");
      // Stock is taken when the order is placed, as for the other methods.
      const [stock] = await shop()
        .app.db.select({ s: products.stockQuantity })
        .from(products)
        .where(eq(products.id, tee.id));
      expect(stock.s).toBe(3);
    });

    it("starts the payment with the order when an API client asks for payNow, and only then", async () => {
      const tee = await createProduct(shop().app, { priceKobo: 12_000_00, stockQuantity: 5 });
      const placeWith = async (extra: Record<string, unknown>) => {
        const shopper = await createSignedInUser(shop().app);
        const json = { productId: tee.id, quantity: 1 };
        expect((await shop().call("/api/v1/cart/items", { token: shopper.token, json })).status).toBe(201);
        const json2 = { shippingAddress: LAGOS_ADDRESS, paymentMethod: "card", ...extra };
        return shop().call("/api/v1/orders", { token: shopper.token, json: json2 });
      };
      const paid = await placeWith({ payNow: true });
      expect(paid.status).toBe(201);
      expect(paid.body.payment).toBe("started");
      const reference = (await orderRow(shop(), paid.body.order.id)).paymentReference;
      expect(paid.body.redirectTo).toBe(`${paystack.baseUrl}/pay/${reference}`);
      expect(paystack.transactions.get(reference!)).toMatchObject({ amount: 12_000_00 + 8_000_00 });

      const later = await placeWith({});
      expect(later.body).toMatchObject({
        payment: "none",
        redirectTo: `/track-order/${later.body.order.orderNumber}`,
      });
      expect((await orderRow(shop(), later.body.order.id)).paymentReference).toBeNull();
    });

    it("marks the payment Verified on a signed charge.success of the full amount, once, however often it is replayed", async () => {
      const { order, payment } = await cardOrderWithPayment();
      const first = await postWebhook(shop(), chargeSuccess(payment.reference, TOTAL));
      expect(first.status).toBe(200);
      expect(first.body.outcome).toBe("verified");
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Verified");

      const replay = await postWebhook(shop(), chargeSuccess(payment.reference, TOTAL));
      expect(replay.status).toBe(200);
      expect(replay.body.outcome).toBe("already-handled");
      expect(await eventsFor(order.id)).toBe(1);

      // The shopper's return after the webhook: verify finds it paid and changes nothing.
      paystack.transactions.get(payment.reference)!.status = "success";
      const verified = await shop().call(`/api/v1/payments/paystack/verify/${payment.reference}`);
      expect(verified.body).toMatchObject({ outcome: "already-handled", paid: true, orderNumber: order.orderNumber });
      expect(await eventsFor(order.id)).toBe(1);
    });

    it("verifies on the shopper's return when Paystack reports success", async () => {
      const { order, payment } = await cardOrderWithPayment();
      paystack.transactions.get(payment.reference)!.status = "success";
      const verified = await shop().call(`/api/v1/payments/paystack/verify/${payment.reference}`);
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ outcome: "verified", paid: true });
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Verified");
    });

    it("leaves the payment Pending when the amount paid is not the order total or not in naira", async () => {
      const { order, payment } = await cardOrderWithPayment();
      const short = await postWebhook(shop(), chargeSuccess(payment.reference, TOTAL - 100));
      expect(short.status).toBe(200);
      expect(short.body.outcome).toBe("amount-mismatch");
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Pending");

      const other = await cardOrderWithPayment();
      const dollars = await postWebhook(shop(), chargeSuccess(other.payment.reference, TOTAL, "USD"));
      expect(dollars.body.outcome).toBe("amount-mismatch");
      expect((await orderRow(shop(), other.order.id)).paymentStatus).toBe("Pending");

      const third = await cardOrderWithPayment();
      const tx = paystack.transactions.get(third.payment.reference)!;
      tx.status = "success";
      tx.paidAmount = 100;
      const verified = await shop().call(`/api/v1/payments/paystack/verify/${third.payment.reference}`);
      expect(verified.body).toMatchObject({ outcome: "amount-mismatch", paid: false });
      expect((await orderRow(shop(), third.order.id)).paymentStatus).toBe("Pending");
    });

    it("refuses a webhook with a bad or missing signature (401) and changes nothing", async () => {
      const { order, payment } = await cardOrderWithPayment();
      const event = chargeSuccess(payment.reference, TOTAL);
      const forged = await postWebhook(shop(), event, sign(JSON.stringify(event), "sk_test_someone_else"));
      expect(forged.status).toBe(401);
      const body = JSON.stringify(event);
      const missing = await shop().call("/api/v1/payments/paystack/webhook", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(missing.status).toBe(401);
      // Signed, but the body was changed after signing (a larger amount claimed for a small payment).
      const tampered = await shop().call("/api/v1/payments/paystack/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "x-paystack-signature": sign(body) },
        body: body.replace(`"amount":${TOTAL}`, `"amount":${TOTAL} `),
      });
      expect(tampered.status).toBe(401);
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Pending");
      expect(await eventsFor(order.id)).toBe(0);
    });

    it("keeps an abandoned payment's order payable: Pay now starts again with a new reference", async () => {
      const { order, shopper, payment } = await cardOrderWithPayment();
      const abandoned = await shop().call(`/api/v1/payments/paystack/verify/${payment.reference}`);
      expect(abandoned.body).toMatchObject({ outcome: "not-successful", paid: false });
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Pending");

      const again = await shop().call(`/api/v1/orders/${order.orderNumber}/payment`, {
        method: "POST",
        token: shopper.token,
      });
      expect(again.status).toBe(201);
      expect(again.body.reference).not.toBe(payment.reference);
      expect((await orderRow(shop(), order.id)).paymentReference).toBe(again.body.reference);

      paystack.transactions.get(again.body.reference)!.status = "success";
      const paid = await shop().call(`/api/v1/payments/paystack/verify/${again.body.reference}`);
      expect(paid.body).toMatchObject({ outcome: "verified", paid: true });

      const afterPaid = await shop().call(`/api/v1/orders/${order.orderNumber}/payment`, {
        method: "POST",
        token: shopper.token,
      });
      expect(afterPaid.status).toBe(409);
    });

    it("lets only the owner start a card payment, and only for an unpaid card order", async () => {
      const { order } = await cardOrderWithPayment();
      const stranger = await createSignedInUser(shop().app);
      expect(
        (await shop().call(`/api/v1/orders/${order.orderNumber}/payment`, { method: "POST", token: stranger.token }))
          .status,
      ).toBe(404);
      expect((await shop().call(`/api/v1/orders/${order.orderNumber}/payment`, { method: "POST" })).status).toBe(401);
      const bank = await placeTestOrder(shop(), "bank-transfer");
      const refused = await shop().call(`/api/v1/orders/${bank.order.orderNumber}/payment`, {
        method: "POST",
        token: bank.shopper.token,
      });
      expect(refused.status).toBe(409);
    });

    it("does not let an admin mark a card payment Verified by hand, but does for bank transfer", async () => {
      const { order } = await cardOrderWithPayment();
      const admin = await createSignedInUser(shop().app, { role: "admin" });
      const card = await shop().call(`/api/v1/admin/orders/${order.id}/payment`, {
        method: "PATCH",
        json: { paymentStatus: "Verified" },
        token: admin.token,
      });
      expect(card.status).toBe(409);
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Pending");
      const bank = await placeTestOrder(shop(), "bank-transfer");
      const ok = await shop().call(`/api/v1/admin/orders/${bank.order.id}/payment`, {
        method: "PATCH",
        json: { paymentStatus: "Verified" },
        token: admin.token,
      });
      expect(ok.status).toBe(200);
      expect((await orderRow(shop(), bank.order.id)).paymentStatus).toBe("Verified");
    });

    it("ignores signed events other than charge.success", async () => {
      const { order, payment } = await cardOrderWithPayment();
      const res = await postWebhook(shop(), {
        event: "charge.failed",
        data: { reference: payment.reference, status: "failed", amount: TOTAL, currency: "NGN" },
      });
      expect(res.status).toBe(200);
      expect(res.body.outcome).toBe("ignored");
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe("Pending");
    });
  },
  {
    PAYSTACK_SECRET_KEY: TEST_PAYSTACK_SECRET,
    PAYSTACK_BASE_URL: paystack.baseUrl,
    PUBLIC_URL: "https://shop.example.ng",
  },
);

describeOnEachDatabase("card payments without Paystack configured", (shop) => {
  it("does not take card orders, and refuses webhooks", async () => {
    const shopper = await createSignedInUser(shop().app);
    const res = await shop().call("/api/v1/orders", {
      token: shopper.token,
      json: { shippingAddress: LAGOS_ADDRESS, paymentMethod: "card" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("Please choose a payment method");
    const hook = await postWebhook(shop(), chargeSuccess("BAY-X", 100));
    expect(hook.status).toBe(409);
  });
});
