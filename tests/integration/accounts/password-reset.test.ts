import { eq, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { hashToken } from "../../../src/accounts/sessions";
import { mailOutbox, passwordResetTokens } from "../../../src/server/schema";
import { createMailTransport, deliverPendingMail } from "../../../src/mail/delivery";
import { readMail, startSmtpSink } from "../../support/smtp-sink";
import { describeOnEachDatabase, type TestShop } from "../../support/shop";
import { signUpShopper } from "./helpers";

const sink = await startSmtpSink();
afterAll(() => sink.close());

/** Delivers the outbox to the SMTP sink and reads the reset link from the mail, as the shopper would. */
async function mailedToken(shop: TestShop, email: string) {
  await deliverPendingMail(shop.app, createMailTransport(sink.url));
  const mails = sink.received.filter((m) => m.to.includes(email.toLowerCase())).map((m) => readMail(m.raw));
  const mail = mails.at(-1);
  expect(mail).toBeDefined();
  expect(mail!.subject).toBe("Reset your BAY password");
  const link = mail!.text.match(/(https?:\/\/\S+\/reset-password\?token=(\S+))/);
  expect(link).not.toBeNull();
  return { link: link![1], token: decodeURIComponent(link![2]) };
}

describeOnEachDatabase(
  "accounts: password reset",
  (shop) => {
    it("answers 202 for an unknown e-mail and sends nothing", async () => {
      const res = await shop().call("/api/v1/auth/password-reset", { json: { email: "nobody@example.ng" } });
      expect(res.status).toBe(202);
      const mails = await shop().app.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nobody@example.ng"));
      expect(mails).toHaveLength(0);
    });

    it("mails a link that sets a new password once, and ends every session of the user", async () => {
      const { input, token: oldSession } = await signUpShopper(shop());
      const res = await shop().call("/api/v1/auth/password-reset", { json: { email: input.email } });
      expect(res.status).toBe(202);
      const { link, token } = await mailedToken(shop(), input.email);
      expect(link.startsWith("https://shop.bay.test/reset-password?token=")).toBe(true);
      const stored = await shop().app.db.select().from(passwordResetTokens);
      // only the SHA-256 of the token is stored, never the token itself
      expect(stored.some((row) => row.tokenHash === hashToken(token))).toBe(true);
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);

      const tooShort = await shop().call("/api/v1/auth/password-reset/confirm", { json: { token, password: "short" } });
      expect(tooShort.status).toBe(422);
      const confirm = await shop().call("/api/v1/auth/password-reset/confirm", {
        json: { token, password: "brand-new-pass" },
      });
      expect(confirm.status).toBe(200);
      expect((await shop().call("/api/v1/auth/me", { token: oldSession })).status).toBe(401);
      const oldLogin = await shop().call("/api/v1/auth/login", {
        json: { email: input.email, password: input.password },
      });
      expect(oldLogin.status).toBe(401);
      const newLogin = await shop().call("/api/v1/auth/login", {
        json: { email: input.email, password: "brand-new-pass" },
      });
      expect(newLogin.status).toBe(200);

      const reuse = await shop().call("/api/v1/auth/password-reset/confirm", {
        json: { token, password: "another-pass-1" },
      });
      expect(reuse.status).toBe(400);
      expect(reuse.body.error.message).toBe("This reset link is invalid or has expired.");
    });

    it("refuses an expired or made-up token", async () => {
      const { input } = await signUpShopper(shop());
      await shop().call("/api/v1/auth/password-reset", { json: { email: input.email } });
      const { token } = await mailedToken(shop(), input.email);
      await shop()
        .app.db.update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` });
      const expired = await shop().call("/api/v1/auth/password-reset/confirm", {
        json: { token, password: "brand-new-pass" },
      });
      expect(expired.status).toBe(400);
      expect(expired.body.error.message).toBe("This reset link is invalid or has expired.");
      const madeUp = await shop().call("/api/v1/auth/password-reset/confirm", {
        json: { token: "made-up", password: "brand-new-pass" },
      });
      expect(madeUp.status).toBe(400);
    });

    it("limits reset requests per e-mail", async () => {
      const email = "flood@example.ng";
      for (let i = 0; i < 2; i++)
        expect((await shop().call("/api/v1/auth/password-reset", { json: { email } })).status).toBe(202);
      const limited = await shop().call("/api/v1/auth/password-reset", { json: { email } });
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    });

    it("keeps the mail outbox for admins only", async () => {
      expect((await shop().call("/api/v1/admin/mail-outbox")).status).toBe(401);
      const { token } = await signUpShopper(shop());
      expect((await shop().call("/api/v1/admin/mail-outbox", { token })).status).toBe(403);
    });
  },
  {
    PUBLIC_URL: "https://shop.bay.test",
    SMTP_URL: sink.url,
    RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: "2",
  },
);
