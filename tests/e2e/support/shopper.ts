import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "./test";

// A tee from the seeded sample catalog with plenty of stock.
export const SAMPLE_TEE = "Essential Cotton Crew Tee";

/**
 * A new shopper signs up, buys one sample tee in `size` through the shop and the checkout form (pay on
 * delivery, delivered to `city` in `state`), and gets its order number from their order history.
 */
export async function shopperPlacesOrder(
  page: Page,
  { name, size, address, city, state }: { name: string; size: string; address: string; city: string; state: string },
): Promise<string> {
  await shopperFillsCart(page, { name, size });
  await page.goto("/checkout");
  await fillCheckoutAndPlaceOrder(page, { name, address, city, state });
  const link = page.getByRole("list", { name: "Orders" }).getByRole("link").first();
  return (await link.innerText()).match(/BAY-[0-9A-Z]+/)![0];
}

/**
 * A new shopper signs up through the API in `page`'s browser (the sign-up page has its own tests in
 * accounts.spec.ts), and is signed in there as after the form.
 */
export async function signUpShopper(page: Page, name: string) {
  const signedUp = await page.request.post("/api/v1/auth/signup", {
    headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
    data: {
      email: `shopper-${randomBytes(4).toString("hex")}@example.ng`,
      password: "shopper-pass-1",
      fullName: name,
      phone: "08031234567",
    },
  });
  expect(signedUp.status()).toBe(201);
}

/** A new shopper signs up and puts one sample tee in `size` (and White) in their cart from the shop page. */
export async function shopperFillsCart(page: Page, { name, size }: { name: string; size: string }) {
  await signUpShopper(page, name);
  await addSampleTee(page, size);
}

/** The signed-in shopper puts one sample tee in `size` (and White) in their cart from the shop page. */
export async function addSampleTee(page: Page, size: string) {
  await page.goto(`/shop?search=${encodeURIComponent(SAMPLE_TEE)}`);
  const card = page.getByRole("article", { name: SAMPLE_TEE, exact: true });
  await card
    .getByRole("radiogroup", { name: `Size for ${SAMPLE_TEE}` })
    .getByText(size, { exact: true })
    .click();
  // The tee comes in several colours: a card asks for one rather than guessing (issue 45).
  await card
    .getByRole("radiogroup", { name: `Colour for ${SAMPLE_TEE}` })
    .getByText("White", { exact: true })
    .click();
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item added to cart" }).first()).toBeVisible();
}

/** On the checkout page: the shipping form, pay on delivery, Place Order; ends on the order history. */
export async function fillCheckoutAndPlaceOrder(
  page: Page,
  { name, address, city, state }: { name: string; address: string; city: string; state: string },
) {
  await page.getByLabel("Full Name", { exact: true }).fill(name);
  await page.getByLabel("Phone Number", { exact: true }).fill("+234 803 123 4567");
  await page.getByLabel("Address", { exact: true }).fill(address);
  await page.getByLabel("City", { exact: true }).fill(city);
  await page.getByLabel("State", { exact: true }).selectOption(state);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Order placed successfully!" }).first()).toBeVisible();
}
