// Issue 16: the pages said "BAY" in 21 titles, the header, the footer and the product data for
// search engines, whatever STORE_NAME said.
import { expect, it } from "vitest";
import { describeOnEachDatabase, shownText } from "../support/shop";
import { createProduct } from "./shopping/fixtures";

describeOnEachDatabase(
  "the store's name on its pages",
  (shop) => {
    const page = async (path: string) => shownText(String((await shop().call(path)).body));
    const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

    it("titles, header and footer say STORE_NAME, never BAY", async () => {
      const titles: Record<string, string | undefined> = {};
      for (const path of ["/", "/shop", "/news", "/login", "/track-order", "/forgot-password", "/no-such-page"]) {
        const html = await page(path);
        titles[path] = title(html);
        expect(html, path).toContain('aria-label="Ankara House home"');
        expect(html, path).toContain("Ankara House. Prices in Nigerian naira (NGN).");
        expect(html, path).not.toMatch(/\bBAY\b(?!-)/);
      }
      expect(titles).toEqual({
        "/": "Ankara House | Jerseys, jeans and streetwear for individuals who move boldly",
        "/shop": "Shop All | Ankara House",
        "/news": "News | Ankara House",
        "/login": "Login | Ankara House",
        "/track-order": "Track Your Order | Ankara House",
        "/forgot-password": "Forgot Password | Ankara House",
        "/no-such-page": "Page not found | Ankara House",
      });
    });

    it("answers an unknown address with 404 and the store's not-found page, header included", async () => {
      const answer = await shop().call("/no-such-page/deeper");
      expect(answer.status).toBe(404);
      expect(String(answer.body)).toMatch(/We couldn(&#x27;|')t find that page\./);
      expect(String(answer.body)).toContain('aria-label="Ankara House home"');
    });

    it("names the store as the brand in a product's data for search engines", async () => {
      const product = await createProduct(shop().app, { name: "Adire Shirt" });
      const html = await page(`/product/${product.id}`);
      expect(title(html)).toBe(`${product.name} | Ankara House`);
      expect(html).toContain('"brand":{"@type":"Brand","name":"Ankara House"}');
    });

    it("refuses a write from another site in the store's name", async () => {
      const refused = await shop().call("/api/v1/auth/login", {
        method: "POST",
        json: { email: "a@b.ng", password: "whatever-1" },
        headers: { origin: "https://elsewhere.example" },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe("This request did not come from the Ankara House store.");
    });
  },
  { STORE_NAME: "Ankara House" },
  { pages: true },
);
