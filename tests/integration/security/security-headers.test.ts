// Every answer tells the browser not to sniff its type; pages (page-headers.test.ts) and the API also
// refuse framing and say what they share as referrer. /personal-state is answered ahead of that middleware (issue 49), so
// it sets its own: a small JSON answer that is never stored.
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

describeOnEachDatabase("security headers", (shop) => {
  it("sends the security headers with the API's answers, a visitor's and a shopper's", async () => {
    const { token } = await createSignedInUser(shop().app);
    const answers = [await shop().call("/api/v1/products?limit=1"), await shop().call("/api/v1/cart", { token })];
    for (const { status, headers } of answers) {
      expect(status).toBe(200);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("answers /personal-state as JSON that is never sniffed or stored, signed in or not", async () => {
    const { token } = await createSignedInUser(shop().app, { fullName: "Chidi Okeke" });
    for (const cookie of [`bay_session=${token}; bay_signed_in=1`, undefined]) {
      const { status, headers, body } = await shop().call("/personal-state", {
        headers: cookie ? { cookie } : {},
      });
      expect(status).toBe(200);
      expect(headers.get("content-type")).toMatch(/^application\/json/);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("cache-control")).toBe("no-store");
      expect(body).toMatchObject({ user: cookie ? { firstName: "Chidi" } : null });
    }
  });
});
