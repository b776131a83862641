import { expect, it } from "vitest";
import { createSignedInUser } from "../../support/users";
import { ownerAddsProduct } from "../../support/products";
import { describeOnEachDatabase, pageHtml } from "../../support/shop";

const linkLabels = (html: string) => [...html.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

/** The labels of the header's shop menu on a rendered page, in order. */
async function menuLabels(shop: Parameters<typeof pageHtml>[0], path = "/shop"): Promise<string[]> {
  const html = await pageHtml(shop, path);
  return linkLabels(html.match(/<nav aria-label="Main"[\s\S]*?<\/nav>/)?.[0] ?? "");
}

/** The shop's own category filter (beside the results). */
async function filterLabels(shop: Parameters<typeof pageHtml>[0], path: string): Promise<string[]> {
  const html = await pageHtml(shop, path);
  return linkLabels(html.match(/<nav aria-labelledby="categories-heading"[\s\S]*?<\/nav>/)?.[0] ?? "");
}

/** The labels of the footer's Shop column (none when the column is left out). */
async function footerShopLabels(shop: Parameters<typeof pageHtml>[0]): Promise<string[]> {
  const html = await pageHtml(shop, "/");
  return linkLabels(html.match(/<nav aria-labelledby="footer-shop"[\s\S]*?<\/nav>/)?.[0] ?? "");
}

// The menu and the footer name every category with something on sale, and none without: no empty aisle.
describeOnEachDatabase(
  "the shop's menu",
  (shop) => {
    it("lists the categories the shop sells, in the menu's order, and drops one whose last product goes", async () => {
      expect(await menuLabels(shop())).toEqual(["New In", "Shop All"]);
      expect(await footerShopLabels(shop())).toEqual([]);

      const { token } = await createSignedInUser(shop().app, { role: "admin" });
      const cell = { size: "M", color: "Black", stockQuantity: 4 };
      const polo = await ownerAddsProduct(shop(), token, {
        name: "Menu Polo",
        category: "Polo",
        sizes: ["M"],
        colors: ["Black"],
        variants: [cell],
      });
      await ownerAddsProduct(shop(), token, {
        name: "Menu Jersey",
        category: "Jersey",
        sizes: ["M"],
        colors: ["Black"],
        variants: [cell],
      });
      expect(await menuLabels(shop())).toEqual(["New In", "Shop All", "Jerseys", "Polos"]);
      // The footer's five (Jerseys, T-Shirts, Hoodies, Jeans, Hats) are cut to those the shop sells.
      expect(await footerShopLabels(shop())).toEqual(["Jerseys"]);
      expect(await filterLabels(shop(), "/shop")).toEqual(["All", "Jersey", "Polo"]);
      // The category looked at stays in the filter even when the shop sells nothing in it.
      expect(await filterLabels(shop(), "/shop?category=Hat")).toEqual(["All", "Jersey", "Polo", "Hat"]);

      const hidden = await shop().call(`/api/v1/admin/products/${polo.id}`, {
        method: "PATCH",
        token,
        json: { status: "Inactive" },
      });
      expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
      expect(await menuLabels(shop())).toEqual(["New In", "Shop All", "Jerseys"]);
      // Every page wears the same menu, a product's as well as the shop's.
      expect(await menuLabels(shop(), "/")).toEqual(["New In", "Shop All", "Jerseys"]);
    });
  },
  {},
  { pages: true },
);
