// Issue 45 item 9: the shop's size filter offers the sizes the category's products come in, read
// from the catalog and kept in the public cache until the catalog changes.
import { expect, it } from "vitest";
import { describeOnEachDatabase, pageHtml } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

/** The sizes the page's Size filter offers, in order (not the size choices of the product cards). */
const offeredSizes = (html: string) => {
  const filters = html.slice(
    html.indexOf('id="shop-filters"'),
    html.indexOf("</form>", html.indexOf('id="shop-filters"')),
  );
  return [...filters.matchAll(/<input[^>]*name="size"[^>]*value="([^"]+)"/g)].map((match) => match[1]);
};

describeOnEachDatabase(
  "sizes of a category",
  (shop) => {
    it("offers a category's sizes only, and a new product's sizes at once", async () => {
      const { token } = await createSignedInUser(shop().app, { role: "admin" });
      const add = async (name: string, category: string, sizes: string[], status = "Active") => {
        const created = await shop().call("/api/v1/admin/products", {
          token,
          json: {
            name,
            description: "For the sizes test",
            priceKobo: 12_000_00,
            category,
            status,
            imageUrl: "/media/0123456789abcdef0123456789abcdef-800.webp",
            sizes,
            stockQuantity: 5,
          },
        });
        expect(created.status).toBe(201);
      };
      await add("Home Jersey", "Jersey", ["M", "L"]);
      await add("Away Jersey", "Jersey", ["XL", "S"]);
      await add("Straight Jeans", "Jeans", ["30", "32"]);
      await add("Hidden Jersey", "Jersey", ["XXL"], "Inactive");

      expect(offeredSizes(await pageHtml(shop(), "/shop?category=Jersey"))).toEqual(["S", "M", "L", "XL"]);
      expect(offeredSizes(await pageHtml(shop(), "/shop?category=Jeans"))).toEqual(["30", "32"]);
      expect(offeredSizes(await pageHtml(shop(), "/shop"))).toEqual(["S", "M", "L", "XL", "30", "32"]);
      // A size chosen by hand (an old link) stays offered, so that it can be unticked.
      expect(offeredSizes(await pageHtml(shop(), "/shop?category=Jersey&size=32"))).toEqual([
        "S",
        "M",
        "L",
        "XL",
        "32",
      ]);

      await add("Keeper Jersey", "Jersey", ["XXL"]);
      expect(offeredSizes(await pageHtml(shop(), "/shop?category=Jersey"))).toEqual(["S", "M", "L", "XL", "XXL"]);
    });
  },
  {},
  { pages: true },
);
