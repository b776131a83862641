// Issue 49: a personal page's header counts come from what the instance remembers of the shopper for
// their browser's state version, as /personal-state's do (decision 015); a write's own page counts afresh.
import { beforeAll, expect, it } from "vitest";
import { cartItems } from "../../../src/server/schema";
import { describeOnEachDatabase, shownText } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct } from "../shopping/fixtures";

describeOnEachDatabase(
  "header counts on personal pages",
  (shop) => {
    let token: string;
    let userId: string;
    let productId: string;

    beforeAll(async () => {
      productId = (await createProduct(shop().app, { name: "Counted Agbada" })).id;
      const shopper = await createSignedInUser(shop().app, { fullName: "Chidi Okafor" });
      token = shopper.token;
      userId = shopper.user.id;
      await shop().app.db.insert(cartItems).values({ userId, productId, quantity: 2, size: "M" });
    });

    const cookie = (version: string) => `bay_session=${token}; bay_signed_in=${version}`;
    const cartLabel = (html: unknown) => /aria-label="Cart, (\d+) items?"/.exec(shownText(String(html)))?.[1];
    const addElsewhere = (size: string) =>
      shop().app.db.insert(cartItems).values({ userId, productId, quantity: 1, size });

    it("shows the shopper's own counts on each personal page, and a new state version's counts at once", async () => {
      for (const page of ["/cart", "/checkout", "/order-history", "/wishlist", "/settings"]) {
        const answer = await shop().call(page, { headers: { cookie: cookie("v1") } });
        expect(answer.status, page).toBe(200);
        expect(answer.headers.get("cache-control"), page).toBe("no-store");
        // Checkout is a focused page: its header has no cart.
        if (page !== "/checkout") expect(cartLabel(answer.body), page).toBe("2");
      }
      // A line added elsewhere (another device): the browser's next write renews its version.
      await addElsewhere("L");
      expect(cartLabel((await shop().call("/wishlist", { headers: { cookie: cookie("v2") } })).body)).toBe("3");
    });

    it("counts afresh for the page a write answers with, whatever its browser's version", async () => {
      expect(cartLabel((await shop().call("/settings", { headers: { cookie: cookie("v3") } })).body)).toBe("3");
      await addElsewhere("XL");
      // A refused profile change answers with the settings page itself, rendered in the same request.
      const refused = await shop().call("/settings", {
        method: "POST",
        headers: {
          cookie: cookie("v3"),
          origin: shop().baseUrl,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "profile", fullName: "Chidi Okafor", phone: "123" }).toString(),
      });
      expect(refused.status).toBe(422);
      expect(cartLabel(refused.body)).toBe("4");
    });
  },
  {},
  { pages: true },
);
