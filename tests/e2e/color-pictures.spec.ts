import { signInAsAdmin } from "./support/admin-session";
import { pngFile } from "./support/images";
import { visit } from "./support/pages";
import { expect, test } from "./support/test";

// Issue 45 item 1: the owner gives a colour its own pictures on the product's page in the back office;
// a shopper who picks that colour sees them, and the product's own for a colour without.
test.use({ viewport: { width: 390, height: 844 } });

test("a colour's own pictures, uploaded by the owner, show when a shopper picks that colour", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent("Essential Cotton Crew Tee")}`);
  const { imageUrl } = (await found.json()).items[0];
  const name = `Two Tone Polo ${Date.now()}`;
  const created = await page.request.post("/api/v1/admin/products", {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      name,
      description: "Knitted cotton polo.",
      priceKobo: 12_000_00,
      category: "T-Shirt",
      imageUrl,
      sizes: ["M"],
      colors: ["Navy", "White"],
      stockQuantity: 8,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).product;

  await visit(page, `/admin/products/${id}`);
  const pictures = page.getByRole("group", { name: "Pictures by colour" });
  await pictures.getByLabel("Pictures of White").setInputFiles(await pngFile("white.png", "#f4f1ea"));
  await expect(pictures.getByRole("list", { name: "Pictures of White kept" }).getByRole("checkbox")).toHaveCount(1);
  await expect(pictures.getByRole("list", { name: "Pictures of Navy kept" })).toHaveCount(0);
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  await expect(pictures.getByRole("list", { name: "Pictures of White kept" }).getByRole("checkbox")).toBeChecked();

  const shopper = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visit(shopper, `/product/${id}`);
  const colours = shopper.getByRole("radiogroup", { name: "Colour", exact: true });
  await colours.getByText("Navy", { exact: true }).click();
  await expect(shopper.getByRole("region", { name: `Pictures of ${name}`, exact: true })).toBeVisible();
  await colours.getByText("White", { exact: true }).click();
  const white = shopper.getByRole("region", { name: `Pictures of ${name} in White` });
  await expect(white).toBeVisible();
  await expect(white.getByRole("img")).toHaveCount(1);
  await expect(white.getByRole("img")).toHaveAttribute("src", /^\/media\/[0-9a-f]+-\d+\.webp$/);
  await expect(white.getByRole("img")).not.toHaveAttribute("src", new RegExp(imageUrl.replace(/-\d+\.webp$/, "")));
  await colours.getByText("Navy", { exact: true }).click();
  await expect(shopper.getByRole("region", { name: `Pictures of ${name}`, exact: true })).toBeVisible();
  await shopper.close();
});
