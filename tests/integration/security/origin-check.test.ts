// Issue 12, item 6: login CSRF. A cross-site form could sign a visitor (no cookie yet) into the
// attacker's account: the origin check only looked at requests that carried the session cookie.
// Every state-changing request a browser could be made to send is now checked (src/server/same-origin.ts).
import { beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

const EVIL = "https://evil.example";
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const REFUSED = "This request did not come from the BAY store.";
const ACCOUNT = {
  email: "attacker@example.ng",
  password: "attacker-pass-1",
  fullName: "Attacker",
  phone: "08031234567",
};

describeOnEachDatabase(
  "origin check on writes",
  (shop) => {
    beforeAll(async () => {
      expect((await shop().call("/api/v1/auth/signup", { json: ACCOUNT })).status).toBe(201);
    });
    const login = (headers: Record<string, string>) =>
      shop().call("/api/v1/auth/login", { json: { email: ACCOUNT.email, password: ACCOUNT.password }, headers });

    it("refuses a cross-site sign-in or sign-up without a cookie (login CSRF), and sets no session", async () => {
      const foreign = await login({ origin: EVIL });
      expect(foreign.status).toBe(403);
      expect(foreign.body.error).toEqual({ code: "forbidden_origin", message: REFUSED });
      expect(foreign.headers.get("set-cookie")).toBeNull();
      expect((await login({ referer: `${EVIL}/win-a-phone` })).status).toBe(403);
      expect((await login({ origin: "null" })).status).toBe(403);
      const signup = await shop().call("/api/v1/auth/signup", {
        json: { ...ACCOUNT, email: "csrf-signup@example.ng" },
        headers: { origin: EVIL },
      });
      expect(signup.status).toBe(403);
    });

    it("refuses cross-site and origin-less form posts to the sign-in and sign-up pages before their action runs", async () => {
      const body = new URLSearchParams({ email: ACCOUNT.email, password: ACCOUNT.password }).toString();
      for (const path of ["/login", "/login?mode=signup", "/newsletter", "/forgot-password"]) {
        const foreign = await shop().call(path, { method: "POST", body, headers: { ...FORM, origin: EVIL } });
        expect(foreign.status, path).toBe(403);
        expect(foreign.body, path).toBe(REFUSED);
        const anonymous = await shop().call(path, { method: "POST", body, headers: FORM });
        expect(anonymous.status, `${path} without Origin`).toBe(403);
      }
      // From our own pages the post reaches the action (the test server's pages answer "page").
      expect(
        (await shop().call("/login", { method: "POST", body, headers: { ...FORM, origin: shop().baseUrl } })).body,
      ).toBe("page");
      expect(
        (
          await shop().call("/login", {
            method: "POST",
            body,
            headers: { ...FORM, referer: `${shop().baseUrl}/login` },
          })
        ).body,
      ).toBe("page");
      expect(
        (await shop().call("/login", { method: "POST", body, headers: { ...FORM, origin: "https://shop.bay.ng" } }))
          .body,
      ).toBe("page");
    });

    it("lets our own pages, PUBLIC_URL, non-browser clients and Bearer clients sign in", async () => {
      const own = await login({ origin: shop().baseUrl });
      expect(own.status).toBe(200);
      expect(own.headers.get("set-cookie")).toMatch(/bay_session=/);
      expect((await login({ origin: "https://shop.bay.ng" })).status).toBe(200);
      // curl, a mobile app: no cookie and no Origin.
      expect((await login({})).status).toBe(200);
      const { token } = await createSignedInUser(shop().app);
      const bearer = await shop().call("/api/v1/newsletter", {
        json: { email: "bearer@example.ng" },
        token,
        headers: { origin: EVIL },
      });
      expect(bearer.status).toBe(201);
    });

    it("still refuses cookie-session writes without our origin", async () => {
      const { token } = await createSignedInUser(shop().app);
      const cookie = { cookie: `bay_session=${token}` };
      const json = { email: "cookie@example.ng" };
      expect((await shop().call("/api/v1/newsletter", { json, headers: { ...cookie, origin: EVIL } })).status).toBe(
        403,
      );
      expect((await shop().call("/api/v1/newsletter", { json, headers: cookie })).status).toBe(403);
      expect(
        (await shop().call("/api/v1/newsletter", { json, headers: { ...cookie, origin: shop().baseUrl } })).status,
      ).toBe(201);
    });
  },
  { PUBLIC_URL: "https://shop.bay.ng" },
);
