// Issue 46, items 5 to 8, at 1280×800 and on a 390 px phone: low stock as a to-do list restocked in place,
// who waits for stock and what was mailed, forms that fit their choices, and the owner's own mail.
import { randomBytes } from "node:crypto";
import { request as apiRequest, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSidewaysOverflow, placeOrder } from "./support/admin-pages";
import { latestMailTo } from "./support/mailbox";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

type Cell = { size: string; color: string; stockQuantity: number };
type Product = { id: string; name: string; variants: Array<Cell & { id: string }> };

const SIZES = [
  { name: "at 1280×800", use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } },
  { name: "on a 390 px phone", use: { viewport: { width: 390, height: 844 } } },
];

const originOf = (page: Page) => ({ origin: new URL(page.url() === "about:blank" ? baseUrl() : page.url()).origin });
const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** With SCREENSHOTS=1, the page as the closing note of issue 46 shows it (docs/screenshots/46-<name>-<width>.png). */
async function keepScreenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: `docs/screenshots/46-${name}-${width}.png`, fullPage: false });
}

/** A product of the owner's, made through the admin API with a sample product's picture. */
async function makeProduct(page: Page, name: string, grid: Cell[]): Promise<Product> {
  const sample = (await (await page.request.get("/api/v1/admin/products?limit=1")).json()).items[0];
  const res = await page.request.post("/api/v1/admin/products", {
    headers: originOf(page),
    data: {
      name,
      description: "Made by the owner's back-office test",
      priceKobo: 15_000_00,
      category: "Jersey",
      imageUrl: sample.imageUrl,
      sizes: [...new Set(grid.map((c) => c.size))],
      colors: [...new Set(grid.map((c) => c.color))],
      variants: grid,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).product;
}

/** A new shopper who asks to be mailed when the variant is back. */
async function waitFor(variantId: string) {
  const shopper = await apiRequest.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  const signedUp = await shopper.post("/api/v1/auth/signup", {
    data: {
      email: `waiting-${randomBytes(5).toString("hex")}@example.ng`,
      password: "a-long-password-1",
      fullName: "Bisi Waits",
      phone: "08031234567",
    },
  });
  expect(signedUp.status()).toBe(201);
  expect((await shopper.post("/api/v1/stock-alerts", { data: { variantId } })).status()).toBe(201);
  await shopper.dispose();
}

for (const size of SIZES) {
  test.describe(`the owner's back office ${size.name}`, () => {
    test.use(size.use);

    test("low stock is a to-do list by product, soonest to sell out first, restocked in place", async ({ page }) => {
      await signInAsAdmin(page);
      await visit(page, "/admin");
      // "A1…" sorts first among the sold-out products of the sample catalog.
      const name = `A1 Restock Jersey ${randomBytes(3).toString("hex")}`;
      await makeProduct(page, name, [
        { size: "M", color: "Black", stockQuantity: 0 },
        // L stays sold out after M's restock, so the product keeps its place among the sold-out ones
        // ("A1…" first by name) on the list's first page, whatever other tests left low in stock.
        { size: "L", color: "Black", stockQuantity: 0 },
        { size: "S", color: "Black", stockQuantity: 0 },
        { size: "XL", color: "Black", stockQuantity: 30 },
      ]);
      await visit(page, "/admin/low-stock");
      await expect(page.getByRole("heading", { name: "Low Stock" })).toBeVisible();
      await expect(page.getByText("your threshold")).toBeVisible();
      const list = page.getByRole("list", { name: "Products to restock" });
      const product = list.getByRole("article", { name });
      await expect(product).toBeVisible();
      await expect(product).toContainText("Sold out");
      await expect(product.getByRole("listitem")).toHaveCount(3); // M, L and S; XL has plenty
      // On a wide screen the sizes read as one table: one row each, their stock in one column under one
      // "Stock" heading, rather than every row repeating its labels over its figures.
      const stockFigures = product.getByRole("listitem").locator("dd").first();
      const [mStock, lStock] = await Promise.all(
        [0, 1].map((i) => product.getByRole("listitem").nth(i).locator("dd").first().boundingBox()),
      );
      if (size.use.viewport.width >= 640) {
        expect(Math.abs(mStock!.x - lStock!.x)).toBeLessThan(1);
        // Its own label is left to screen readers (a 1 px box), the header row shows it once.
        const label = await product.getByRole("listitem").first().getByText("Stock", { exact: true }).boundingBox();
        expect(label!.width).toBeLessThanOrEqual(1);
        const row = await product.getByRole("listitem").first().boundingBox();
        expect(row!.height).toBeLessThan(80);
      } else {
        await expect(product.getByRole("listitem").first().getByText("Stock", { exact: true })).toBeVisible();
        // On a phone the new stock and Restock sit beside the size's name, its facts in a line under them:
        // a size takes about a sixth of the screen, where stacked it took a quarter and more.
        const row = product.getByRole("listitem").first();
        const [named, box, restock] = await Promise.all([
          row.getByText(/^[MLS] · Black$/).boundingBox(),
          row.getByLabel(/^New stock/).boundingBox(),
          row.getByRole("button", { name: /^Restock/ }).boundingBox(),
        ]);
        expect(Math.abs(named!.y + named!.height / 2 - (box!.y + box!.height / 2))).toBeLessThan(4);
        expect(Math.abs(box!.y - restock!.y)).toBeLessThan(2);
        expect((await row.boundingBox())!.height).toBeLessThanOrEqual(120);
        // "Sold out" says it: no "Runs out: Now" beside it.
        await expect(row.getByText("Runs out")).toBeHidden();
      }
      await expect(stockFigures).toHaveText("Sold out");
      await keepScreenshot(page, "low-stock");
      await expectNoSidewaysOverflow(page);
      await expectNoSeriousA11yViolations(page);

      await product.getByLabel(`New stock of ${name}, M · Black`).fill("12");
      await product.getByRole("button", { name: `Restock ${name}, M · Black` }).click();
      await expect(page.getByText(`${name} (M, Black): stock set to 12`)).toBeVisible();
      await expect(product.getByRole("listitem")).toHaveCount(2);
      await expect(product).toContainText("L · Black");

      // "20 of each came in": the sizes still shown, restocked in one go, and the product's line is done.
      await product.getByLabel(/^Set all 2 to/).fill("20");
      await product.getByRole("button", { name: `Restock all 2 of ${name}` }).click();
      await expect(page.getByText(`${name}: 2 sizes and colours set to 20 each`)).toBeVisible();
      await expect(list.getByRole("article", { name })).toHaveCount(0);
    });

    test("the owner sees who waits for stock, most wanted first, and what was mailed, never its body", async ({
      page,
      baseURL,
    }) => {
      await signInAsAdmin(page);
      await visit(page, "/admin");
      const name = `Waited Tee ${randomBytes(3).toString("hex")}`;
      const tee = await makeProduct(page, name, [
        { size: "M", color: "Red", stockQuantity: 0 },
        { size: "L", color: "Red", stockQuantity: 0 },
      ]);
      const m = tee.variants.find((v) => v.size === "M")!.id;
      const l = tee.variants.find((v) => v.size === "L")!.id;
      for (let i = 0; i < 4; i++) await waitFor(l);
      await waitFor(m);

      await visit(page, "/admin/waiting");
      await expect(page.getByRole("heading", { name: "Waiting for Stock" })).toBeVisible();
      const rows =
        size.use.viewport.width >= 768
          ? page.getByRole("table", { name: "Waiting for stock table" }).getByRole("row").filter({ hasText: name })
          : page.getByRole("list", { name: "Waiting for stock" }).getByRole("article").filter({ hasText: name });
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText("L · Red");
      await expect(rows.first()).toContainText("4");
      await expect(rows.nth(1)).toContainText("M · Red");
      await keepScreenshot(page, "waiting");
      await expectNoSidewaysOverflow(page);
      await expectNoSeriousA11yViolations(page);

      // A shopper's order: its confirmation is in the outbox, sent by the mail server of the tests.
      const orderNumber = await placeOrder(page, baseURL!);
      await visit(page, "/admin/mail");
      await expect(page.getByRole("heading", { name: "Mail", exact: true })).toBeVisible();
      await expect(page.getByText("Mail is kept, not sent")).toHaveCount(0); // SMTP_URL is set here
      const mails =
        size.use.viewport.width >= 1024
          ? page.getByRole("table", { name: "Mail table" }).getByRole("row")
          : page.getByRole("list", { name: "Mails" }).getByRole("article");
      const confirmation = mails.filter({ hasText: orderNumber });
      await expect(confirmation.first()).toContainText("Order confirmation");
      await expect(async () => {
        await page.reload();
        await expect(confirmation.first()).toContainText("Sent", { timeout: 1_000 });
      }).toPass();
      await keepScreenshot(page, "mail");
      await expect(page.locator("main")).not.toContainText("Track your order");
      await expect(page.locator("main a[href*='/track-order/']")).toHaveCount(0);
      await page.getByRole("link", { name: "Failed" }).click();
      await expect(page).toHaveURL(/status=failed/);
      await expect(page.getByRole("table", { name: "Mail table" }).or(page.getByText("No mail yet"))).toBeVisible();
      await expectNoSidewaysOverflow(page);
      await expectNoSeriousA11yViolations(page);
    });

    test("forms fit their choices: one discount field per kind, zones as a summary with states by region, whole orders on the chart", async ({
      page,
    }) => {
      await signInAsAdmin(page);
      await visit(page, "/admin/discounts");
      await page.getByRole("link", { name: "New discount code" }).click();
      const percent = page.getByLabel("Percentage off (%)");
      const amount = page.getByLabel("Amount off (₦)", { exact: true });
      await expect(percent).toBeVisible();
      await expect(amount).toBeHidden();
      await page.getByLabel("Fixed amount off (₦)").check();
      await expect(percent).toBeHidden();
      await expect(amount).toBeVisible();
      await expectNoSidewaysOverflow(page);

      await visit(page, "/admin/delivery");
      const zones =
        size.use.viewport.width >= 1024
          ? page.getByRole("table", { name: "Delivery zones table" })
          : page.getByRole("list", { name: "Delivery zones" });
      await expect(zones).toContainText("Rest of Nigeria");
      await expect(zones).toContainText("Ibadan");
      await expectNoSidewaysOverflow(page);
      await page.getByRole("link", { name: "Add a zone" }).click();
      const add = page.getByRole("region", { name: "Add a zone" });
      await expect(add.getByRole("group", { name: "South West" })).toBeVisible();
      await expect(add.getByRole("group", { name: "North West" }).getByRole("checkbox")).toHaveCount(7);
      await add.getByLabel("Find a state").fill("ri");
      await expect(add.getByRole("checkbox", { name: "Rivers" })).toBeVisible();
      await expect(add.getByRole("checkbox", { name: "Cross River" })).toBeVisible();
      await expect(add.getByRole("checkbox", { name: "Lagos" })).toBeHidden();
      await expect(add.getByRole("group", { name: "South West" })).toBeHidden();
      await add.getByRole("checkbox", { name: "Rivers" }).check();
      await expect(add).toContainText("Chosen (1): Rivers");
      await expectNoSidewaysOverflow(page);
      await expectNoSeriousA11yViolations(page);

      await visit(page, "/admin");
      const labels = await page
        .locator("svg[role=img]:visible text[fill='#c2410c']")
        .evaluateAll((texts) => texts.map((t) => t.textContent ?? ""));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label).toMatch(/^\d+$/);
    });

    test("the overview opens on today's takings, an order placed a moment ago among them, and yesterday's", async ({
      page,
      baseURL,
    }) => {
      await signInAsAdmin(page);
      await placeOrder(page, baseURL!);
      await visit(page, "/admin");
      const today = page.getByRole("region", { name: "Today" });
      await expect(today).toBeInViewport();
      const said = (await today.textContent())!.match(
        /₦([\d,]+) from ([\d,]+) orders?Yesterday: (no orders|₦[\d,]+ from [\d,]+ orders?)$/,
      );
      expect(said, (await today.textContent())!).not.toBeNull();
      expect(Number(said![1].replaceAll(",", ""))).toBeGreaterThan(0);
      expect(Number(said![2].replaceAll(",", ""))).toBeGreaterThanOrEqual(1);
      // Before the day's to-do list and the setup steps.
      const todayBox = (await today.boundingBox())!;
      expect(todayBox.y).toBeLessThan((await page.getByRole("region", { name: "Needs you" }).boundingBox())!.y);
    });

    test("the overview asks the owner to replace the sample bank account, and leads to the settings", async ({
      page,
    }) => {
      await signInAsAdmin(page);
      await visit(page, "/admin");
      const ready = page.getByRole("region", { name: "Get your shop ready" });
      // The e2e shop keeps the sample account, so that step always shows, first.
      await expect(ready.getByRole("link").first()).toHaveText("Enter your bank account");
      await expect(ready).toContainText("It is still the sample one.");
      await expectNoSidewaysOverflow(page);
      await ready.getByRole("link", { name: "Enter your bank account" }).click();
      await expect(page).toHaveURL(/\/admin\/settings$/);
      await expect(page.getByLabel("Account number")).toBeVisible();
    });

    test("the owner is mailed each new order with a link to its page, as the setting says", async ({
      page,
      baseURL,
    }) => {
      await signInAsAdmin(page);
      await visit(page, "/admin/settings");
      const contact = `owner-${randomBytes(4).toString("hex")}@bay.test`;
      await page.getByLabel("Contact email").fill(contact);
      await expect(page.getByLabel("Mail me about new orders")).toBeChecked();
      await expectNoSidewaysOverflow(page);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("Store settings saved")).toBeVisible();
      try {
        const orderNumber = await placeOrder(page, baseURL!, { paymentMethod: "bank-transfer" });
        const mail = await latestMailTo(page.request, contact);
        expect(mail.subject).toContain(`New order ${orderNumber}`);
        expect(mail.subject).toContain("Bank Transfer");
        expect(mail.text).toContain(`${baseURL}/admin/orders/${orderNumber}`);
        await visit(page, "/admin/mail");
        await expect(page.locator("main")).toContainText("New order (to you)");
      } finally {
        // The other specs expect no contact address.
        await visit(page, "/admin/settings");
        await page.getByLabel("Contact email").fill("");
        await page.getByRole("button", { name: "Save Settings" }).click();
        await expect(page.getByText("Store settings saved")).toBeVisible();
      }
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the states are plain boxes grouped by region, and a restock still posts", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/delivery?zone=new");
    const add = page.getByRole("region", { name: "Add a zone" });
    await expect(add.getByRole("group", { name: "South East" }).getByRole("checkbox")).toHaveCount(5);
    await expect(add.getByLabel("Find a state")).toHaveCount(0);

    await page.goto("/admin");
    // "A0…" sorts first among the sold-out products.
    const name = `A0 Plain Form Jersey ${randomBytes(3).toString("hex")}`;
    await makeProduct(page, name, [{ size: "S", color: "White", stockQuantity: 0 }]);
    await page.goto("/admin/low-stock");
    const product = page.getByRole("list", { name: "Products to restock" }).getByRole("article", { name });
    await product.getByLabel(`New stock of ${name}, S · White`).fill("40");
    await product.getByRole("button", { name: `Restock ${name}, S · White` }).click();
    await expect(page.getByText(/stock set to 40/)).toBeVisible();
  });
});
