// Issue 15: the owner sets a Lagos delivery fee in Admin → Delivery; a shopper in Lagos sees it at checkout.
import { randomBytes } from "node:crypto";
import { signInAsAdmin } from "./support/admin-session";
import { shopperWithOneItem } from "./support/checkout-setup";
import { expectNoSeriousA11yViolations, openProduct } from "./support/pages";
import { SAMPLE_TEE } from "./support/shopper";
import { expect, test } from "./support/test";

test("the owner adds a Lagos zone at ₦2,500 (a wrong fee is said beside its field) and a shopper in Lagos is charged it", async ({
  browser,
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/delivery");
  await expect(page.getByRole("heading", { name: "Delivery", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The zones are a summary; each is edited on its own.
  await expect(page.locator("main")).toContainText("Rest of Nigeria");
  await page.getByRole("link", { name: "Add a zone" }).click();

  const add = page.getByRole("region", { name: "Add a zone" });
  await add.getByLabel("Zone name").fill("Lagos");
  await add.getByRole("checkbox", { name: "Lagos", exact: true }).check();
  const fee = add.getByLabel("Delivery fee (₦)");
  await fee.fill("-2500");
  await add.getByRole("button", { name: "Add Zone" }).click();
  await expect(fee).toHaveAccessibleDescription(
    "Please enter the delivery fee as an amount in naira, for example 4,000",
  );
  await expect(fee).toBeFocused();
  await fee.fill("2,500");
  await add.getByRole("button", { name: "Add Zone" }).click();
  await expect(page.getByText("Delivery zone added")).toBeVisible();

  try {
    const shopper = await browser.newPage();
    const origin = { origin: new URL(page.url()).origin };
    const signedUp = await shopper.request.post("/api/v1/auth/signup", {
      headers: origin,
      data: {
        email: `lagos-${randomBytes(4).toString("hex")}@example.ng`,
        password: "shopper-pass-1",
        fullName: "Tunde Bakare",
        phone: "08031234567",
      },
    });
    expect(signedUp.status()).toBe(201);
    const found = await shopper.request.get(`/api/v1/products?search=${encodeURIComponent(SAMPLE_TEE)}`);
    const tee = (await found.json()).items.find((p: { name: string }) => p.name === SAMPLE_TEE);
    const added = await shopper.request.post("/api/v1/cart/items", {
      headers: origin,
      data: { productId: tee.id, quantity: 1, size: tee.sizes[0], color: tee.colors[0] },
    });
    expect(added.status()).toBe(201);

    await shopper.goto("/checkout");
    await shopper.getByLabel("City", { exact: true }).fill("Ikeja");
    await shopper.getByLabel("State", { exact: true }).selectOption("Lagos");
    const summary = shopper.getByRole("region", { name: "Order Summary" });
    await expect(summary.getByRole("definition").nth(1)).toHaveText("₦2,500");
    await expect(summary).toContainText("1-2 business days");
    await shopper.close();
  } finally {
    // The other specs expect the seeded zones.
    await page.goto("/admin/delivery");
    await page.getByRole("link", { name: "Edit Lagos" }).click();
    // Deleting asks first; Cancel keeps the zone.
    await page.getByRole("region", { name: "Lagos" }).getByRole("link", { name: "Delete Lagos" }).click();
    const asking = page.getByRole("region", { name: "Delete delivery zone" });
    await expect(asking).toContainText('Are you sure you want to delete "Lagos"? This action cannot be undone.');
    await asking.getByRole("link", { name: "Cancel" }).click();
    await expect(asking).toBeHidden();
    await expect(page.getByRole("region", { name: "Lagos" })).toBeVisible();
    await page.getByRole("region", { name: "Lagos" }).getByRole("link", { name: "Delete Lagos" }).click();
    await asking.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Delivery zone deleted")).toBeVisible();
  }
});

test.describe("delivery before checkout, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the product page tells the fee and time for the place chosen, remembers it for the visit, and the cart uses it (issue 45)", async ({
    page,
    baseURL,
  }) => {
    await openProduct(page, SAMPLE_TEE);
    const delivery = page.getByRole("region", { name: "Delivery" });
    await expect(delivery).toContainText("Choose your state to see the delivery fee and time.");
    await delivery.getByLabel("State").selectOption("Oyo");
    await expect(delivery).toContainText("The fee differs by city in Oyo: add your city for the exact fee.");
    await delivery.getByLabel("City").fill("Ibadan");
    await expect(delivery).toContainText("Delivery to Ibadan, Oyo: ₦4,000 · within 24 hours");
    await expectNoSeriousA11yViolations(page);

    // Another product, later in the visit: the place is already chosen.
    await openProduct(page, "Classic Slim Fit Jeans");
    await expect(page.getByRole("region", { name: "Delivery" })).toContainText(
      "Delivery to Ibadan, Oyo: ₦4,000 · within 24 hours",
    );
    await shopperWithOneItem(page, baseURL!);
    await page.goto("/cart");
    const summary = page.getByRole("region", { name: "Order Summary" });
    await expect(summary).toContainText("Delivery to Ibadan, Oyo: ₦4,000 · within 24 hours");
    await expect(summary.getByLabel("State")).toHaveValue("Oyo");
    await expect(summary.getByLabel("City")).toHaveValue("Ibadan");
    await expect(summary.getByRole("definition").filter({ hasText: "₦4,000" })).toHaveCount(1);
    // The state has the summary's whole width, so "Federal Capital Territory" or "Cross River" reads whole.
    const [stateBox, summaryBox] = await Promise.all([
      summary.getByLabel("State").boundingBox(),
      summary.getByRole("button", { name: "Update" }).locator("..").boundingBox(),
    ]);
    expect(stateBox!.width).toBeGreaterThanOrEqual(summaryBox!.width - 1);
    // Checkout starts from the same place.
    await page.goto("/checkout");
    await expect(page.getByLabel("State", { exact: true })).toHaveValue("Oyo");
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Ibadan");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Check shows the estimate for the state chosen, back at the delivery box", async ({ page }) => {
      const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent(SAMPLE_TEE)}`);
      const tee = (await found.json()).items.find((p: { name: string }) => p.name === SAMPLE_TEE);
      await page.goto(`/product/${tee.id}`);
      const delivery = page.getByRole("region", { name: "Delivery" });
      await delivery.getByLabel("State").selectOption("Kano");
      await delivery.getByRole("button", { name: "Check" }).click();
      await expect(page).toHaveURL(/\?state=Kano&city=#delivery$/);
      await expect(delivery).toContainText("Delivery to Kano: ₦8,000 · 2-3 business days");
    });
  });
});
