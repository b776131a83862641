// The pages' Content-Security-Policy as the browser applies it (decision 012). Every spec fails on
// a violation (support/test.ts); these check the watch itself and the one path no other spec takes.
import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { visit } from "./support/pages";

const origin = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });

test("an injected inline script is refused, and the watch fails the test that saw it", async ({ page }) => {
  test.fail(true, "the violation must fail this test: it proves the watch every spec relies on works");
  await visit(page, "/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injectedRan = true";
    document.body.append(script);
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  // Let the browser's report reach the console before the watch looks.
  await page.waitForTimeout(250);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card order posted as a plain form is redirected to Paystack, which form-action allows", async ({ page }) => {
    const signedUp = await page.request.post("/api/v1/auth/signup", {
      data: {
        email: `nojs-${randomBytes(4).toString("hex")}@example.ng`,
        password: "shopper-pass-1",
        fullName: "Ada Obi",
        phone: "08031234567",
      },
      headers: origin(),
    });
    expect(signedUp.status()).toBe(201);
    const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent("Classic Slim Fit Jeans")}`);
    const product = (await found.json()).items[0];
    const added = await page.request.post("/api/v1/cart/items", {
      headers: origin(),
      data: { productId: product.id, quantity: 1, size: product.sizes[0], color: product.colors?.[0] },
    });
    expect(added.status()).toBe(201);

    await page.goto("/checkout");
    await page.getByLabel("Full Name").fill("Ada Obi");
    await page.getByLabel("Phone Number").fill("0803 123 4567");
    await page.getByLabel("Address", { exact: true }).fill("7 Awolowo Road");
    await page.getByLabel("City").fill("Lagos");
    await page.getByLabel("State").selectOption("Lagos");
    await page.getByRole("radio", { name: "Pay with Card (Paystack)" }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("heading", { name: "Fake Paystack" })).toBeVisible();
  });
});
