// Issue 12, item 16: a password change left reset links mailed before it working, so whoever read
// one could set a password over the new one.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { PASSWORD, signUpShopper } from "./helpers";

describeOnEachDatabase(
  "accounts: password change",
  (shop) => {
    it("voids the reset links mailed before the password is changed on the settings page", async () => {
      const { input, token } = await signUpShopper(shop());
      const email = input.email.toLowerCase();
      expect((await shop().call("/api/v1/auth/password-reset", { json: { email } })).status).toBe(202);
      const [mail] = await shop().app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      const resetToken = decodeURIComponent(mail.text.match(/\/reset-password\?token=(\S+)/)![1]);

      const changed = await shop().call("/settings", {
        method: "POST",
        body: new URLSearchParams({ intent: "password", currentPassword: PASSWORD, newPassword: "changed-pass-42" }),
        headers: { cookie: `bay_session=${token}`, origin: shop().baseUrl },
        redirect: "manual",
      });
      expect(changed.status).toBe(302);

      const stale = await shop().call("/api/v1/auth/password-reset/confirm", {
        json: { token: resetToken, password: "takeover-pass-1" },
      });
      expect(stale.status).toBe(400);
      expect(stale.body.error.message).toBe("This reset link is invalid or has expired.");
      const takeover = await shop().call("/api/v1/auth/login", { json: { email, password: "takeover-pass-1" } });
      expect(takeover.status).toBe(401);
      const owner = await shop().call("/api/v1/auth/login", { json: { email, password: "changed-pass-42" } });
      expect(owner.status).toBe(200);

      // A link asked for after the change still works.
      await shop().call("/api/v1/auth/password-reset", { json: { email } });
      const mails = await shop().app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      const fresh = mails
        .map((m) => decodeURIComponent(m.text.match(/\/reset-password\?token=(\S+)/)![1]))
        .find((t) => t !== resetToken)!;
      const confirm = await shop().call("/api/v1/auth/password-reset/confirm", {
        json: { token: fresh, password: "after-change-7" },
      });
      expect(confirm.status).toBe(200);
    });
  },
  {},
  { pages: true },
);
