// Issue 16 item 2: the products page stored a form's image files before checking the form, so every
// refused form left files behind. Now the form and every file are checked first, then stored.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

const png = async (colour: string) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );

describeOnEachDatabase(
  "admin products page form",
  (shop) => {
    let admin: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });

    /** The add-product form as a browser without JavaScript posts it, files attached. */
    function productForm(boxes: Record<string, string>, files: { main?: Blob; gallery?: Blob[] }) {
      const form = new FormData();
      const filled = {
        intent: "save",
        name: "",
        category: "",
        price: "",
        stockQuantity: "",
        priority: "",
        description: "",
        salePrice: "",
        status: "Active",
        imageUrl: "",
        ...boxes,
      };
      for (const [name, value] of Object.entries(filled)) form.append(name, value);
      form.append("mainImageFile", files.main ?? new Blob([]), files.main ? "main.png" : "");
      for (const file of files.gallery ?? []) form.append("imageFiles", file, "gallery.png");
      return form;
    }
    const post = (body: FormData) =>
      shop().call("/admin/products/new", {
        method: "POST",
        body,
        headers: { cookie: `bay_session=${admin}`, origin: shop().baseUrl },
        redirect: "manual",
      });
    const storedFiles = () => readdir(path.join(shop().app.config.DATA_DIR, "media")).catch(() => []);
    const valid = (name: string) => ({
      name,
      category: "Shirt",
      price: "15000",
      stockQuantity: "4",
      description: "Breathable linen.",
    });

    it("adds the sizes and colours typed under Other to the shop's lists and to the product", async () => {
      const name = `Eagles Jersey ${randomBytes(3).toString("hex")}`;
      const form = productForm(
        { ...valid(name), newSizes: "4XL, m", newColors: "green, Coral" },
        { main: await png("#166534") },
      );
      form.append("sizes", "L");
      form.append("colors", "White");
      // The shop lists Green already, spelled so; Coral and 4XL are new to it.
      await shop().call("/api/v1/admin/sizes-and-colours", {
        method: "PUT",
        token: admin,
        json: { sizes: "S, M, L", colors: "White, Green" },
      });
      const saved = await post(form);
      expect(saved.status).toBe(302);
      const found = await shop().call(`/api/v1/admin/products?search=${encodeURIComponent(name)}`, { token: admin });
      expect(found.body.items[0]).toMatchObject({ sizes: ["L", "4XL", "M"], colors: ["White", "Green", "Coral"] });
      // Spread over every size and colour: 4 units over 9 variants, each one of them a row.
      expect(found.body.items[0].variants).toHaveLength(9);
      expect((await shop().call("/api/v1/admin/sizes-and-colours", { token: admin })).body).toEqual({
        sizes: ["S", "M", "L", "4XL"],
        colors: ["White", "Green", "Coral"],
      });
    });

    it("stores no image file when the form is refused, and says why beside the field", async () => {
      const before = await storedFiles();
      const saleTooHigh = await post(
        productForm(
          { ...valid(""), isOnSale: "on", salePrice: "20000" },
          { main: await png("#c2410c"), gallery: [await png("#1d4ed8")] },
        ),
      );
      expect(saleTooHigh.status).toBe(422);
      expect(saleTooHigh.body).toContain("Product Name is required");
      expect(saleTooHigh.body).toContain("Sale price must be lower than the price");

      // Every file is checked before any is stored: a good main image waits for the gallery's.
      const notAnImage = new Blob(["just some text"], { type: "image/png" });
      const badGallery = await post(
        productForm(valid(`Refused Shirt ${randomBytes(3).toString("hex")}`), {
          main: await png("#166534"),
          gallery: [notAnImage],
        }),
      );
      expect(badGallery.status).toBe(415);
      expect(badGallery.body).toContain("Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).");

      expect(await storedFiles()).toEqual(before);
    });

    it("adds a product with the image file that came with the form", async () => {
      const name = `Plain Form Shirt ${randomBytes(3).toString("hex")}`;
      const added = await post(
        productForm(valid(name), { main: await png("#7c3aed"), gallery: [await png("#0f766e")] }),
      );
      // The new product's own page opens, where its stock by size and colour is set.
      expect(added.status).toBe(302);
      const listed = await shop().call(`/api/v1/admin/products?search=${encodeURIComponent(name)}`, { token: admin });
      const [product] = listed.body.items;
      expect(product).toMatchObject({ name, priceKobo: 15_000_00, stockQuantity: 4, priority: 999 });
      expect(product.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.webp$/);
      expect(product.images).toEqual([expect.stringMatching(/^\/media\/[0-9a-f]{32}-\d+\.webp$/)]);
      expect(added.headers.get("location")).toBe(`/admin/products/${product.id}`);
      const stored = await storedFiles();
      expect(stored).toContain(path.basename(product.imageUrl));
      expect(stored).toContain(path.basename(product.images[0]));
    });
  },
  {},
  { pages: true },
);
