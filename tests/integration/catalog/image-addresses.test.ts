// Issue 47, item 5: a product's images come from the shop's media store or an origin the owner allowed
// in Settings. Before, the product API, the product form and the catalog import took any https address.
import { expect, it } from "vitest";
import { IMAGE_NOT_ALLOWED } from "../../../src/catalog/image-addresses";
import { IMAGE_ORIGINS_MESSAGE } from "../../../src/store/store-settings-schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

const UPLOADED = "/media/0123456789abcdef0123456789abcdef-800.webp";
const product = (images: { imageUrl?: string; images?: string[] }) => ({
  name: "Adire Shirt",
  description: "Hand-dyed in Abeokuta",
  priceKobo: 18_000_00,
  stockQuantity: 3,
  category: "Shirt",
  imageUrl: UPLOADED,
  ...images,
});

describeOnEachDatabase(
  "product image addresses",
  (shop) => {
    let admin: string;
    const asAdmin = async () => (admin ??= (await createSignedInUser(shop().app, { role: "admin" })).token);
    const create = async (json: unknown) =>
      shop().call("/api/v1/admin/products", { method: "POST", token: await asAdmin(), json });
    const allow = async (imageOrigins: string) =>
      shop().call("/api/v1/admin/settings", { method: "PATCH", token: await asAdmin(), json: { imageOrigins } });
    const importCsv = async (imageUrls: string) =>
      shop().call("/api/v1/admin/products.csv", {
        method: "POST",
        token: await asAdmin(),
        headers: { "content-type": "text/csv; charset=utf-8" },
        body:
          "Handle,Name,Category,Description,Price (₦),Sale price (₦),Size,Colour,SKU,Stock,Status,Image URLs\r\n" +
          `,Imported Cap,Hat,A cap,5000.00,,,,,2,Active,${imageUrls}\r\n`,
      });

    it("takes uploaded images and refuses another host's, on the product API and the catalog import", async () => {
      expect((await create(product({}))).status).toBe(201);
      const foreign = await create(product({ imageUrl: "https://tracker.example/pixel.jpg" }));
      expect(foreign.status).toBe(422);
      expect(foreign.body.error.fields).toEqual({ imageUrl: IMAGE_NOT_ALLOWED });
      const gallery = await create(product({ images: [UPLOADED, "https://tracker.example/2.jpg"] }));
      expect(gallery.body.error.fields).toEqual({ images: IMAGE_NOT_ALLOWED });

      const created = (await create(product({}))).body.product;
      const patched = await shop().call(`/api/v1/admin/products/${created.id}`, {
        method: "PATCH",
        token: await asAdmin(),
        json: { imageUrl: "https://tracker.example/pixel.jpg" },
      });
      expect(patched.status).toBe(422);

      const imported = await importCsv("https://tracker.example/cap.jpg");
      expect(imported.status).toBe(422);
      expect(imported.body.error.badLines).toEqual([
        { line: 2, message: `${IMAGE_NOT_ALLOWED}: "https://tracker.example/cap.jpg"` },
      ]);
    });

    it("takes images from an origin the owner allowed, and the pages' image policy names it", async () => {
      expect((await allow("https://cdn.adire.example/ https://cdn.adire.example")).status).toBe(200);
      const settings = await shop().call("/api/v1/admin/settings", { token: await asAdmin() });
      expect(settings.body.settings?.imageOrigins ?? settings.body.imageOrigins).toBe("https://cdn.adire.example");

      expect((await create(product({ imageUrl: "https://cdn.adire.example/shirts/1.jpg" }))).status).toBe(201);
      expect((await importCsv("https://cdn.adire.example/caps/1.jpg")).status).toBe(200);
      expect((await create(product({ imageUrl: "https://cdn.adire.example.evil.example/1.jpg" }))).status).toBe(422);
      expect((await create(product({ imageUrl: "http://cdn.adire.example/1.jpg" }))).status).toBe(422);

      const page = await fetch(`${shop().baseUrl}/shop`);
      expect(page.headers.get("content-security-policy")).toMatch(/img-src [^;]*https:\/\/cdn\.adire\.example/);
    });

    it("refuses a setting that is not an https origin, naming the field, and keeps the last one", async () => {
      for (const wrong of [
        "http://cdn.example.com",
        "https://cdn.example.com/images",
        "cdn.example.com",
        "javascript:alert(1)",
      ]) {
        const res = await allow(wrong);
        expect({ wrong, status: res.status, fields: res.body.error?.fields }).toEqual({
          wrong,
          status: 422,
          fields: { imageOrigins: IMAGE_ORIGINS_MESSAGE },
        });
      }
    });
  },
  {},
  { pages: true },
);
