// Issue 45 item 6: after Place Order, the order history opens with the order just placed in a
// confirmation that stays, on a 360×780 phone, with and without JavaScript.
import { expectNoSidewaysOverflow } from "./support/admin-pages";
import { asAdmin, shopperWithOneItem } from "./support/checkout-setup";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 360, height: 780 } });

/** The sample shop's account, as the panel shows it a part to a line. */
const BANK = { bank: "GTBank", name: "BAY Fashion Ltd", number: "0123456789" };

test.beforeAll(async ({ browser, baseURL }) => {
  const admin = await asAdmin(browser, baseURL!);
  await admin.contact("0803 555 0102", "0803 555 0199");
  await admin.close();
});

test.afterAll(async ({ browser, baseURL }) => {
  // The other specs expect the store as it was seeded.
  const admin = await asAdmin(browser, baseURL!);
  await admin.contact("", "");
  await admin.close();
});

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("a bank-transfer order: its number, amount, account and reference, the delivery estimate and the shop's contact stay on screen", async ({
      page,
      baseURL,
    }) => {
      await shopperWithOneItem(page, baseURL!);
      await visit(page, "/checkout");
      await page.getByLabel("Address", { exact: true }).fill("7 Awolowo Road");
      await page.getByLabel("City", { exact: true }).fill("Ikeja");
      await page.getByLabel("State", { exact: true }).selectOption("Lagos");
      await page.getByRole("radio", { name: "Bank Transfer" }).check();
      await page.getByRole("button", { name: "Place Order" }).click();

      await expect(page).toHaveURL(/\/order-history$/);
      await expect(page.getByRole("status").filter({ hasText: "Order placed successfully!" }).first()).toBeVisible();
      const listed = await page.getByRole("list", { name: "Orders" }).getByRole("link").first().innerText();
      const orderNumber = listed.match(/BAY-[0-9A-Z]+/)![0];
      const total = listed.match(/₦[\d,]+/)![0];
      const panel = page.getByRole("region", { name: "Order placed successfully!" });
      await expect(panel).toBeInViewport();
      // The thank-you leads the page, above the history's own heading.
      const heading = page.getByRole("heading", { level: 1, name: "Order History" });
      expect((await panel.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
      for (const [term, value] of [
        ["Order number", orderNumber],
        ["Total", total],
        ["Bank", BANK.bank],
        ["Account name", BANK.name],
        ["Account number", BANK.number],
        ["Amount", total],
        ["Reference", orderNumber],
      ]) {
        await expect(
          panel
            .getByRole("term")
            .filter({ hasText: new RegExp(`^${term}$`) })
            .first(),
        ).toBeVisible();
        await expect(panel.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
      }
      // The number, the amount and the reference each copy at a tap, for the bank's app; without
      // JavaScript there is no button that could not work.
      if (js) {
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
        const copied = () => page.evaluate(() => navigator.clipboard.readText());
        await panel.getByRole("button", { name: "Copy the account number" }).click();
        await expect(panel.getByRole("button", { name: "Copied the account number" })).toBeVisible();
        expect(await copied()).toBe(BANK.number);
        await panel.getByRole("button", { name: "Copy the amount" }).click();
        await expect.poll(copied).toBe(total.replace(/[₦,]/g, ""));
        await panel.getByRole("button", { name: "Copy the reference" }).click();
        await expect.poll(copied).toBe(orderNumber);
        await expectNoSidewaysOverflow(page);
      } else {
        await expect(panel.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
      }
      await expect(panel).toContainText("Estimated delivery:");
      await expect(panel).toContainText("(2-3 business days)");
      await expect(panel.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
        "href",
        new RegExp(`^https://wa\\.me/2348035550102\\?text=.*${orderNumber}`),
      );
      await expect(panel.getByRole("link", { name: / 0199$/ })).toHaveAttribute("href", /^tel:[+\d]+$/);

      // Not a toast: still there after the toast's time, and after a search on the page.
      await page.waitForTimeout(3_500);
      await expect(panel).toBeVisible();
      if (js) {
        await page.getByLabel("Search by order number").fill(orderNumber);
        await page.getByRole("main").getByRole("button", { name: "Search" }).click();
        await expect(page).toHaveURL(/search=/);
        await expect(panel).toBeVisible();
      }
      if (js) await expectNoSeriousA11yViolations(page);

      await panel.getByRole("link", { name: "Track this order" }).click();
      await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
      // Leaving the page ends the confirmation: the history shows the list again.
      await visit(page, "/order-history");
      await expect(page.getByRole("region", { name: "Order placed successfully!" })).toHaveCount(0);
    });
  });
}
