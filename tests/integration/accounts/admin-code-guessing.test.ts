// Issue 12, item 4: the admin code makes any signed-in account an admin, and accounts are free.
// Guesses were limited per account only, a code-elevated session could hand out roles for good,
// demotion left code-elevated access in place, and the code elevated every sign-in of the user.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { ensureAdminAccount } from "../../../src/accounts/admin-code";
import { adminSessions, rateLimits, users } from "../../../src/server/schema";
import { loadConfig } from "../../../src/platform/config";
import { captureLog } from "../../support/log-capture";
import { describeOnEachDatabase, type TestShop } from "../../support/shop";
import { PASSWORD, signUpShopper } from "./helpers";

const ADMIN = { ADMIN_EMAIL: "boss@bay.test", ADMIN_PASSWORD: "boss-password-1", ADMIN_CODE: "a-long-admin-code-2026" };
const written = captureLog();

const enterCode = (shop: TestShop, token: string, code: string) =>
  shop.call("/api/v1/auth/admin-code", { json: { code }, token });
const me = async (shop: TestShop, token: string) => (await shop.call("/api/v1/auth/me", { token })).body.user;

async function signInAsBoss(shop: TestShop) {
  await ensureAdminAccount(shop.app);
  const res = await shop.call("/api/v1/auth/login", {
    json: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
  });
  return res.body.token as string;
}

