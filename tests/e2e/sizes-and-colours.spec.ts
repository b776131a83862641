// The owner's own sizes and colours: added on their page, refused beside the box while a product has one,
// and offered at once by the product form.
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSeriousA11yViolations } from "./support/pages";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

test("the owner adds Green and 3XL, is told why Navy stays, and the product form offers them", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/sizes-and-colours");
  await expect(page.getByRole("heading", { name: "Sizes & Colours" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const sizes = page.getByLabel("Sizes");
  const colours = page.getByLabel("Colours");
  const [sizesBefore, coloursBefore] = [await sizes.inputValue(), await colours.inputValue()];
  expect(coloursBefore).toContain("Navy");

  try {
    // Navy is on sample products: taking it away is refused beside its box, and nothing is saved.
    await colours.fill("Red, Black, White, Blue, Grey");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/^Navy is still a colour of \d+ products: take it off them first$/)).toBeVisible();
    await expect(colours).toBeFocused();
    await expect(colours).toHaveAttribute("aria-invalid", "true");

    await sizes.fill(`${sizesBefore}, 3XL`);
    await colours.fill(`${coloursBefore}, Green`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Sizes and colours saved")).toBeVisible();
    await expect(colours).toHaveValue(`${coloursBefore}, Green`);

    await page.goto("/admin/products/new");
    const form = page.locator("form").filter({ has: page.getByRole("group", { name: "Colours" }) });
    await expect(form.getByRole("group", { name: "Colours" }).getByText("Green", { exact: true })).toBeVisible();
    await expect(form.getByRole("group", { name: "Sizes" }).getByText("3XL", { exact: true })).toBeVisible();
  } finally {
    // The other specs expect the store as it was seeded.
    await page.goto("/admin/sizes-and-colours");
    await page.getByLabel("Sizes").fill(sizesBefore);
    await page.getByLabel("Colours").fill(coloursBefore);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Sizes and colours saved")).toBeVisible();
  }
});
