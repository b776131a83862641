import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { hashToken, sweepExpiredCredentials } from "../../../src/accounts/sessions";
import { passwordResetTokens, sessions, users } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { PASSWORD, newShopper, signUpShopper } from "./helpers";

describeOnEachDatabase("accounts: sign-up, sign-in, sessions", (shop) => {
  it("signs a shopper up as a customer even when the client asks for admin", async () => {
    const input = newShopper({ role: "admin" });
    const res = await shop().call("/api/v1/auth/signup", { json: input });
    expect(res.status).toBe(201);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({
      email: input.email.toLowerCase(),
      fullName: "Adaeze Okafor",
      phone: "08031234567",
      role: "customer",
      isAdmin: false,
      adminSessionExpiresAt: null,
    });
    const [row] = await shop().app.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    expect(row.role).toBe("customer");
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie on sign-up and sign-in", async () => {
    const { input } = await signUpShopper(shop());
    const res = await shop().call("/api/v1/auth/login", { json: { email: input.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^bay_session=[\w-]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(cookie).not.toContain("Secure"); // plain http test server
    expect(cookie).toContain(res.body.token);
  });

  it("refuses a second account with the same e-mail, whatever its case and spaces", async () => {
    const { input } = await signUpShopper(shop());
    const res = await shop().call("/api/v1/auth/signup", {
      json: newShopper({ email: `  ${input.email.toUpperCase()} ` }),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("An account with this email already exists. Please log in instead.");
  });

  it("asks for a valid Nigerian phone number, a long enough password and every field", async () => {
    const phone = await shop().call("/api/v1/auth/signup", { json: newShopper({ phone: "12345" }) });
    expect(phone.status).toBe(422);
    expect(phone.body.error.message).toBe("Please enter a valid Nigerian phone number");
    expect(phone.body.error.fields.phone).toBe("Please enter a valid Nigerian phone number");
    const short = await shop().call("/api/v1/auth/signup", { json: newShopper({ password: "short" }) });
    expect(short.status).toBe(422);
    expect(short.body.error.message).toBe("Password must be at least 8 characters");
    const missing = await shop().call("/api/v1/auth/signup", { json: { email: "a@b.ng" } });
    expect(missing.status).toBe(422);
    const notJson = await shop().call("/api/v1/auth/signup", { method: "POST", body: "email=a" });
    expect(notJson.status).toBe(415);
  });

  it("gives one generic 401 for a wrong password and for an unknown e-mail", async () => {
    const { input } = await signUpShopper(shop());
    const wrong = await shop().call("/api/v1/auth/login", {
      json: { email: input.email, password: "not-the-password" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe("Invalid email or password");
    const unknown = await shop().call("/api/v1/auth/login", {
      json: { email: "nobody@example.ng", password: PASSWORD },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe("Invalid email or password");
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("accepts the token as a Bearer header and shows /auth/me without secrets", async () => {
    const { token, input } = await signUpShopper(shop());
    const me = await shop().call("/api/v1/auth/me", { token });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body.user).sort()).toEqual(
      ["adminSessionExpiresAt", "email", "fullName", "id", "isAdmin", "phone", "role"].sort(),
    );
    expect(me.body.user.email).toBe(input.email.toLowerCase());
    expect(JSON.stringify(me.body)).not.toContain("argon2");
    expect((await shop().call("/api/v1/auth/me")).status).toBe(401);
  });

  it("accepts the session cookie for /auth/me", async () => {
    const { token } = await signUpShopper(shop());
    const me = await shop().call("/api/v1/auth/me", { headers: { cookie: `bay_session=${token}` } });
    expect(me.status).toBe(200);
  });

  it("ends the session on logout: the token no longer works and the cookie is cleared", async () => {
    const { token } = await signUpShopper(shop());
    const out = await shop().call("/api/v1/auth/logout", { method: "POST", token });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^bay_session=; Max-Age=0/);
    expect((await shop().call("/api/v1/auth/me", { token })).status).toBe(401);
    expect((await shop().call("/api/v1/auth/logout", { method: "POST", token })).status).toBe(401);
  });

  it("refuses a cookie-carrying POST from a foreign origin", async () => {
    const { token } = await signUpShopper(shop());
    const res = await shop().call("/api/v1/auth/logout", {
      method: "POST",
      headers: { cookie: `bay_session=${token}`, origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await shop().call("/api/v1/auth/me", { token })).status).toBe(200);
    const sameOrigin = await shop().call("/api/v1/auth/logout", {
      method: "POST",
      headers: { cookie: `bay_session=${token}`, origin: shop().baseUrl },
    });
    expect(sameOrigin.status).toBe(200);
  });
});

describeOnEachDatabase(
  "accounts: sign-in rate limits",
  (shop) => {
    it("limits password guesses per account with 429 and Retry-After, and forgets them after a success", async () => {
      const { input } = await signUpShopper(shop());
      const wrong = { email: input.email, password: "wrong-password" };
      for (let i = 0; i < 2; i++) expect((await shop().call("/api/v1/auth/login", { json: wrong })).status).toBe(401);
      expect(
        (await shop().call("/api/v1/auth/login", { json: { email: input.email, password: PASSWORD } })).status,
      ).toBe(200);
      for (let i = 0; i < 3; i++) expect((await shop().call("/api/v1/auth/login", { json: wrong })).status).toBe(401);
      const limited = await shop().call("/api/v1/auth/login", { json: { email: input.email, password: PASSWORD } });
      expect(limited.status).toBe(429);
      expect(limited.body.error.message).toBe("Too many attempts. Please wait a moment and try again.");
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
      // another account behind the same address is not affected
      const other = await signUpShopper(shop());
      expect(
        (await shop().call("/api/v1/auth/login", { json: { email: other.input.email, password: PASSWORD } })).status,
      ).toBe(200);
    });
  },
  { RATE_LIMIT_LOGIN_PER_ACCOUNT: "3" },
);

describeOnEachDatabase(
  "accounts: sign-up rate limit per address",
  (shop) => {
    it("answers 429 once one address has signed up too many accounts", async () => {
      await signUpShopper(shop());
      await signUpShopper(shop());
      const res = await shop().call("/api/v1/auth/signup", { json: newShopper() });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    });
  },
  { RATE_LIMIT_SIGNUP_PER_IP: "2" },
);

describeOnEachDatabase(
  "accounts: sign-in rate limit per address",
  (shop) => {
    it("keeps a per-address limit on sign-in attempts across accounts", async () => {
      for (let i = 0; i < 3; i++) {
        expect(
          (await shop().call("/api/v1/auth/login", { json: { email: `n${i}@example.ng`, password: "whatever-1" } }))
            .status,
        ).toBe(401);
      }
      const limited = await shop().call("/api/v1/auth/login", {
        json: { email: "n9@example.ng", password: "whatever-1" },
      });
      expect(limited.status).toBe(429);
    });

    it("sweeps expired sessions and reset links, and nothing that is still valid", async () => {
      const { db } = shop().app;
      const live = await signUpShopper(shop());
      const userId = live.user.id as string;
      const past = new Date(Date.now() - 60_000);
      const future = new Date(Date.now() + 3_600_000);
      await db.insert(sessions).values({ tokenHash: hashToken("expired-session"), userId, expiresAt: past });
      await db.insert(passwordResetTokens).values([
        { tokenHash: hashToken("expired-link"), userId, expiresAt: past },
        { tokenHash: hashToken("live-link"), userId, expiresAt: future },
      ]);

      await sweepExpiredCredentials(shop().app);

      expect(
        await db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken("expired-session"))),
      ).toHaveLength(0);
      const links = await db
        .select({ tokenHash: passwordResetTokens.tokenHash })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId));
      expect(links.map((l) => l.tokenHash)).toEqual([hashToken("live-link")]);
      expect((await shop().call("/api/v1/auth/me", { token: live.token })).status).toBe(200);
    });
  },
  { RATE_LIMIT_LOGIN_PER_IP: "3" },
);
