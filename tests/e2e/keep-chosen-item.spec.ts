// Issue 45 item 4: a signed-out shopper who adds to the bag (or hearts a product) is asked to sign in,
// and after signing up or in is back on the product with it done, on a 360×780 phone, with and without JavaScript.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { visit } from "./support/pages";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 360, height: 780 } });

const PRODUCT = "Lagos Lions Home Jersey";
/** Opens the product's page (its address from the catalog API) and returns that address. */
async function openProduct(page: Page): Promise<string> {
  const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent(PRODUCT)}`);
  const product = (await found.json()).items.find((p: { name: string }) => p.name === PRODUCT);
  const path = `/product/${product.id}`;
  await visit(page, path);
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
  return path;
}

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("Add to Cart, signed out: sign up from the prompt and land back on the product with the item in the bag", async ({
      page,
    }) => {
      const productPath = await openProduct(page);
      await page.getByRole("radiogroup", { name: "Size" }).first().getByText("M", { exact: true }).click();
      await page.getByRole("radiogroup", { name: "Colour", exact: true }).getByText("Navy", { exact: true }).click();
      await page.getByRole("button", { name: "Add to Cart" }).first().click();

      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproduct%2F/);
      await expect(toast(page, "Please sign in to add items to cart")).toBeVisible();
      // A new visitor is shown the way to an account.
      await expect(page.getByText("New to BAY?")).toBeVisible();
      await page.getByRole("link", { name: "Create an account" }).click();
      await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
      await page.getByLabel("Full Name", { exact: true }).fill("Ifeoma Nwosu");
      await page.getByLabel("Email", { exact: true }).fill(`kept-${randomBytes(4).toString("hex")}@example.ng`);
      await page.getByLabel("Password", { exact: true }).fill("shopper-pass-1");
      await page.getByLabel("Phone Number", { exact: true }).fill("0803 123 4567");
      await page.getByRole("button", { name: "Sign Up" }).click();

      // Back on the product; without JavaScript, at its Add to Cart (issue 45 item 2's fragment).
      await expect(page).toHaveURL(new RegExp(`${productPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(#add-to-cart)?$`));
      await expect(toast(page, "Item added to cart")).toBeVisible();
      await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      await visit(page, "/cart");
      const line = page.getByRole("list", { name: "Cart items" }).getByRole("listitem");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(PRODUCT);
      await expect(line).toContainText("Size: M");
      await expect(line).toContainText("Colour: Navy");
    });

    test("the wishlist heart, signed out: log in from the prompt and the product is in the wishlist", async ({
      page,
      browser,
      baseURL,
    }) => {
      const email = `heart-${randomBytes(4).toString("hex")}@example.ng`;
      const signup = await (
        await browser.newContext({ baseURL })
      ).request.post("/api/v1/auth/signup", {
        headers: { origin: new URL(baseURL!).origin },
        data: { email, password: "shopper-pass-1", fullName: "Kemi Ade", phone: "08031234567" },
      });
      expect(signup.status()).toBe(201);

      const productPath = await openProduct(page);
      await page.getByRole("button", { name: `Add ${PRODUCT} to Wishlist` }).click();
      await expect(toast(page, "Please sign in to add items to wishlist")).toBeVisible();
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("shopper-pass-1");
      await page.getByRole("button", { name: "Login" }).click();

      await expect(page).toHaveURL(productPath);
      await expect(toast(page, "Added to wishlist")).toBeVisible();
      await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
    });
  });
}

test("the way back is a path on this shop only: an address elsewhere goes to the product instead", async ({ page }) => {
  const productPath = await openProduct(page);
  const productId = productPath.split("/").pop()!;
  const origin = new URL(page.url()).origin;
  for (const redirectTo of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
    const res = await page.request.post("/cart", {
      headers: { origin },
      form: { intent: "add", productId, size: "M", color: "Navy", redirectTo },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(productPath)}`);
  }
});
