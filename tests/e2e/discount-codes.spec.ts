// Issue 15: the owner creates a 10 % code in the dashboard; a shopper uses it from the cart to the order page.
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSeriousA11yViolations } from "./support/pages";
import { fillCheckoutAndPlaceOrder, shopperFillsCart } from "./support/shopper";
import { expect, test } from "./support/test";

test("the owner creates a 10% code and a shopper's order is ₦850 cheaper on an ₦8,500 tee", async ({
  browser,
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/discounts");
  await expect(page.getByRole("heading", { name: "Discount Codes" })).toBeVisible();
  // The codes come first; the form opens when asked for.
  await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "New discount code" }).click();
  await page.getByLabel("Code", { exact: true }).fill("rainy10");
  await page.getByLabel("Percentage off (%)").fill("150");
  await page.getByRole("button", { name: "Create Code" }).click();
  await expect(page.getByText("Percentage must be between 1 and 100")).toBeVisible();
  await expect(page.getByLabel("Percentage off (%)")).toBeFocused();
  await page.getByLabel("Percentage off (%)").fill("10");
  await page.getByRole("button", { name: "Create Code" }).click();
  await expect(page.getByText("Discount code created")).toBeVisible();
  await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
  // On a phone each code is a card (on a desktop a table row) with the same facts.
  const card = page.getByRole("article", { name: "RAINY10" });
  await expect(card).toContainText("10% off");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await shopperContext.newPage();
  await shopperFillsCart(shopper, { name: "Kemi Ade", size: "M" });
  await shopper.goto("/cart");
  await shopper.getByLabel("Discount code").fill("NOSUCHCODE");
  await shopper.getByRole("button", { name: "Apply" }).click();
  await expect(shopper.locator("#discount-code-error")).toHaveText("We couldn't find that discount code");
  await shopper.getByLabel("Discount code").fill("rainy10");
  await shopper.getByRole("button", { name: "Apply" }).click();
  const summary = shopper.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("Discount (RAINY10)")).toBeVisible();
  await expect(summary).toContainText("−₦850");
  await expectNoSeriousA11yViolations(shopper);

  await shopper.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(shopper.getByRole("region", { name: "Order Summary" })).toContainText("−₦850");
  await fillCheckoutAndPlaceOrder(shopper, {
    name: "Kemi Ade",
    address: "3 Awolowo Road",
    city: "Lagos",
    state: "Lagos",
  });
  await shopper.getByRole("list", { name: "Orders" }).getByRole("link").first().click();
  await expect(shopper.getByText("Discount (RAINY10)")).toBeVisible();
  // ₦8,500 − ₦850 + ₦8,000 delivery outside Ibadan.
  await expect(shopper.getByText("₦15,650").first()).toBeVisible();
  await shopperContext.close();

  await page.reload();
  await expect(page.getByRole("article", { name: "RAINY10" })).toContainText("₦15,650");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the new-code form opens from the list and, refused, comes back open at its message", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/discounts");
    await page.getByRole("link", { name: "New discount code" }).click();
    await expect(page).toHaveURL(/\/admin\/discounts\?new$/);
    await page.getByRole("button", { name: "Create Code" }).click();
    await expect(page.getByText("Please enter a code").first()).toBeVisible();
    await expect(page.getByLabel("Code", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "New discount code" })).toBeVisible();
  });
});
