import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin-session";

// Stock per size and colour (issue 14): a size sold out in the chosen colour cannot be picked, and
// the stock line follows the size chosen without a round trip.
test("a sold-out size is disabled on the product page and an available one goes to the cart", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const origin = new URL(baseURL!).origin;
  const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent("Essential Cotton Crew Tee")}`);
  const { imageUrl } = (await found.json()).items[0];
  const name = `Owambe Variant Tee ${Date.now()}`;
  const created = await page.request.post("/api/v1/admin/products", {
    headers: { origin },
    data: {
      name,
      description: "A tee whose small size sold out.",
      priceKobo: 9_000_00,
      category: "T-Shirt",
      imageUrl,
      sizes: ["S", "M", "L"],
      colors: ["Navy"],
      variants: [
        { size: "S", color: "Navy", stockQuantity: 0 },
        { size: "M", color: "Navy", stockQuantity: 3 },
        { size: "L", color: "Navy", stockQuantity: 12 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { product } = await created.json();

  await page.goto(`/product/${product.id}`, { waitUntil: "networkidle" });
  const sizes = page.getByRole("radiogroup", { name: "Size", exact: true });
  await expect(sizes.getByRole("radio", { name: "S (sold out)" })).toBeDisabled();
  await expect(page.getByText("In stock: 15")).toBeVisible();
  await sizes.getByText("M", { exact: true }).click();
  await expect(page.getByText("Only 3 left")).toBeVisible();
  await sizes.getByText("L", { exact: true }).click();
  await expect(page.getByText("In stock: 12")).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item added to cart" }).first()).toBeVisible();

  await page.goto("/cart");
  const line = page.getByRole("main").getByText(name).first();
  await expect(line).toBeVisible();
  await expect(page.getByRole("main").getByText("Size: L")).toBeVisible();
});
