import { describe, expect, it } from "vitest";
import { isSecureRequest, sessionCookieHeader } from "./session-cookie";

const config = { PUBLIC_URL: undefined, SESSION_TTL_DAYS: 30 };

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, site-wide and lasts the session lifetime", () => {
    expect(sessionCookieHeader(config, "http://localhost:3000/api/v1/auth/login", "tok")).toBe(
      "bay_session=tok; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("is Secure over https, directly or behind a proxy named by PUBLIC_URL", () => {
    expect(sessionCookieHeader(config, "https://bay.ng/login", "tok")).toContain("; Secure");
    expect(isSecureRequest({ PUBLIC_URL: "https://bay.ng" }, "http://10.0.0.5/login")).toBe(true);
    expect(isSecureRequest({ PUBLIC_URL: "http://bay.test" }, "http://bay.test/login")).toBe(false);
  });

  it("clears the cookie when there is no token", () => {
    expect(sessionCookieHeader(config, "http://localhost/", null)).toMatch(/^bay_session=; Max-Age=0;/);
  });
});
