// Issue 46 item 4: the products list is a table whose filters, sort and page live in the address, and each
// product has its own page, whose stock is its variant grid's sum (never a second box to type it in).
import { beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { IMAGE } from "./helpers";

describeOnEachDatabase(
  "admin product pages",
  (shop) => {
    let admin: string;
    let shopper: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      shopper = (await createSignedInUser(shop().app)).token;
    });
    const page = (path: string, token = admin) =>
      shop().call(path, { headers: { cookie: `bay_session=${token}` }, redirect: "manual" });
    const tee = async (name: string, status = "Active") =>
      (
        await shop().call("/api/v1/admin/products", {
          token: admin,
          json: {
            name,
            description: "A tee.",
            priceKobo: 8_500_00,
            category: "T-Shirt",
            imageUrl: IMAGE,
            status,
            sizes: ["M", "L"],
            colors: ["Navy"],
            variants: [
              { size: "M", color: "Navy", stockQuantity: 4 },
              { size: "L", color: "Navy", stockQuantity: 0 },
            ],
          },
        })
      ).body.product as { id: string };

    it("lists the products as a table filtered by the address, each linking to its own page", async () => {
      const tag = `Tabled${Date.now()}`;
      const active = await tee(`${tag} Active Tee`);
      const inactive = await tee(`${tag} Resting Tee`, "Inactive");
      const list = await page(`/admin/products?search=${tag}&status=Inactive&sort=name-asc`);
      expect(list.status).toBe(200);
      expect(list.body).toContain('aria-label="Products table"');
      expect(list.body).toContain(`${tag} Resting Tee`);
      expect(list.body).not.toContain(`${tag} Active Tee`);
      // The way back keeps the filters.
      const back = encodeURIComponent(`/admin/products?search=${tag}&status=Inactive&sort=name-asc`);
      expect(list.body).toContain(`href="/admin/products/${inactive.id}?returnTo=${back}"`);
      expect(list.body).toContain('<option value="name-asc" selected="">Name: A-Z</option>');

      // The old page's addresses lead to the new ones.
      expect((await page(`/admin/products?edit=${active.id}`)).headers.get("location")).toBe(
        `/admin/products/${active.id}`,
      );
      expect((await page("/admin/products?new=1")).headers.get("location")).toBe("/admin/products/new");
      // Admins only.
      expect((await page(`/admin/products/${active.id}`, shopper)).headers.get("location")).toBe("/");
      expect((await page("/admin/products/new", shopper)).headers.get("location")).toBe("/");
    });

    it("shows a saved product's stock as its grid's sum, read-only, and a new product's as a box to type", async () => {
      const { id } = await tee(`Grid Sum Tee ${Date.now()}`);
      const edit = await page(`/admin/products/${id}`);
      expect(edit.status).toBe(200);
      expect(edit.body).not.toContain('name="stockQuantity"');
      expect(edit.body).toMatch(/<input id="edit-[^"]+-stock" readOnly="" [^>]*value="4"/);
      expect(edit.body).toContain('name="variantStock"');
      expect(edit.body).toContain("Delete this product");

      const added = await page("/admin/products/new");
      expect(added.body).toContain('name="stockQuantity"');
      expect(added.body).not.toContain('name="variantStock"');

      const unknown = await page("/admin/products/00000000-0000-0000-0000-000000000000");
      expect(unknown.status).toBe(404);
      // The same for an order number that is not one, and its packing slip.
      expect((await page("/admin/orders/BAY-NOT-AN-ORDER")).status).toBe(404);
      expect((await page("/admin/orders/BAY-NOT-AN-ORDER/packing-slip")).status).toBe(404);
    });

    it("deletes only when asked twice without JavaScript: the link shows the delete question", async () => {
      const name = `Asked Tee ${Date.now()}`;
      const { id } = await tee(name);
      const asked = await page(`/admin/products/${id}?delete=1`);
      // React puts a comment between a text and the name in it.
      expect(asked.body.replaceAll("<!-- -->", "")).toContain(
        `Are you sure you want to delete &quot;${name}&quot;? This action cannot be undone.`,
      );
      const deleted = await shop().call(`/admin/products/${id}?delete=1`, {
        method: "POST",
        body: new URLSearchParams({ intent: "delete", id }),
        headers: { cookie: `bay_session=${admin}`, origin: shop().baseUrl },
        redirect: "manual",
      });
      expect(deleted.status).toBe(302);
      expect(deleted.headers.get("location")).toBe("/admin/products");
      expect((await page(`/admin/products/${id}`)).status).toBe(404);

      // From another site the post is refused and nothing is deleted.
      const kept = await tee(`Kept Tee ${Date.now()}`);
      const foreign = await shop().call(`/admin/products/${kept.id}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "delete" }),
        headers: { cookie: `bay_session=${admin}`, origin: "https://evil.example" },
        redirect: "manual",
      });
      expect(foreign.status).toBe(403);
      expect((await page(`/admin/products/${kept.id}`)).status).toBe(200);
    });
  },
  {},
  { pages: true },
);
