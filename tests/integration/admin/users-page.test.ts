// The admin users page offers role changes only to those who may make them: an admin by the admin code
// is told why and sees no "Make admin" button that would only be refused (platform/access.ts).
import { expect, it } from "vitest";
import { ensureAdminAccount } from "../../../src/accounts/admin-code";
import { ROLE_ADMINS_ONLY_MESSAGE } from "../../../src/platform/access";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { signUpShopper } from "../accounts/helpers";

const ADMIN_CODE = "users-page-admin-code-2026";

describeOnEachDatabase(
  "admin users page",
  (shop) => {
    const usersPage = async (token: string) => {
      const res = await fetch(`${shop().baseUrl}/admin/users`, { headers: { cookie: `bay_session=${token}` } });
      return { status: res.status, html: await res.text() };
    };

    it("shows the role buttons to a role admin, and to a code-only admin only the reason they have none", async () => {
      await ensureAdminAccount(shop().app);
      const roleAdmin = await createSignedInUser(shop().app, { role: "admin" });
      await signUpShopper(shop(), { fullName: "Chidi Nwosu" });

      const byRole = await usersPage(roleAdmin.token);
      expect(byRole.status).toBe(200);
      expect(byRole.html).toContain("Make Chidi Nwosu an admin");
      expect(byRole.html).not.toContain(ROLE_ADMINS_ONLY_MESSAGE);

      const byCode = await signUpShopper(shop());
      const entered = await shop().call("/api/v1/auth/admin-code", { json: { code: ADMIN_CODE }, token: byCode.token });
      expect(entered.status).toBe(200);
      const codeOnly = await usersPage(byCode.token);
      expect(codeOnly.status).toBe(200);
      expect(codeOnly.html).toContain("Chidi Nwosu");
      expect(codeOnly.html).toContain(ROLE_ADMINS_ONLY_MESSAGE);
      expect(codeOnly.html).not.toMatch(/Make [^"<]* an admin/);
    });
  },
  { ADMIN_EMAIL: "boss@bay.test", ADMIN_PASSWORD: "boss-password-1", ADMIN_CODE },
  { pages: true },
);
