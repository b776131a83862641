import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/pages";

// Bought only here, one at a time, from the seeded sample catalog.
const PRODUCT = "Gym Ready Tank Top";
/** The sample shop's account, shown a part to a line. */
const BANK_PARTS = ["GTBank", "BAY Fashion Ltd", "0123456789"];

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

async function signUp(page: Page) {
  await page.goto("/login?mode=signup&redirectTo=%2F");
  await page.getByLabel("Full Name").fill("Tunde Bakare");
  await page.getByLabel("Email", { exact: true }).fill(`payer-${randomBytes(4).toString("hex")}@example.ng`);
  await page.getByLabel("Password", { exact: true }).fill("shopper-pass-1");
  await page.getByLabel("Phone Number").fill("0803 123 4567");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/");
}

/** Signs up, puts one tank top (size M) in the cart and fills the checkout form for Lagos. */
async function checkoutWithOneItem(page: Page) {
  await signUp(page);
  // The cart is the shopping tests' subject; here it is filled through the API as the signed-in browser.
  const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent(PRODUCT)}`);
  const product = (await found.json()).items.find((p: { name: string }) => p.name === PRODUCT);
  const origin = new URL(page.url()).origin;
  const added = await page.request.post("/api/v1/cart/items", {
    headers: { origin },
    data: { productId: product.id, quantity: 1, size: "M", color: "Black" },
  });
  expect(added.status()).toBe(201);
  await page.goto("/checkout");
  await page.getByLabel("Full Name").fill("Tunde Bakare");
  await page.getByLabel("Phone Number").fill("0803 123 4567");
  await page.getByLabel("Address", { exact: true }).fill("7 Awolowo Road");
  await page.getByLabel("City").fill("Lagos");
  await page.getByLabel("State").selectOption("Lagos");
}

async function openNewestOrder(page: Page): Promise<string> {
  const link = page.getByRole("list", { name: "Orders" }).getByRole("link").first();
  const orderNumber = (await link.innerText()).match(/BAY-[0-9A-Z]+/)![0];
  await link.click();
  await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
  return orderNumber;
}

const paymentSection = (page: Page) => page.getByRole("region", { name: "Payment" });

test("pay on delivery: the order is confirmed and its page says to pay the courier", async ({ page }) => {
  await checkoutWithOneItem(page);
  await expect(page.getByRole("radio", { name: "Pay on Delivery" })).toBeChecked();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(toast(page, "Order placed successfully!")).toBeVisible();
  await openNewestOrder(page);
  await expect(paymentSection(page)).toContainText("Pay on Delivery");
  await expect(paymentSection(page)).toContainText("Payment status: Pending");
  await expect(paymentSection(page)).toContainText("Pay the courier when your order arrives.");
  await expect(paymentSection(page).getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("bank transfer: the order page shows the bank details and the order number as reference", async ({ page }) => {
  await checkoutWithOneItem(page);
  await page.getByRole("radio", { name: "Bank Transfer" }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, "Order placed successfully!")).toBeVisible();
  const orderNumber = await openNewestOrder(page);
  for (const part of BANK_PARTS) await expect(paymentSection(page)).toContainText(part);
  await expect(paymentSection(page)).toContainText(`Use your order number ${orderNumber} as the payment reference.`);
});

test("card: an abandoned Paystack payment leaves the order payable; Pay now then pays it", async ({ page }) => {
  await checkoutWithOneItem(page);
  await page.getByRole("radio", { name: "Pay with Card (Paystack)" }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Place Order" }).click();

  // The (fake) Paystack payment page; the shopper gives up.
  await expect(page.getByRole("heading", { name: "Fake Paystack" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(/\/track-order\/BAY-/);
  await expect(toast(page, "Your card payment was not completed. You can try again with Pay now.")).toBeVisible();
  await expect(paymentSection(page)).toContainText("Payment status: Pending");

  await paymentSection(page).getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: "Fake Paystack" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/track-order\/BAY-/);
  await expect(toast(page, "Payment received. Thank you!")).toBeVisible();
  await expect(paymentSection(page)).toContainText("Payment status: Verified");
  await expect(paymentSection(page).getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
