// Issue 15: the owner changes the store's details from the dashboard; shoppers see them at once.
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSeriousA11yViolations } from "./support/pages";
import { expect, test } from "./support/test";

test("the owner adds a WhatsApp number (a wrong account number is said beside its field) and visitors get a Chat on WhatsApp link", async ({
  browser,
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The form is several screens long on a phone; its Save stays in sight from the top.
  await expect(page.getByRole("button", { name: "Save Settings" })).toBeInViewport();
  // A social link is a page's full address: the empty box shows its shape.
  await expect(page.getByLabel("Instagram")).toHaveAttribute("placeholder", "https://instagram.com/yourshop");

  const accountNumber = page.getByLabel("Account number");
  const saved = await accountNumber.inputValue();
  await accountNumber.fill("12345");
  await page.getByLabel("WhatsApp number").fill("0803 555 0102");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("The account number (NUBAN) is 10 digits")).toBeVisible();
  await expect(accountNumber).toBeFocused();

  await accountNumber.fill(saved);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Store settings saved")).toBeVisible();

  try {
    const visitor = await browser.newPage();
    await visitor.goto("/");
    await expect(visitor.getByRole("contentinfo").getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/2348035550102",
    );
    await visitor.close();
  } finally {
    // The other specs expect the store as it was seeded.
    await page.goto("/admin/settings");
    await page.getByLabel("WhatsApp number").fill("");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Store settings saved")).toBeVisible();
  }
});
