// A returning shopper pays again without typing their address: checkout starts from the last delivered order
// (docs/product-rules.md#shipping-form), on a phone, with and without JavaScript.
import { addSampleTee, SAMPLE_TEE, shopperPlacesOrder } from "./support/shopper";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 360, height: 780 } });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the second order's checkout is filled in from the first, and places as it is", async ({ page }) => {
      const first = await shopperPlacesOrder(page, {
        name: "Yemi Alade",
        size: "M",
        address: "5 Bodija Market Road",
        city: "Ibadan",
        state: "Oyo",
      });

      await addSampleTee(page, "L");

      await page.goto("/checkout");
      await expect(page.getByText("From your last order: change anything that is different.")).toBeVisible();
      await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue("Yemi Alade");
      // Read in its groups, as the shopper would check it; it places as it is.
      await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue("+234 803 123 4567");
      await expect(page.getByLabel("Address", { exact: true })).toHaveValue("5 Bodija Market Road");
      await expect(page.getByLabel("City", { exact: true })).toHaveValue("Ibadan");
      await expect(page.getByLabel("State", { exact: true })).toHaveValue("Oyo");
      // The fee is the address's own: Ibadan's zone.
      await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("₦4,000");

      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Order placed successfully!" }).first()).toBeVisible();
      const orders = page.getByRole("list", { name: "Orders" }).getByRole("link");
      await expect(orders).toHaveCount(2);
      const second = (await orders.first().innerText()).match(/BAY-[0-9A-Z]+/)![0];
      expect(second).not.toBe(first);
      await orders.first().click();
      const address = page.getByRole("region", { name: "Shipping Address" });
      await expect(address).toContainText("5 Bodija Market Road");
      // Stored as typed without spaces, read in its groups.
      await expect(address).toContainText("+234 803 123 4567");
    });
  });
}

test("a returning shopper's product pages estimate delivery to where their last order went", async ({ page }) => {
  await shopperPlacesOrder(page, {
    name: "Kunle Ade",
    size: "M",
    address: "9 Ring Road",
    city: "Ibadan",
    state: "Oyo",
  });
  const productPage = async () => {
    await page.goto(`/shop?search=${encodeURIComponent(SAMPLE_TEE)}`);
    await page.getByRole("link", { name: SAMPLE_TEE, exact: true }).first().click();
    return page.getByRole("region", { name: "Delivery" });
  };
  await expect(await productPage()).toContainText("Delivery to Ibadan, Oyo: ₦4,000");
  // Another day (the place chosen is kept for a visit): the bag, which starts from the last order, tells the pages.
  await page.context().clearCookies({ name: "bay_deliver_to" });
  await page.goto("/cart");
  await expect(await productPage()).toContainText("Delivery to Ibadan, Oyo: ₦4,000");
});
