// The owner's own sizes and colours (docs/product-rules.md#sizes-and-colours): what products may come
// in, what the product form and the shop's filters offer, and why one still on a product stays.
import { expect, it } from "vitest";
import {
  describeOnEachDatabase,
  pageHtml,
  postPageForm,
  shownText,
  signedInPageHtml,
  toastIn,
} from "../../support/shop";
import { createSignedInUser } from "../../support/users";

/** The values of the shop filter's boxes called `name` ("size" or "color"), in order. */
const offered = (html: string, name: string) => {
  const start = html.indexOf('id="shop-filters"');
  const filters = html.slice(start, html.indexOf("</form>", start));
  return [...filters.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]+)"`, "g"))].map((m) => m[1]);
};

describeOnEachDatabase(
  "the shop's sizes and colours",
  (shop) => {
    it("are the owner's: added to, offered by the product form and the filters, kept while a product has them", async () => {
      const { token: admin } = await createSignedInUser(shop().app, { role: "admin" });
      const { token: shopper } = await createSignedInUser(shop().app);
      const lists = () => shop().call("/api/v1/admin/sizes-and-colours", { token: admin });
      const setLists = (json: unknown, token = admin) =>
        shop().call("/api/v1/admin/sizes-and-colours", { method: "PUT", token, json });
      const addProduct = (name: string, sizes: string[], colors: string[]) =>
        shop().call("/api/v1/admin/products", {
          token: admin,
          json: {
            name,
            description: "For the sizes and colours test",
            priceKobo: 25_000_00,
            category: "Jersey",
            imageUrl: "/media/0123456789abcdef0123456789abcdef-800.webp",
            sizes,
            colors,
            stockQuantity: 8,
          },
        });

      expect((await lists()).body).toEqual({
        sizes: ["S", "M", "L", "XL", "XXL", "28", "30", "32", "34", "36"],
        colors: ["Red", "Black", "White", "Blue", "Grey", "Navy"],
      });
      expect((await setLists({ sizes: "S, M", colors: "Red" }, shopper)).status).toBe(403);

      // Comma-separated text as the form sends it: trimmed, a repeat in another case and One Size left out.
      const set = await setLists({ sizes: " M, L, XL, 3XL, xl, One Size ", colors: ["Navy", "Green", "green", "Red"] });
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ sizes: ["M", "L", "XL", "3XL"], colors: ["Navy", "Green", "Red"] });
      expect((await lists()).body).toEqual(set.body);

      // A product comes in the listed ones only; a refused one is not created.
      const refused = await addProduct("Purple Jersey", ["M"], ["Purple"]);
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe("Unknown colour: Purple");
      expect(refused.body.error.fields).toEqual({ colors: "Unknown colour: Purple" });
      expect((await addProduct("Tall Jersey", ["S"], ["Navy"])).body.error.fields).toEqual({
        sizes: "Unknown size: S",
      });
      const eagles = await addProduct("Super Eagles Jersey", ["XL", "3XL"], ["Green"]);
      expect(eagles.status).toBe(201);
      expect(eagles.body.product).toMatchObject({ sizes: ["XL", "3XL"], colors: ["Green"] });
      expect((await addProduct("Navy Jersey", ["M"], ["Navy"])).status).toBe(201);

      // The shop's filters offer what the products come in, in the owner's order.
      const shopPage = await pageHtml(shop(), "/shop");
      expect(offered(shopPage, "size")).toEqual(["M", "XL", "3XL"]);
      expect(offered(shopPage, "color")).toEqual(["Navy", "Green"]);
      const filtered = await shop().call("/api/v1/products?color=Green");
      expect(filtered.body.items.map((p: { name: string }) => p.name)).toEqual(["Super Eagles Jersey"]);

      // One still on a product stays, and the owner is told why; nothing changes.
      const kept = await setLists({ sizes: "M, L, XL, 3XL", colors: "Green, Red" });
      expect(kept.status).toBe(422);
      expect(kept.body.error.fields).toEqual({ colors: "Navy is still a colour of 1 product: take it off them first" });
      expect((await lists()).body).toEqual(set.body);
      // One no product has goes.
      expect((await setLists({ sizes: "M, XL, 3XL", colors: "Navy, Green" })).body).toEqual({
        sizes: ["M", "XL", "3XL"],
        colors: ["Navy", "Green"],
      });

      // The product form offers the lists; the page's own form saves them, or says why not beside the box.
      const form = await signedInPageHtml(shop(), "/admin/products/new", admin);
      const chips = (name: string) =>
        [...form.matchAll(new RegExp(`name="${name}" value="([^"]+)"`, "g"))].map((match) => match[1]);
      expect(chips("sizes")).toEqual(["M", "XL", "3XL", "One Size"]);
      expect(chips("colors")).toEqual(["Navy", "Green"]);
      // The lists' page says which entries products have (and so stay) and which none has.
      const listsPage = await signedInPageHtml(shop(), "/admin/sizes-and-colours", admin);
      expect(listsPage).toContain("On products now: M (1), XL (1), 3XL (1).");
      expect(listsPage).toContain("On products now: Navy (1), Green (1).");
      const saved = await postPageForm(shop(), "/admin/sizes-and-colours", admin, {
        intent: "save",
        sizes: "M, XL, 3XL, 4XL",
        colors: "Navy, Green, Yellow",
      });
      expect(saved.status).toBe(302);
      expect(toastIn(saved)).toEqual({ kind: "success", message: "Sizes and colours saved" });
      expect((await lists()).body).toEqual({ sizes: ["M", "XL", "3XL", "4XL"], colors: ["Navy", "Green", "Yellow"] });
      expect(await signedInPageHtml(shop(), "/admin/sizes-and-colours", admin)).toContain("On no product: Yellow.");
      const refusedForm = await postPageForm(shop(), "/admin/sizes-and-colours", admin, {
        intent: "save",
        sizes: "M, XL, 3XL",
        colors: "Green",
      });
      expect(refusedForm.status).toBe(422);
      // Without JavaScript the page comes back with the message beside the box and what was typed in it.
      const answer = shownText(String(refusedForm.body));
      expect(answer).toContain("Navy is still a colour of 1 product: take it off them first");
      expect(answer).toMatch(/<textarea[^>]*name="colors"[^>]*>Green<\/textarea>/);
    });

    it("are read from the lists by the catalog import, spelled as the lists spell them", async () => {
      const { token: admin } = await createSignedInUser(shop().app, { role: "admin" });
      await shop().call("/api/v1/admin/sizes-and-colours", {
        method: "PUT",
        token: admin,
        json: { sizes: "M, 3XL", colors: "Green, Navy" },
      });
      const header =
        "Handle,Name,Category,Description,Price (₦),Sale price (₦),Size,Colour,SKU,Stock,Status,Image URLs";
      const row = (size: string, colour: string) =>
        `eagles,Eagles Jersey,Jersey,Green and proud,25000,,${size},${colour},,4,Active,/media/0123456789abcdef0123456789abcdef-800.webp`;
      const importCsv = (csv: string) =>
        shop().call("/api/v1/admin/products.csv", {
          method: "POST",
          token: admin,
          headers: { "content-type": "text/csv; charset=utf-8" },
          body: csv,
        });
      const refused = await importCsv([header, row("3xl", "green"), row("M", "Purple")].join("\n"));
      expect(refused.status).toBe(422);
      expect(refused.body.error.badLines).toEqual([{ line: 3, message: 'Unknown colour: "Purple"' }]);
      const imported = await importCsv([header, row("3xl", "green"), row("M", "navy")].join("\n"));
      expect(imported.status).toBe(200);
      const found = await shop().call("/api/v1/admin/products?search=Eagles", { token: admin });
      expect(found.body.items[0]).toMatchObject({ sizes: ["3XL", "M"], colors: ["Green", "Navy"] });
    });
  },
  {},
  { pages: true },
);
