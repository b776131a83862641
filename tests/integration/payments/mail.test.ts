import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { mailOutbox } from "../../../src/server/schema";
import { createMailTransport, deliverPendingMail, MAX_MAIL_ATTEMPTS } from "../../../src/mail/delivery";
import { queueOrderStatusMail } from "../../../src/mail/order-mails";
import { publicOrigin } from "../../../src/platform/public-origin";
import { readMail, startSmtpSink } from "../../support/smtp-sink";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { orderRow, placeTestOrder } from "./helpers";

const sink = await startSmtpSink();
const refusing = await startSmtpSink({ reject: true });
afterAll(async () => {
  await sink.close();
  await refusing.close();
});

const BANK = "BAY Test Ltd · Zenith Bank · 1234567890";

describeOnEachDatabase(
  "order mails over SMTP",
  (shop) => {
    const outboxFor = (to: string) => shop().app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const receivedBy = (to: string) => sink.received.filter((m) => m.to.includes(to)).map((m) => readMail(m.raw));

    it("sends the bank-transfer order confirmation with naira amounts, bank details and escaped names in text and HTML", async () => {
      const { order, shopper } = await placeTestOrder(shop(), "bank-transfer", { fullName: "Ada <b>Obi</b>" });
      const [queued] = await outboxFor(shopper.user.email);
      expect(queued.status).toBe("pending");

      const result = await deliverPendingMail(shop().app, createMailTransport(sink.url));
      expect(result.sent).toBeGreaterThanOrEqual(1);
      const [mail] = receivedBy(shopper.user.email);
      expect(mail.subject).toBe(`Your BAY Test order ${order.orderNumber}`);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(order.orderNumber);
        expect(part).toContain("₦24,000"); // 2 × ₦12,000 line total
        expect(part).toContain("₦8,000"); // Lagos shipping
        expect(part).toContain("₦32,000"); // total
        expect(part).toContain("2-3 business days");
        expect(part).toContain("Zenith Bank");
        expect(part).toContain("Size M");
        expect(part).toContain("Colour Blue");
        expect(part).toContain("12 Allen Avenue");
      }
      expect(mail.text).toContain("Ada <b>Obi</b>");
      expect(mail.text).toContain(`with your order number ${order.orderNumber} as the payment reference`);
      expect(mail.text).toContain(`Reference: ${order.orderNumber}`);
      expect(mail.html).toContain("Ada &lt;b&gt;Obi&lt;/b&gt;");
      expect(mail.html).not.toContain("<b>Obi</b>");
      const [sent] = await outboxFor(shopper.user.email);
      expect(sent.status).toBe("sent");
      expect(sent.sentAt).not.toBeNull();

      // Delivered once: a second run finds nothing due for this address.
      await deliverPendingMail(shop().app, createMailTransport(sink.url));
      expect(receivedBy(shopper.user.email)).toHaveLength(1);
    });

    it("tells a pay-on-delivery shopper to pay the courier, with the 24-hour wording for Ibadan", async () => {
      const { shopper } = await placeTestOrder(shop(), "pay-on-delivery", { city: "Ibadan", state: "Oyo" });
      await deliverPendingMail(shop().app, createMailTransport(sink.url));
      const [mail] = receivedBy(shopper.user.email);
      expect(mail.text).toContain("Pay the courier when your order arrives");
      expect(mail.text).toContain("within 24 hours");
      expect(mail.text).toContain("₦4,000");
      expect(mail.html).toContain("Pay the courier when your order arrives");
    });

    it("mails status changes to Shipped, Delivered and Cancelled, and nothing for Pending", async () => {
      const { order, shopper } = await placeTestOrder(shop(), "pay-on-delivery");
      const row = await orderRow(shop(), order.id);
      for (const status of ["Pending", "Shipped", "Delivered", "Cancelled"])
        await queueOrderStatusMail(shop().app, row, status);
      await deliverPendingMail(shop().app, createMailTransport(sink.url));
      const subjects = receivedBy(shopper.user.email).map((m) => m.subject);
      expect(subjects).toEqual(
        expect.arrayContaining([
          `Your BAY Test order ${order.orderNumber} is shipped`,
          `Your BAY Test order ${order.orderNumber} is delivered`,
          `Your BAY Test order ${order.orderNumber} is cancelled`,
        ]),
      );
      expect(subjects).toHaveLength(4); // the confirmation and three status mails
      // The delivered one asks for a review of each piece, at its product's reviews on this shop.
      const delivered = receivedBy(shopper.user.email).find((m) => m.subject.endsWith("is delivered"))!;
      const origin = publicOrigin(shop().app.config);
      for (const item of row.items) {
        expect(delivered.text).toContain(`Review ${item.productName}:\n${origin}/product/${item.productId}#reviews`);
        expect(delivered.html).toContain(`href="${origin}/product/${item.productId}#reviews"`);
      }
      const shipped = receivedBy(shopper.user.email).find((m) => m.subject.endsWith("is shipped"))!;
      expect(shipped.text).not.toContain("How did it fit?");
    });

    it("mails the customer when an admin ships the order, once per real change", async () => {
      const { order, shopper } = await placeTestOrder(shop(), "bank-transfer");
      const admin = await createSignedInUser(shop().app, { role: "admin" });
      for (let i = 0; i < 2; i++) {
        const res = await shop().call(`/api/v1/admin/orders/${order.id}`, {
          method: "PATCH",
          json: { status: "Shipped" },
          token: admin.token,
        });
        expect(res.status).toBe(200);
      }
      const subjects = (await outboxFor(shopper.user.email)).map((m) => m.subject).sort();
      expect(subjects).toEqual([
        `Your BAY Test order ${order.orderNumber}`,
        `Your BAY Test order ${order.orderNumber} is shipped`,
      ]);
    });

    it("keeps a mail pending with a later retry when the SMTP server refuses it, and the order is unaffected", async () => {
      const { order, shopper } = await placeTestOrder(shop(), "bank-transfer");
      const before = await orderRow(shop(), order.id);
      const result = await deliverPendingMail(shop().app, createMailTransport(refusing.url));
      expect(result.failed).toBeGreaterThanOrEqual(1);
      const [row] = await outboxFor(shopper.user.email);
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/550|Mailbox unavailable/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      expect(refusing.received).toHaveLength(0);
      const after = await orderRow(shop(), order.id);
      expect(after.status).toBe(before.status);
      expect(after.paymentStatus).toBe("Pending");

      // Not due yet: a working server now gets nothing until the back-off has passed.
      await deliverPendingMail(shop().app, createMailTransport(sink.url));
      expect(receivedBy(shopper.user.email)).toHaveLength(0);
      await shop()
        .app.db.update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, row.id));
      await deliverPendingMail(shop().app, createMailTransport(sink.url));
      expect(receivedBy(shopper.user.email)).toHaveLength(1);
      expect((await outboxFor(shopper.user.email))[0]).toMatchObject({ status: "sent", attempts: 2 });
    });

    it("gives a mail up (status failed) after the last attempt", async () => {
      const { shopper } = await placeTestOrder(shop(), "pay-on-delivery");
      const [row] = await outboxFor(shopper.user.email);
      await shop()
        .app.db.update(mailOutbox)
        .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
        .where(eq(mailOutbox.id, row.id));
      await deliverPendingMail(shop().app, createMailTransport(refusing.url));
      expect((await outboxFor(shopper.user.email))[0]).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    });
  },
  { STORE_NAME: "BAY Test", BANK_TRANSFER_DETAILS: BANK, SMTP_URL: sink.url },
);