/** A second, separate sign-in of the same account (another phone, another browser). */
async function signInAgain(shop: TestShop, email: string) {
  const res = await shop.call("/api/v1/auth/login", { json: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describeOnEachDatabase(
  "accounts: admin code guessing",
  (shop) => {
    it("pauses the admin code for everyone after a burst of wrong codes from many accounts, and logs a warning", async () => {
      await ensureAdminAccount(shop().app);
      await shop().app.db.delete(rateLimits);
      written.clear();
      // Right codes do not count: three wrong, three right, one wrong make four failures.
      const guessers = await Promise.all([1, 2, 3, 4].map(() => signUpShopper(shop())));
      for (const guesser of guessers.slice(0, 3))
        expect((await enterCode(shop(), guesser.token, "wrong-guess-0001")).status).toBe(403);
      for (let i = 0; i < 3; i++) {
        const honest = await signUpShopper(shop());
        expect((await enterCode(shop(), honest.token, ADMIN.ADMIN_CODE)).status).toBe(200);
      }
      expect(written.entries().some((entry) => String(entry.msg).startsWith("admin code paused"))).toBe(false);
      expect((await enterCode(shop(), guessers[3].token, "wrong-guess-0002")).status).toBe(403);

      const warnings = written.entries().filter((entry) => String(entry.msg).startsWith("admin code paused"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, failures: 4 });

      // Now even the right code, from an account that never guessed, waits for the window to end.
      const latecomer = await signUpShopper(shop());
      const paused = await enterCode(shop(), latecomer.token, ADMIN.ADMIN_CODE);
      expect(paused.status).toBe(429);
      expect(paused.body.error.message).toBe(
        "Too many wrong admin codes have been tried in this shop, so the admin code is paused for everyone for a while. Please try again later.",
      );
      expect(Number(paused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await me(shop(), latecomer.token)).isAdmin).toBe(false);

      // After the window the code works again.
      await shop()
        .app.db.update(rateLimits)
        .set({ windowEndsAt: sql`now() - interval '1 second'` });
      expect((await enterCode(shop(), latecomer.token, ADMIN.ADMIN_CODE)).status).toBe(200);
    });

    it("elevates only the sign-in the code was entered in, not the user's other sign-ins", async () => {
      await shop().app.db.delete(rateLimits);
      const { token: signInA, input } = await signUpShopper(shop());
      const signInB = await signInAgain(shop(), input.email);
      expect((await enterCode(shop(), signInA, ADMIN.ADMIN_CODE)).status).toBe(200);
      expect(await me(shop(), signInA)).toMatchObject({ isAdmin: true });
      expect(await me(shop(), signInB)).toMatchObject({ isAdmin: false, adminSessionExpiresAt: null });
      expect((await shop().call("/api/v1/admin/overview", { token: signInA })).status).toBe(200);
      expect((await shop().call("/api/v1/admin/overview", { token: signInB })).status).toBe(403);
      // A sign-in made after the code was entered is not elevated either.
      const signInC = await signInAgain(shop(), input.email);
      expect((await me(shop(), signInC)).isAdmin).toBe(false);

      // Signing out of A ends its admin access with it.
      await shop().call("/api/v1/auth/logout", { method: "POST", token: signInA });
      const rows = await shop()
        .app.db.select()
        .from(adminSessions)
        .innerJoin(users, eq(users.id, adminSessions.userId))
        .where(eq(users.email, input.email.toLowerCase()));
      expect(rows).toHaveLength(0);
    });

    it("elevates only the sign-in that entered the code on the profile page", async () => {
      await shop().app.db.delete(rateLimits);
      const { token: signInA, input } = await signUpShopper(shop());
      const signInB = await signInAgain(shop(), input.email);
      const page = await shop().call("/profile", {
        method: "POST",
        body: new URLSearchParams({ code: ADMIN.ADMIN_CODE }),
        headers: { cookie: `bay_session=${signInA}`, origin: shop().baseUrl },
        redirect: "manual",
      });
      expect(page.status).toBe(302);
      expect((await me(shop(), signInA)).isAdmin).toBe(true);
      expect((await me(shop(), signInB)).isAdmin).toBe(false);
    });

    it("grants nothing for an admin session that names no sign-in (rows from before migration 0006)", async () => {
      const { token, user } = await signUpShopper(shop());
      await shop()
        .app.db.insert(adminSessions)
        .values({ userId: user.id, sessionExpires: sql`now() + interval '1 hour'` });
      expect(await me(shop(), token)).toMatchObject({ isAdmin: false, adminSessionExpiresAt: null });
      expect((await shop().call("/api/v1/admin/overview", { token })).status).toBe(403);
    });

    it("lets only admins by role change roles, not a session elevated with the code", async () => {
      await shop().app.db.delete(rateLimits);
      const elevated = await signUpShopper(shop());
      const other = await signUpShopper(shop());
      expect((await enterCode(shop(), elevated.token, ADMIN.ADMIN_CODE)).status).toBe(200);
      expect((await shop().call("/api/v1/admin/users", { token: elevated.token })).status).toBe(200);
      for (const target of [elevated.user.id, other.user.id]) {
        const refused = await shop().call(`/api/v1/admin/users/${target}`, {
          method: "PATCH",
          json: { role: "admin" },
          token: elevated.token,
        });
        expect(refused.status).toBe(403);
        expect(refused.body.error.message).toBe(
          "Only admins by role can change roles; the admin code does not allow it.",
        );
      }
      const roles = await shop().app.db.select({ role: users.role }).from(users).where(eq(users.id, other.user.id));
      expect(roles).toEqual([{ role: "customer" }]);

      const boss = await signInAsBoss(shop());
      const promoted = await shop().call(`/api/v1/admin/users/${other.user.id}`, {
        method: "PATCH",
        json: { role: "admin" },
        token: boss,
      });
      expect(promoted.status).toBe(200);
      expect(promoted.body.user).toMatchObject({ role: "admin" });
    });

    it("ends the code-elevated sign-ins of a user who is made a customer", async () => {
      await shop().app.db.delete(rateLimits);
      const boss = await signInAsBoss(shop());
      const staff = await signUpShopper(shop());
      await shop().call(`/api/v1/admin/users/${staff.user.id}`, {
        method: "PATCH",
        json: { role: "admin" },
        token: boss,
      });
      const phone = await signInAgain(shop(), staff.input.email);
      expect((await enterCode(shop(), phone, ADMIN.ADMIN_CODE)).status).toBe(200);
      const helper = await signUpShopper(shop());
      expect((await enterCode(shop(), helper.token, ADMIN.ADMIN_CODE)).status).toBe(200);

      for (const demoted of [staff.user.id, helper.user.id]) {
        const res = await shop().call(`/api/v1/admin/users/${demoted}`, {
          method: "PATCH",
          json: { role: "customer" },
          token: boss,
        });
        expect(res.status).toBe(200);
      }
      for (const token of [staff.token, phone, helper.token]) {
        expect(await me(shop(), token)).toMatchObject({
          role: "customer",
          isAdmin: false,
          adminSessionExpiresAt: null,
        });
        expect((await shop().call("/api/v1/admin/overview", { token })).status).toBe(403);
      }
      const left = await shop().app.db.select().from(adminSessions).where(eq(adminSessions.userId, helper.user.id));
      expect(left).toHaveLength(0);
    });
  },
  { ...ADMIN, RATE_LIMIT_ADMIN_CODE_FAILURES_SHOP: "4", RATE_LIMIT_ADMIN_CODE_PER_ACCOUNT: "3" },
  { pages: true, log: written.log },
);

it("refuses an ADMIN_CODE shorter than 16 characters, naming the variable", () => {
  expect(() => loadConfig({ ADMIN_CODE: "fifteen-chars-x" })).toThrow(
    /ADMIN_CODE: must be at least 16 characters long/,
  );
  expect(loadConfig({ ADMIN_CODE: "sixteen-chars-xx" }).ADMIN_CODE).toBe("sixteen-chars-xx");
});

it("does not start the built server with a short ADMIN_CODE", () => {
  const bundle = path.resolve("build/server.mjs");
  expect(existsSync(bundle), "run `npm run build` first").toBe(true);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bay-short-code-"));
  const started = spawnSync(process.execPath, [bundle], {
    env: { ...process.env, ADMIN_CODE: "open-sesame-42", PORT: "0", DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 20_000,
  });
  rmSync(dataDir, { recursive: true, force: true });
  expect(started.status).toBe(1);
  expect(started.stderr).toContain("ADMIN_CODE: must be at least 16 characters long");
});
