// "E-mail me when it's back" and the settings list without JavaScript: plain form posts to the pages.
import { expect, it } from "vitest";
import { describeOnEachDatabase, pageHtml, shownText } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

describeOnEachDatabase(
  "stock alert pages without JavaScript",
  (shop) => {
    it("sends a visitor to sign in and back, subscribes a shopper, and lets them cancel on /settings", async () => {
      const admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      const created = await shop().call("/api/v1/admin/products", {
        token: admin,
        json: {
          name: "Aso Oke Cap",
          description: "Woven cap",
          priceKobo: 7_000_00,
          category: "Hat",
          imageUrl: "/media/0123456789abcdef0123456789abcdef-800.webp",
          sizes: ["M", "L"],
          colors: ["Navy"],
          variants: [
            { size: "M", color: "Navy", stockQuantity: 0 },
            { size: "L", color: "Navy", stockQuantity: 5 },
          ],
        },
      });
      expect(created.status).toBe(201);
      const product = created.body.product;
      const soldOut = product.variants.find((v: { size: string }) => v.size === "M").id;

      // Everyone is offered the same button: the page holds nothing about who is asking.
      const visitorPage = await pageHtml(shop(), `/product/${product.id}`);
      expect(visitorPage).toContain("E-mail me when it&#x27;s back");
      expect(visitorPage).toContain(`value="${soldOut}"`);

      const ask = (cookie: string | null) =>
        shop().call(`/product/${product.id}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "back-in-stock", variantId: soldOut }),
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: shop().baseUrl,
            ...(cookie && { cookie }),
          },
          redirect: "manual",
        });
      const visitor = await ask(null);
      expect(visitor.status).toBe(302);
      const login = new URL(visitor.headers.get("location")!, shop().baseUrl);
      expect(login.pathname).toBe("/login");
      expect(login.searchParams.get("redirectTo")).toBe(`/product/${product.id}?size=M&color=Navy`);

      const shopper = await createSignedInUser(shop().app);
      const cookie = `bay_session=${shopper.token}`;
      const subscribed = await ask(cookie);
      expect(subscribed.status).toBe(200);
      expect(shownText(subscribed.body)).toContain("We&#x27;ll e-mail you when M, Navy is back");
      const [alert] = (await shop().call("/api/v1/stock-alerts", { token: shopper.token })).body.alerts;
      expect(alert.size).toBe("M");

      const settings = shownText(await (await fetch(`${shop().baseUrl}/settings`, { headers: { cookie } })).text());
      expect(settings).toContain("Back-in-stock alerts");
      expect(settings).toContain("Aso Oke Cap");
      expect(settings).toContain(`href="/product/${product.id}?size=M&amp;color=Navy"`);

      const cancel = (alertId: string, who: string) =>
        shop().call("/settings", {
          method: "POST",
          body: new URLSearchParams({ intent: "cancel-stock-alert", alertId }),
          headers: { "content-type": "application/x-www-form-urlencoded", origin: shop().baseUrl, cookie: who },
          redirect: "manual",
        });
      // Another shopper's form post cancels nothing.
      const stranger = await createSignedInUser(shop().app);
      expect((await cancel(alert.id, `bay_session=${stranger.token}`)).status).toBe(302);
      expect((await shop().call("/api/v1/stock-alerts", { token: shopper.token })).body.alerts).toHaveLength(1);
      const cancelled = await cancel(alert.id, cookie);
      expect(cancelled.status).toBe(302);
      expect(cancelled.headers.get("location")).toBe("/settings");
      expect((await shop().call("/api/v1/stock-alerts", { token: shopper.token })).body.alerts).toEqual([]);

      // An in-stock variant is refused with its reason on the page.
      const inStock = product.variants.find((v: { size: string }) => v.size === "L").id;
      const refused = await shop().call(`/product/${product.id}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "back-in-stock", variantId: inStock }),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: shop().baseUrl, cookie },
      });
      expect(refused.status).toBe(400);
      expect(shownText(refused.body)).toContain("L, Navy is in stock: you can add it to your cart now");
    });
  },
  {},
  { pages: true },
);
