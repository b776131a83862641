import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { lagosDay } from "../../src/shop/dates";
import { formatNaira } from "../../src/shop/money";
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSeriousA11yViolations } from "./support/pages";
import { SAMPLE_TEE, shopperPlacesOrder } from "./support/shopper";
import { expect, test } from "./support/test";

const BOUGHT = SAMPLE_TEE;

/** Today's row of the chart's figures table: its orders and revenue cells. */
async function todaysFigures(page: Page) {
  await page.goto("/admin?range=7");
  const figures = page.locator("details").filter({ hasText: "Figures per day" });
  await figures.getByText("Figures per day").click();
  const row = figures.getByRole("row").filter({ has: page.locator(`time[datetime="${lagosDay(new Date())}"]`) });
  const cells = row.getByRole("cell");
  await expect(cells).toHaveCount(2);
  return { orders: Number(await cells.nth(0).innerText()), revenue: await cells.nth(1).innerText(), cells };
}

const koboOf = (naira: string) => Math.round(Number(naira.replace(/[^0-9.]/g, "")) * 100);

test("the overview chart counts today's order, and Export CSV downloads it", async ({ browser, page }) => {
  // The admin looks first (other tests may have ordered today already), in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const before = await todaysFigures(admin);

  // A shopper signs up, buys a tee and pays on delivery.
  const orderNumber = await shopperPlacesOrder(page, {
    name: "Ngozi Adeyemi",
    size: "M",
    address: "4 Awolowo Road",
    city: "Ikeja",
    state: "Lagos",
  });
  const order = (await (await page.request.get(`/api/v1/orders/${orderNumber}`)).json()).order;

  // The admin's chart now has the order in today's figures.
  const after = await todaysFigures(admin);
  expect(after.orders).toBe(before.orders + 1);
  await expect(after.cells.nth(1)).toHaveText(formatNaira(koboOf(before.revenue) + order.totalAmountKobo));
  const chart = admin.getByRole("img", { name: /Revenue and orders per day/ });
  await expect(chart).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain('"Order number","Date","Time"');
  expect(csv).toContain(`"${orderNumber}"`);
  expect(csv).toContain(`"${BOUGHT}"`);
  await adminContext.close();
});
