// The admin's variant grid as a browser without JavaScript posts it (issue 14): each row's stock and
// SKU are saved, a size unticked in the same form takes its rows with it, a bad cell is said.
import { beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { IMAGE } from "./helpers";

describeOnEachDatabase(
  "admin variant grid",
  (shop) => {
    let admin: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });

    type Row = [size: string, color: string, stock: string, sku: string];
    /** The edit form of a product as it is posted: its boxes, ticked sizes and colours, and the grid's rows. */
    function editForm(sizes: string[], colors: string[], rows: Row[]) {
      const form = new FormData();
      const boxes = {
        intent: "save",
        name: "Grid Jersey",
        category: "Jersey",
        price: "20000",
        // An old form's total beside the grid is ignored: the grid is the stock (issue 46).
        stockQuantity: "999",
        priority: "",
        description: "Saved from the grid.",
        salePrice: "",
        status: "Active",
        imageUrl: IMAGE,
      };
      for (const [name, value] of Object.entries(boxes)) form.append(name, value);
      for (const size of sizes) form.append("sizes", size);
      for (const color of colors) form.append("colors", color);
      for (const [size, color, stock, sku] of rows) {
        form.append("variantSize", size);
        form.append("variantColor", color);
        form.append("variantStock", stock);
        form.append("variantSku", sku);
      }
      form.append("mainImageFile", new Blob([]), "");
      return form;
    }
    const post = (id: string, body: FormData) =>
      shop().call(`/admin/products/${id}`, {
        method: "POST",
        body,
        headers: { cookie: `bay_session=${admin}`, origin: shop().baseUrl },
        redirect: "manual",
      });
    const product = async (id: string) =>
      (await shop().call(`/api/v1/admin/products?search=Grid%20Jersey`, { token: admin })).body.items.find(
        (p: { id: string }) => p.id === id,
      );

    it("saves each row's stock and SKU, the total as their sum, and drops the rows of an unticked size", async () => {
      const created = await shop().call("/api/v1/admin/products", {
        token: admin,
        json: {
          name: "Grid Jersey",
          description: "x",
          priceKobo: 20_000_00,
          category: "Jersey",
          imageUrl: IMAGE,
          stockQuantity: 8,
          sizes: ["M", "L"],
          colors: ["Navy"],
        },
      });
      const id = created.body.product.id;
      const saved = await post(
        id,
        editForm(
          ["M", "L"],
          ["Navy"],
          [
            ["M", "Navy", "5", "GJ-M"],
            ["L", "Navy", "", ""],
          ],
        ),
      );
      expect(saved.status).toBe(302);
      let after = await product(id);
      expect(after.stockQuantity).toBe(5);
      expect(
        after.variants.map((v: { size: string; sku: string | null; stockQuantity: number }) => [
          v.size,
          v.sku,
          v.stockQuantity,
        ]),
      ).toEqual([
        ["M", "GJ-M", 5],
        ["L", null, 0],
      ]);

      // M unticked, XL ticked: M's row goes with it, XL starts at 0.
      const resized = await post(
        id,
        editForm(
          ["L", "XL"],
          ["Navy"],
          [
            ["M", "Navy", "5", "GJ-M"],
            ["L", "Navy", "2", ""],
          ],
        ),
      );
      expect(resized.status).toBe(302);
      after = await product(id);
      expect(after.stockQuantity).toBe(2);
      expect(after.variants.map((v: { size: string; stockQuantity: number }) => [v.size, v.stockQuantity])).toEqual([
        ["L", 2],
        ["XL", 0],
      ]);

      // The low-stock page lists the variant left with 0 (XL) under the owner's threshold.
      const lowPage = await shop().call("/admin/low-stock", {
        headers: { cookie: `bay_session=${admin}` },
      });
      expect(lowPage.status).toBe(200);
      expect(lowPage.body).toContain("Low Stock");
      expect(lowPage.body).toMatch(/Grid Jersey[\s\S]*XL[\s\S]*Sold out/);

      const negative = await post(id, editForm(["L", "XL"], ["Navy"], [["L", "Navy", "-3", ""]]));
      expect(negative.status).toBe(422);
      expect(negative.body).toContain("Stock cannot be negative");
      expect((await product(id)).stockQuantity).toBe(2);
    });
  },
  {},
  { pages: true },
);
