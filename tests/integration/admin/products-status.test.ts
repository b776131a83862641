// Several products taken out of the shop (or back) at once (docs/product-rules.md#product-status): through the API
// and the products page's form, each changed as one product's edit changes it.
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { products } from "../../../src/server/schema";
import { describeOnEachDatabase, toastIn, pageHtml, postPageForm } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertProduct } from "./helpers";

describeOnEachDatabase(
  "setting several products' status at once",
  (shop) => {
    let admin: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });
    const statusOf = async (ids: string[]) =>
      Object.fromEntries(
        (
          await shop()
            .app.db.select({ id: products.id, status: products.status })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((row) => [row.id, row.status]),
      );
    const patch = (json: unknown, token = admin) =>
      shop().call("/api/v1/admin/products", { method: "PATCH", json, token });

    it("takes the ticked products out of the shop, and counts the ones already out or gone", async () => {
      const tag = randomUUID().slice(0, 8);
      const [summer, linen, old] = await Promise.all([
        insertProduct(shop().app, { name: `Summer ${tag}` }),
        insertProduct(shop().app, { name: `Linen ${tag}` }),
        insertProduct(shop().app, { name: `Old ${tag}`, status: "Inactive" }),
      ]);
      expect((await shop().call(`/api/v1/products/${summer.id}`)).status).toBe(200);
      // The category's total comes from kept counts (decision 031): it follows a change of several at once.
      const jerseys = async () => (await shop().call("/api/v1/products?category=Jersey&limit=1")).body.total;
      const jerseysBefore = await jerseys();

      const answer = await patch({ ids: [summer.id, linen.id, old.id, randomUUID()], status: "Inactive" });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: "Inactive",
        changed: expect.arrayContaining([summer.name, linen.name]),
        unchanged: [old.name],
        missing: 1,
      });
      expect(await statusOf([summer.id, linen.id])).toEqual({ [summer.id]: "Inactive", [linen.id]: "Inactive" });
      // Out of the shop at once, as one product's edit would take it out.
      expect((await shop().call(`/api/v1/products/${summer.id}`)).status).toBe(404);
      expect((await shop().call(`/api/v1/products?search=${tag}`)).body.items).toEqual([]);
      expect(await jerseys()).toBe(jerseysBefore - 2);

      expect((await patch({ ids: [summer.id], status: "Active" })).body.changed).toEqual([summer.name]);
      expect((await shop().call(`/api/v1/products/${summer.id}`)).status).toBe(200);
    });

    it("refuses no product ticked, an unknown status, and anyone but an admin, changing nothing", async () => {
      const product = await insertProduct(shop().app);
      const none = await patch({ ids: [], status: "Inactive" });
      expect(none.status).toBe(422);
      expect(none.body.error.message).toBe("Tick at least one product");
      const unknown = await patch({ ids: [product.id], status: "Hidden" });
      expect(unknown.status).toBe(422);
      expect(unknown.body.error.message).toBe("Status must be Active or Inactive");
      const shopper = await createSignedInUser(shop().app);
      expect((await patch({ ids: [product.id], status: "Inactive" }, shopper.token)).status).toBe(403);
      expect(await statusOf([product.id])).toEqual({ [product.id]: "Active" });
    });

    it("works from the products page's form without JavaScript, back to the same filtered list with a toast", async () => {
      const tag = randomUUID().slice(0, 8);
      const [first, second] = await Promise.all([
        insertProduct(shop().app, { name: `Form One ${tag}` }),
        insertProduct(shop().app, { name: `Form Two ${tag}` }),
      ]);
      const page = await shop().call(`/admin/products?search=${tag}`, { headers: { cookie: `bay_session=${admin}` } });
      expect(String(page.body)).toContain(`name="ids" value="${first.id}"`);

      const fields = new URLSearchParams({
        intent: "bulk-status",
        status: "Inactive",
        returnTo: `/admin/products?search=${tag}`,
      });
      for (const id of [first.id, first.id, second.id]) fields.append("ids", id);
      const posted = await postPageForm(shop(), "/admin/products", admin, fields);
      expect(posted.status).toBe(302);
      expect(posted.headers.get("location")).toBe(`/admin/products?search=${tag}`);
      expect(toastIn(posted)).toEqual({ kind: "success", message: "Status set to Inactive for 2 products" });
      expect(await statusOf([first.id, second.id])).toEqual({ [first.id]: "Inactive", [second.id]: "Inactive" });
      expect(await pageHtml(shop(), `/shop?search=${tag}`)).not.toContain(first.name);
    });
  },
  {},
  { pages: true },
);
