// Issue 45 item 7: a checkout that keeps the shopper on paying, on a 360×780 phone, with and without JavaScript.
import type { Page } from "@playwright/test";
import { SAMPLE_TEE } from "./support/shopper";
import { asAdmin, PICKUP_ADDRESS, shopperWithOneItem } from "./support/checkout-setup";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 360, height: 780 } });

const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });

test.beforeAll(async ({ browser, baseURL }) => {
  const admin = await asAdmin(browser, baseURL!);
  await admin.offerPickup(true);
  await admin.close();
});

test.afterAll(async ({ browser, baseURL }) => {
  // The other specs expect the seeded zones: pick-up not offered.
  const admin = await asAdmin(browser, baseURL!);
  await admin.offerPickup(false);
  await admin.close();
});

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("the checkout shows only the way back to the bag, the items' pictures and payment cards that say what happens next", async ({
      page,
      baseURL,
    }) => {
      await shopperWithOneItem(page, baseURL!);
      await visit(page, "/checkout");
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "BAY home" })).toBeVisible();
      await header.getByRole("link", { name: "Back to bag" }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await visit(page, "/checkout");
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByRole("combobox", { name: "Search products" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: /^Cart,/ })).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByRole("link")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).not.toContainText("Newsletter");

      const item = summary(page).getByRole("list", { name: "Items" }).getByRole("listitem");
      await expect(item).toContainText(SAMPLE_TEE);
      await expect(item.locator("img")).toBeVisible();
      expect(await item.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const bank = page.getByRole("radio", { name: "Bank Transfer" });
      await expect(bank).toHaveAccessibleDescription(/bank account and your reference/);
      await expect(page.getByRole("radio", { name: "Pay on Delivery" })).toHaveAccessibleDescription(
        "Pay the courier when your order arrives.",
      );
      // The whole card is the target: tapping its words chooses it.
      await page.getByText("Next you see our bank account").click();
      await expect(bank).toBeChecked();
      const card = await page.locator("label").filter({ has: bank }).boundingBox();
      expect(card!.height).toBeGreaterThanOrEqual(44);
      // axe runs in the page: only with JavaScript.
      if (js) await expectNoSeriousA11yViolations(page);
    });

    test("a field's message goes once it is right, and pick-up in store asks for a name and phone only", async ({
      page,
      baseURL,
    }) => {
      await shopperWithOneItem(page, baseURL!);
      await visit(page, "/checkout");
      await page.getByLabel("Full Name", { exact: true }).fill("");
      await page.getByRole("button", { name: "Place Order" }).click();
      const state = page.getByLabel("State", { exact: true });
      await expect(state).toHaveAccessibleDescription("Please select your state");
      await state.selectOption("Lagos");
      if (js) {
        // At once, while the other messages stay until their fields are right.
        await expect(page.getByText("Please select your state")).toHaveCount(0);
        await expect(page.getByText("Please enter your address")).toBeVisible();
        await page.getByLabel("Full Name", { exact: true }).fill("Tunde Bakare");
        await expect(page.getByText("Please enter your full name")).toHaveCount(0);
      } else {
        // Without JavaScript the server draws the page again on the next submit.
        await page.getByLabel("Full Name", { exact: true }).fill("Tunde Bakare");
        await page.getByRole("button", { name: "Place Order" }).click();
        await expect(page.getByText("Please select your state")).toHaveCount(0);
        await expect(page.getByText("Please enter your address")).toBeVisible();
      }

      await page.getByText("Pick up in store (free)").click();
      await expect(page.getByRole("radio", { name: "Pick up in store (free)" })).toHaveAccessibleDescription(
        PICKUP_ADDRESS,
      );
      await expect(page.getByLabel("Address", { exact: true })).toBeHidden();
      await expect(page.getByLabel("City", { exact: true })).toBeHidden();
      await expect(page.getByLabel("Full Name", { exact: true })).toBeVisible();
      await page.getByLabel("Phone Number", { exact: true }).fill("0803 123 4567");
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page).toHaveURL(/\/order-history$/);
      await expect(page.getByRole("status").filter({ hasText: "Order placed successfully!" }).first()).toBeVisible();
      await expect(page.getByRole("region", { name: "Order placed successfully!" })).toContainText(
        `Ready to pick up at ${PICKUP_ADDRESS}`,
      );
    });
  });
}

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the summary with Place Order stays in sight down to the payment methods", async ({ page, baseURL }) => {
    await shopperWithOneItem(page, baseURL!);
    await visit(page, "/checkout");
    await page.getByRole("radio", { name: "Bank Transfer" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // The whole summary, its items and total with the button, not the button alone.
    await expect(summary(page)).toBeInViewport({ ratio: 1 });
  });
});
