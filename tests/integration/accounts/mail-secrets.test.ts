// Issue 12, items 2 and 3: a reset link is a key to an account. It was written to the log with the
// whole mail, shown to every admin by the outbox API, and kept in the outbox table after delivery.
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { ensureAdminAccount } from "../../../src/accounts/admin-code";
import { mailOutbox } from "../../../src/server/schema";
import { createMailTransport, deliverPendingMail } from "../../../src/mail/delivery";
import { captureLog } from "../../support/log-capture";
import { readMail, startSmtpSink } from "../../support/smtp-sink";
import { describeOnEachDatabase, type TestShop } from "../../support/shop";
import { signUpShopper } from "./helpers";

const sink = await startSmtpSink();
afterAll(() => sink.close());

const ADMIN = { ADMIN_EMAIL: "boss@bay.test", ADMIN_PASSWORD: "boss-password-1", ADMIN_CODE: "a-long-admin-code-2026" };

// Everything the shop logs during this file; the suites run one after the other.
const written = captureLog();

/** Asks for a reset link over the API and returns it (and its token) as the shopper's mailbox got it. */
async function requestResetLink(shop: TestShop) {
  const { input } = await signUpShopper(shop);
  const email = input.email.toLowerCase();
  expect((await shop.call("/api/v1/auth/password-reset", { json: { email } })).status).toBe(202);
  const [pending] = await shop.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  await deliverPendingMail(shop.app, createMailTransport(sink.url));
  const mail = sink.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw))[0];
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/);
  expect(link).not.toBeNull();
  return { email, mailId: pending.id, token: decodeURIComponent(link![1]) };
}

describeOnEachDatabase(
  "accounts: mail secrets",
  (shop) => {
    it("logs a queued mail's id, recipient and subject, never its body, in development too", async () => {
      written.clear();
      const { email, mailId, token } = await requestResetLink(shop());
      const queued = written.entries().filter((entry) => entry.msg === "mail queued");
      expect(queued).toEqual([expect.objectContaining({ mailId, to: email, subject: "Reset your BAY password" })]);
      expect(queued[0]).not.toHaveProperty("text");
      expect(queued[0]).not.toHaveProperty("html");
      for (const line of written.lines) {
        expect(line).not.toContain(token);
        expect(line).not.toContain(encodeURIComponent(token));
        expect(line).not.toContain("reset-password?token=");
      }
    });

    it("shows admins the outbox without any mail body, before or after delivery", async () => {
      await ensureAdminAccount(shop().app);
      const admin = await shop().call("/api/v1/auth/login", {
        json: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
      });
      const { input } = await signUpShopper(shop());
      const email = input.email.toLowerCase();
      await shop().call("/api/v1/auth/password-reset", { json: { email } });
      const [pending] = await shop().app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      const liveLink = pending.text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/)![1];

      for (const when of ["pending", "sent"] as const) {
        if (when === "sent") await deliverPendingMail(shop().app, createMailTransport(sink.url));
        const outbox = await shop().call("/api/v1/admin/mail-outbox", { token: admin.body.token });
        expect(outbox.status).toBe(200);
        const mail = outbox.body.items.find((m: { to: string }) => m.to === email);
        expect(Object.keys(mail).sort()).toEqual(["createdAt", "id", "kind", "sentAt", "status", "subject", "to"]);
        expect(mail).toMatchObject({ id: pending.id, subject: "Reset your BAY password", status: when });
        expect(mail.sentAt === null).toBe(when === "pending");
        expect(JSON.stringify(outbox.body)).not.toContain(liveLink);
        expect(JSON.stringify(outbox.body)).not.toContain(decodeURIComponent(liveLink));
      }
    });

    it("keeps no body of a mail once it is delivered, so no reset link stays in the outbox table", async () => {
      const { mailId, token } = await requestResetLink(shop());
      const [row] = await shop().app.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
      expect(row).toMatchObject({ status: "sent", text: "", html: "" });
      expect(JSON.stringify(row)).not.toContain(encodeURIComponent(token));
      // The link itself still works: only the shop's copy is gone.
      const confirm = await shop().call("/api/v1/auth/password-reset/confirm", {
        json: { token, password: "brand-new-pass" },
      });
      expect(confirm.status).toBe(200);
    });
  },
  { ...ADMIN, NODE_ENV: "development", SMTP_URL: sink.url },
  { log: written.log },
);
