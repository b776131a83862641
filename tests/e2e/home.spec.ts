import { expect, test } from "@playwright/test";

test("the home page is served by the store", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/BAY/);
});
