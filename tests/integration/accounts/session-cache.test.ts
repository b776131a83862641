import { expect, it } from "vitest";
import { ensureAdminAccount } from "../../../src/accounts/admin-code";
import { changePassword, deleteAccount, updateProfile } from "../../../src/accounts/profile";
import { describeOnEachDatabase, type TestShop } from "../../support/shop";
import { PASSWORD, signUpShopper } from "./helpers";

const ADMIN = { ADMIN_EMAIL: "boss@bay.test", ADMIN_PASSWORD: "boss-password-1", ADMIN_CODE: "secret-admin-code-77" };

async function me(shop: TestShop, token: string) {
  const res = await shop.call("/api/v1/auth/me", { token });
  return res.status === 200 ? res.body.user : res.status;
}

async function adminToken(shop: TestShop) {
  const res = await shop.call("/api/v1/auth/login", {
    json: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
  });
  return res.body.token as string;
}

// Sessions are cached per instance. Notifications are switched off here, so each change below must
// reach the cache of the instance that made it on its own, the moment the change is answered.
describeOnEachDatabase(
  "accounts: cached sessions follow every change at once",
  (shop) => {
    it("ends a cached session at logout", async () => {
      const { token } = await signUpShopper(shop());
      expect((await me(shop(), token)).email).toMatch(/@example\.ng$/);
      expect((await shop().call("/api/v1/auth/logout", { method: "POST", token })).status).toBe(200);
      expect(await me(shop(), token)).toBe(401);
    });

    it("shows a changed name and ends the other sessions on a password change", async () => {
      const { input, token } = await signUpShopper(shop());
      const other = (await shop().call("/api/v1/auth/login", { json: { email: input.email, password: PASSWORD } })).body
        .token;
      const user = await me(shop(), token);
      expect((await me(shop(), other)).id).toBe(user.id);

      await updateProfile(shop().app, user, { fullName: "Chiamaka Eze", phone: "08031234567" });
      expect((await me(shop(), token)).fullName).toBe("Chiamaka Eze");

      await changePassword(shop().app, user, { currentPassword: PASSWORD, newPassword: "a-new-password-2" }, token);
      expect(await me(shop(), other)).toBe(401);
      expect((await me(shop(), token)).id).toBe(user.id);

      await deleteAccount(shop().app, await me(shop(), token), { password: "a-new-password-2" });
      expect(await me(shop(), token)).toBe(401);
    });

    it("grants and takes admin access at once: admin code, role changes, logout", async () => {
      await ensureAdminAccount(shop().app);
      const { input, token } = await signUpShopper(shop());
      const user = await me(shop(), token);
      expect(user.isAdmin).toBe(false);
      expect((await shop().call("/api/v1/admin/orders", { token })).status).toBe(403);

      const code = await shop().call("/api/v1/auth/admin-code", { json: { code: ADMIN.ADMIN_CODE }, token });
      expect(code.status).toBe(200);
      expect((await shop().call("/api/v1/admin/orders", { token })).status).toBe(200);

      const admin = await adminToken(shop());
      const promoted = await shop().call(`/api/v1/admin/users/${user.id}`, {
        method: "PATCH",
        json: { role: "admin" },
        token: admin,
      });
      expect(promoted.status).toBe(200);
      expect((await me(shop(), token)).role).toBe("admin");
      const demoted = await shop().call(`/api/v1/admin/users/${user.id}`, {
        method: "PATCH",
        json: { role: "customer" },
        token: admin,
      });
      expect(demoted.status).toBe(200);
      // Made a customer: the admin code's timed access ends with the role.
      expect(await me(shop(), token)).toMatchObject({ role: "customer", isAdmin: false });

      // The code elevates one sign-in, and signing out of it ends that access at once.
      expect((await shop().call("/api/v1/auth/admin-code", { json: { code: ADMIN.ADMIN_CODE }, token })).status).toBe(
        200,
      );
      expect((await me(shop(), token)).isAdmin).toBe(true);
      const otherDevice = (
        await shop().call("/api/v1/auth/login", { json: { email: input.email, password: PASSWORD } })
      ).body.token;
      expect((await me(shop(), otherDevice)).isAdmin).toBe(false);
      await shop().call("/api/v1/auth/logout", { method: "POST", token });
      expect(await me(shop(), token)).toBe(401);
      const again = (await shop().call("/api/v1/auth/login", { json: { email: input.email, password: PASSWORD } })).body
        .token;
      expect((await me(shop(), again)).isAdmin).toBe(false);
    });
  },
  ADMIN,
  { lostNotifications: true },
);
