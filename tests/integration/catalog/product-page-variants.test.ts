// Without JavaScript the product page answers a size and colour asked in its URL ("Check stock"):
// the server draws the pickers and the stock line of that combination (issue 14).
import { expect, it } from "vitest";
import { describeOnEachDatabase, pageHtml } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { ownerAddsProduct } from "../../support/products";

describeOnEachDatabase(
  "product page variants without JavaScript",
  (shop) => {
    it("shows the stock of the size and colour in the URL, and strikes through what is sold out", async () => {
      const { token } = await createSignedInUser(shop().app, { role: "admin" });
      const { id } = await ownerAddsProduct(shop(), token, {
        name: "Ankara Bomber Tee",
        description: "Printed cotton tee",
        priceKobo: 9_000_00,
        category: "T-Shirt",
        sizes: ["S", "M"],
        colors: ["Navy", "Red"],
        variants: [
          { size: "S", color: "Navy", stockQuantity: 9 },
          { size: "M", color: "Navy", stockQuantity: 2 },
          { size: "S", color: "Red", stockQuantity: 4 },
        ],
      });
      const page = (query: string) => pageHtml(shop(), `/product/${id}${query}`);

      const navyM = await page("?size=M&color=Navy");
      expect(navyM).toContain("Only 2 left");
      expect(navyM).toMatch(/<input(?=[^>]*value="M")(?=[^>]*checked)[^>]*>/);
      expect(navyM).toContain("Check stock");

      // M has nothing in Red: it is struck through and says Sold out, yet stays choosable (for the
      // back-in-stock offer); the line says Sold out and the button Out of Stock.
      const redM = await page("?size=M&color=Red");
      expect(redM).toMatch(/<p[^>]*>Sold out<\/p>/);
      expect(redM).toMatch(/<input(?=[^>]*value="M")(?=[^>]*checked)[^>]*>/);
      expect(redM).not.toMatch(/<input(?=[^>]*value="M")(?=[^>]*disabled)[^>]*>/);
      expect(redM).toContain("(sold out)");
      expect(redM).toMatch(/<button[^>]*disabled[^>]*>Out of Stock<\/button>/);
      expect(redM).toContain("Sold out in this size and colour");
      expect(await page("?size=S&color=Red")).toContain("Only 4 left");
      expect(await page("?size=S&color=Navy")).toMatch(/>In stock<\/p>/);
    });

    it("shows a colour's own pictures when the owner gave some, and the product's for the others (issue 45)", async () => {
      const { token } = await createSignedInUser(shop().app, { role: "admin" });
      const picture = (name: string) => `/media/${name.repeat(32)}-800.webp`;
      const product = {
        name: "Two Colour Polo",
        description: "Knitted cotton polo",
        priceKobo: 12_000_00,
        category: "T-Shirt",
        imageUrl: picture("a"),
        images: [picture("b")],
        sizes: ["M"],
        colors: ["Navy", "White"],
        stockQuantity: 10,
      };
      const refused = await shop().call("/api/v1/admin/products", {
        token,
        json: { ...product, colorImages: { Red: [picture("c")] } },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toContain("Pictures are given for a colour the product does not have");
      const foreign = await shop().call("/api/v1/admin/products", {
        token,
        json: { ...product, colorImages: { White: ["https://elsewhere.example/w.jpg"] } },
      });
      expect(foreign.status).toBe(422);

      const created = await shop().call("/api/v1/admin/products", {
        token,
        json: { ...product, colorImages: { White: [picture("c"), picture("d")] } },
      });
      expect(created.status).toBe(201);
      const { id } = created.body.product;
      expect(created.body.product.colorImages).toEqual({ White: [picture("c"), picture("d")] });
      const pictures = (html: string) =>
        [...html.matchAll(/id="image-\d+"[^>]*>\s*<img[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1]);
      const srcOf = (url: string) => expect.stringContaining(url.replace("-800.webp", ""));

      const white = await pageHtml(shop(), `/product/${id}?color=White`);
      expect(pictures(white)).toEqual([srcOf(picture("c")), srcOf(picture("d"))]);
      expect(white).toContain('alt="Two Colour Polo in White, picture 1 of 2"');
      const navy = await pageHtml(shop(), `/product/${id}?color=Navy`);
      expect(pictures(navy)).toEqual([srcOf(picture("a")), srcOf(picture("b"))]);

      // Taking White off the product takes its pictures with it.
      const changed = await shop().call(`/api/v1/admin/products/${id}`, {
        method: "PATCH",
        token,
        json: { colors: ["Navy"] },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.product.colorImages).toEqual({});
    });

    it("a product that is gone answers 404 with pieces still in the shop, so a shared link does not end there", async () => {
      const { token } = await createSignedInUser(shop().app, { role: "admin" });
      const { id, name } = await ownerAddsProduct(shop(), token, {
        name: "Gone Tomorrow Tee",
        description: "A tee soon taken off the shop",
        priceKobo: 7_000_00,
        category: "T-Shirt",
        isFeatured: true,
        sizes: ["M"],
        colors: ["Black"],
        variants: [{ size: "M", color: "Black", stockQuantity: 3 }],
      });
      const off = await shop().call(`/api/v1/admin/products/${id}`, {
        method: "PATCH",
        token,
        json: { status: "Inactive" },
      });
      expect(off.status).toBe(200);
      const gone = await fetch(`${shop().baseUrl}/product/${id}`);
      expect(gone.status).toBe(404);
      const html = await gone.text();
      expect(html).toContain("Product not found");
      const section = /<section aria-labelledby="suggestions-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      expect(section).toContain("Still in the shop");
      const offered = [...section.matchAll(/href="\/product\/([0-9a-f-]{36})"/g)].map((match) => match[1]);
      expect(new Set(offered).size).toBeGreaterThan(0);
      expect(new Set(offered).size).toBeLessThanOrEqual(4);
      expect(offered).not.toContain(id);
      expect(section).not.toContain(name);
    });

    it("a mistyped or old address answers 404 with pieces still in the shop, not a dead end", async () => {
      const missing = await fetch(`${shop().baseUrl}/colections/summer-2025`);
      expect(missing.status).toBe(404);
      const html = await missing.text();
      expect(html).toContain("<title>Page not found | BAY</title>");
      const section = /<section aria-labelledby="suggestions-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      expect(section).toContain("Still in the shop");
      const offered = new Set([...section.matchAll(/href="\/product\/([0-9a-f-]{36})"/g)].map((match) => match[1]));
      expect(offered.size).toBeGreaterThan(0);
      expect(offered.size).toBeLessThanOrEqual(4);
    });
  },
  {},
  { pages: true },
);
