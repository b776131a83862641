// The pieces offered where a page has nothing of its own (an empty bag or wishlist, a search that finds
// nothing) are pieces a shopper can add at once: a sold-out one would lead from one dead end to another,
// however high the shop's popular order puts it.
import { expect, it } from "vitest";
import { describeOnEachDatabase, pageHtml, signedInPageHtml } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

describeOnEachDatabase(
  "pieces suggested on an empty page",
  (shop) => {
    it("are in stock, even where a sold-out piece leads the popular order", async () => {
      const { token: admin } = await createSignedInUser(shop().app, { role: "admin" });
      const add = async (name: string, priority: number, stockQuantity: number) => {
        const created = await shop().call("/api/v1/admin/products", {
          token: admin,
          json: {
            name,
            description: "For the suggestions test",
            priceKobo: 10_000_00,
            category: "T-Shirt",
            imageUrl: "/media/0123456789abcdef0123456789abcdef-800.webp",
            priority,
            stockQuantity,
          },
        });
        expect(created.status).toBe(201);
      };
      await add("Gone Featured Tee", 1, 0);
      await add("Plain Everyday Tee", 500, 4);
      const popular = await shop().call("/api/v1/products?sort=popular&limit=4");
      expect(popular.body.items[0].name).toBe("Gone Featured Tee");

      const { token: shopper } = await createSignedInUser(shop().app);
      for (const html of [
        await signedInPageHtml(shop(), "/cart", shopper),
        await signedInPageHtml(shop(), "/wishlist", shopper),
        await pageHtml(shop(), "/shop?search=nothing-like-this"),
      ]) {
        expect(html).toContain("Popular right now");
        expect(html).toContain("Plain Everyday Tee");
        expect(html).not.toContain("Gone Featured Tee");
      }
    });
  },
  {},
  { pages: true },
);
