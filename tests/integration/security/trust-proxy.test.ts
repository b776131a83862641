// Issue 12, item 15: behind a load balancer every shopper arrives from its address. TRUST_PROXY=N
// takes the client from X-Forwarded-For, N entries from the right; with 0 the header is ignored.
import { expect, it } from "vitest";
import { clientAddress } from "../../../src/server/client-address";
import { describeOnEachDatabase } from "../../support/shop";

const LIMITS = { RATE_LIMIT_SEARCH_PER_IP: "2", RATE_LIMIT_LOGIN_PER_IP: "2" };
let n = 0;
const failedLogin = (call: (path: string, init: object) => Promise<{ status: number }>, forwardedFor: string) =>
  call("/api/v1/auth/login", {
    json: { email: `nobody-${n++}@example.ng`, password: "wrong-password" },
    headers: { "x-forwarded-for": forwardedFor },
  });
const search = (call: (path: string, init: object) => Promise<{ status: number }>, forwardedFor: string) =>
  call(`/api/v1/search/suggestions?q=shirt-${n++}`, { headers: { "x-forwarded-for": forwardedFor } });

describeOnEachDatabase(
  "TRUST_PROXY=1",
  (shop) => {
    it("gives two shoppers behind the proxy separate per-address limits", async () => {
      const call = shop().call;
      // The proxy appends the address it saw: whatever the client wrote before it is ignored.
      for (let i = 0; i < 2; i++) expect((await failedLogin(call, "203.0.113.9, 198.51.100.1")).status).toBe(401);
      expect((await failedLogin(call, "10.0.0.1, 198.51.100.1")).status).toBe(429);
      expect((await failedLogin(call, "198.51.100.2")).status).toBe(401);
      for (let i = 0; i < 2; i++) expect((await search(call, "198.51.100.1")).status).toBe(200);
      expect((await search(call, "198.51.100.1")).status).toBe(429);
      expect((await search(call, "198.51.100.2")).status).toBe(200);
    });
  },
  { ...LIMITS, TRUST_PROXY: "1" },
);

describeOnEachDatabase(
  "TRUST_PROXY unset",
  (shop) => {
    it("ignores X-Forwarded-For, so a spoofed header does not escape a per-address limit", async () => {
      const call = shop().call;
      for (let i = 0; i < 2; i++) expect((await failedLogin(call, `198.51.100.${i}`)).status).toBe(401);
      expect((await failedLogin(call, "198.51.100.77")).status).toBe(429);
      for (let i = 0; i < 2; i++) expect((await search(call, `198.51.100.${i}`)).status).toBe(200);
      expect((await search(call, "198.51.100.77")).status).toBe(429);
    });
  },
  LIMITS,
);

it("counts trusted hops from the right of X-Forwarded-For", () => {
  expect(clientAddress("10.0.0.5", "1.1.1.1, 2.2.2.2, 3.3.3.3", 0)).toBe("10.0.0.5");
  expect(clientAddress("10.0.0.5", "1.1.1.1, 2.2.2.2, 3.3.3.3", 1)).toBe("3.3.3.3");
  expect(clientAddress("10.0.0.5", "1.1.1.1, 2.2.2.2, 3.3.3.3", 2)).toBe("2.2.2.2");
  expect(clientAddress("10.0.0.5", "3.3.3.3", 2)).toBe("3.3.3.3");
  expect(clientAddress("10.0.0.5", undefined, 1)).toBe("10.0.0.5");
  expect(clientAddress("10.0.0.5", " , ", 1)).toBe("10.0.0.5");
});
