import { eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { ensureAdminAccount } from "../../../src/accounts/admin-code";
import { adminConfig, adminSessions, orders, products, users } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { signUpShopper } from "./helpers";

const ADMIN = { ADMIN_EMAIL: "Boss@Bay.test", ADMIN_PASSWORD: "boss-password-1", ADMIN_CODE: "secret-admin-code-77" };

describeOnEachDatabase(
  "accounts: admin account, admin code and overview",
  (shop) => {
    it("creates the admin account and code once from the environment", async () => {
      await ensureAdminAccount(shop().app);
      await ensureAdminAccount(shop().app);
      const admins = await shop().app.db.select().from(users).where(eq(users.email, "boss@bay.test"));
      expect(admins).toHaveLength(1);
      expect(admins[0].role).toBe("admin");
      const [config] = await shop().app.db.select().from(adminConfig);
      expect(config.adminHash).toMatch(/^\$argon2id\$/);
      expect(config.adminHash).not.toContain("secret-admin-code-77");
      const login = await shop().call("/api/v1/auth/login", {
        json: { email: "boss@bay.test", password: "boss-password-1" },
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ role: "admin", isAdmin: true });
    });

    it("turns a customer into an admin for the configured time with the right code, and 403s a wrong one", async () => {
      await ensureAdminAccount(shop().app);
      const { token } = await signUpShopper(shop());
      const wrong = await shop().call("/api/v1/auth/admin-code", { json: { code: "guess" }, token });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error.message).toBe("Invalid admin code");
      expect((await shop().call("/api/v1/admin/overview", { token })).status).toBe(403);

      const before = Date.now();
      const right = await shop().call("/api/v1/auth/admin-code", { json: { code: "secret-admin-code-77" }, token });
      expect(right.status).toBe(200);
      const expires = new Date(right.body.adminSessionExpiresAt).getTime();
      expect(expires - before).toBeGreaterThan(3500 * 1000);
      expect(expires - before).toBeLessThan(3700 * 1000);
      const me = await shop().call("/api/v1/auth/me", { token });
      expect(me.body.user).toMatchObject({
        role: "customer",
        isAdmin: true,
        adminSessionExpiresAt: right.body.adminSessionExpiresAt,
      });
      expect((await shop().call("/api/v1/admin/overview", { token })).status).toBe(200);
    });

    it("uses session_duration_seconds and stops honouring an expired admin session", async () => {
      await ensureAdminAccount(shop().app);
      await shop().app.db.update(adminConfig).set({ sessionDurationSeconds: 60 });
      const { token, user } = await signUpShopper(shop());
      const right = await shop().call("/api/v1/auth/admin-code", { json: { code: "secret-admin-code-77" }, token });
      const seconds = (new Date(right.body.adminSessionExpiresAt).getTime() - Date.now()) / 1000;
      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThanOrEqual(61);
      await shop()
        .app.db.update(adminSessions)
        .set({ sessionExpires: sql`now() - interval '1 second'` })
        .where(eq(adminSessions.userId, user.id));
      const me = await shop().call("/api/v1/auth/me", { token });
      expect(me.body.user).toMatchObject({ isAdmin: false, adminSessionExpiresAt: null });
      expect((await shop().call("/api/v1/admin/overview", { token })).status).toBe(403);
      await shop().app.db.update(adminConfig).set({ sessionDurationSeconds: 3600 });
    });

    it("ends the admin access on sign-out", async () => {
      await ensureAdminAccount(shop().app);
      const { token, input } = await signUpShopper(shop());
      await shop().call("/api/v1/auth/admin-code", { json: { code: "secret-admin-code-77" }, token });
      await shop().call("/api/v1/auth/logout", { method: "POST", token });
      const again = await shop().call("/api/v1/auth/login", { json: { email: input.email, password: input.password } });
      expect(again.body.user.isAdmin).toBe(false);
    });

    it("limits admin code guesses per account with 429 and Retry-After", async () => {
      await ensureAdminAccount(shop().app);
      const { token } = await signUpShopper(shop());
      for (let i = 0; i < 3; i++) {
        expect((await shop().call("/api/v1/auth/admin-code", { json: { code: `guess-${i}` }, token })).status).toBe(
          403,
        );
      }
      const limited = await shop().call("/api/v1/auth/admin-code", { json: { code: "secret-admin-code-77" }, token });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // the limit is per account: another shopper may still try
      const other = await signUpShopper(shop());
      expect(
        (await shop().call("/api/v1/auth/admin-code", { json: { code: "secret-admin-code-77" }, token: other.token }))
          .status,
      ).toBe(200);
    });

    it("needs a signed-in user for the admin code", async () => {
      expect((await shop().call("/api/v1/auth/admin-code", { json: { code: "secret-admin-code-77" } })).status).toBe(
        401,
      );
    });

    it("shows live overview figures to admins only", async () => {
      await ensureAdminAccount(shop().app);
      const { db } = shop().app;
      expect((await shop().call("/api/v1/admin/overview")).status).toBe(401);
      const customer = await signUpShopper(shop());
      expect((await shop().call("/api/v1/admin/overview", { token: customer.token })).status).toBe(403);

      const admin = await shop().call("/api/v1/auth/login", {
        json: { email: "boss@bay.test", password: "boss-password-1" },
      });
      const before = (await shop().call("/api/v1/admin/overview", { token: admin.body.token })).body;
      const [product] = await db
        .insert(products)
        .values({
          name: "Agbada Tee",
          description: "Soft",
          priceKobo: 1_500_000,
          imageUrl: "/media/x.webp",
          category: "T-Shirt",
        })
        .returning();
      const order = (status: "Pending" | "Shipped" | "Cancelled", total: number, n: string) => ({
        orderNumber: `BAY-TEST${n}`,
        userId: customer.user.id,
        status,
        subtotalKobo: total,
        shippingFeeKobo: 0,
        totalAmountKobo: total,
        items: [],
        shippingAddress: { fullName: "A", phone: "08031234567", address: "1 Road", city: "Lagos", state: "Lagos" },
        customerEmail: "a@b.ng",
        customerPhone: "08031234567",
        estimatedDeliveryAt: new Date(),
      });
      await db
        .insert(orders)
        .values([
          order("Pending", 1_000_000, "1"),
          order("Shipped", 2_500_000, "2"),
          order("Cancelled", 9_900_000, "3"),
        ]);
      const after = await shop().call("/api/v1/admin/overview", { token: admin.body.token });
      expect(after.status).toBe(200);
      expect(after.body).toEqual({
        totalProducts: before.totalProducts + 1,
        totalOrders: before.totalOrders + 3,
        pendingOrders: before.pendingOrders + 1,
        totalUsers: before.totalUsers,
        revenueKobo: before.revenueKobo + 3_500_000,
      });
      expect(product.id).toBeTruthy();
    });
  },
  { ...ADMIN, RATE_LIMIT_ADMIN_CODE_PER_ACCOUNT: "3" },
);

describeOnEachDatabase("accounts: generated admin credentials", (shop) => {
  it("generates the admin e-mail, password and code on the first start and prints them exactly once", async () => {
    const print = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await ensureAdminAccount(shop().app);
      await ensureAdminAccount(shop().app);
      expect(print).toHaveBeenCalledTimes(1);
      const output = String(print.mock.calls[0][0]);
      const password = output.match(/Admin password:\s+(\S+)/)![1];
      const code = output.match(/Admin code:\s+(\S+)/)![1];
      expect(output).toContain("admin@bay.local");
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(code.length).toBeGreaterThanOrEqual(20);
      const login = await shop().call("/api/v1/auth/login", { json: { email: "admin@bay.local", password } });
      expect(login.body.user.isAdmin).toBe(true);
      const { token } = await signUpShopper(shop());
      expect((await shop().call("/api/v1/auth/admin-code", { json: { code }, token })).status).toBe(200);
    } finally {
      print.mockRestore();
    }
  });
});
