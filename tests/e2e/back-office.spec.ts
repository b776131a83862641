import { signInAsAdmin } from "./support/admin-session";
import type { Page } from "@playwright/test";
import { ADMIN_PAGES, expectNoSidewaysOverflow, placeOrder } from "./support/admin-pages";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

test.describe("the back office's own frame at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("the admin works in a frame of its own: top bar, sidebar, none of the storefront", async ({ page }) => {
    await signInAsAdmin(page);
    await visit(page, "/admin");
    const topBar = page.getByRole("banner");
    await expect(topBar.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(topBar.getByRole("link", { name: "Back to Store" })).toHaveAttribute("href", "/");
    await expect(topBar).toContainText("Signed in as");
    await expect(topBar.getByRole("button", { name: "Sign out" })).toBeVisible();
    // None of the storefront's chrome: its search, category menu, cart and footer.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Cart/ })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Quick Actions" })).toHaveCount(0);

    const sidebar = page.getByRole("navigation", { name: "Admin" });
    await expect(sidebar.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await sidebar.getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { name: "Orders Management" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);

    await topBar.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("status").getByText("You have been logged out.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the sidebar groups the sections and counts the orders waiting to be sent", async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    await placeOrder(page, baseURL!);
    await visit(page, "/admin/products");
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    await expect(sidebar.getByRole("link", { name: /^Orders [\d,]+ pending$/ })).toBeVisible();
    for (const [group, section] of [
      ["Catalogue", "Low Stock"],
      ["Marketing", "Discount Codes"],
      ["Store", "Settings"],
    ]) {
      await expect(sidebar.getByRole("list", { name: group }).getByRole("link", { name: section })).toBeVisible();
    }
    // Every section in sight at 1280×800 without scrolling the page.
    await expect(sidebar.getByRole("link", { name: "Settings" })).toBeInViewport();
  });

  test("a mistyped back-office address answers 404 inside the back office, its menu at hand", async ({ page }) => {
    await signInAsAdmin(page);
    const response = await page.goto("/admin/discounts/new");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No such page in the back office" })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| Admin/);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Discount Codes" }).click();
    await expect(page.getByRole("heading", { name: "Discount Codes" })).toBeVisible();
  });

  test("no admin page is wider than the window", async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of ADMIN_PAGES) {
      await visit(page, path);
      await test.step(path, () => expectNoSidewaysOverflow(page));
    }
  });
});

test.describe("the back office's own frame on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sections are a menu that opens, and the storefront's chrome is gone", async ({ page }) => {
    await signInAsAdmin(page);
    await visit(page, "/admin/orders");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    await expect(sections).toBeHidden();
    await page.locator("summary", { hasText: "Menu" }).click();
    await expect(sections).toContainText("Signed in as");
    await sections.getByRole("link", { name: "Delivery" }).click();
    await expect(page.getByRole("heading", { name: "Delivery", exact: true })).toBeVisible();
    await expect(sections).toBeHidden();
    await expect(page.locator("summary", { hasText: "Menu" })).toContainText("Delivery");
    await expectNoSeriousA11yViolations(page);
  });

  test("the closed menu says how many orders wait to be sent, on every section", async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    await placeOrder(page, baseURL!);
    await visit(page, "/admin/delivery");
    const menu = page.locator("summary", { hasText: "Menu" });
    const said = (await menu.textContent())!.match(/([\d,]+) orders? pending/);
    expect(said).not.toBeNull();
    await menu.click();
    await expect(
      page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: `Orders ${said![1]} pending` }),
    ).toBeVisible();
  });
});

test.describe("the back office on a 360 px phone, the narrowest common Android", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the closed menu keeps to one line beside the pending count, a long section's name included", async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page);
    await placeOrder(page, baseURL!);
    await visit(page, "/admin/discounts");
    const menu = page.locator("summary", { hasText: "Menu" });
    await expect(menu).toContainText(/orders? pending/);
    // Wrapped, "· Discount Codes" and "2 orders pending" each took two lines and the bar 60 px.
    expect((await menu.boundingBox())!.height).toBeLessThanOrEqual(44);
    const badge = menu.getByText(/orders? pending/);
    expect((await badge.boundingBox())!.height).toBeLessThan(24);
  });

  test("no admin page is wider than the phone, a product's edit form included", async ({ page }) => {
    await signInAsAdmin(page);
    await visit(page, "/admin");
    // The top bar stays one row, leaving the screen to the work; its heading keeps its whole name.
    const topBar = page.getByRole("banner");
    await expect(topBar.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(topBar.getByRole("link", { name: "Back to Store" })).toBeVisible();
    expect((await topBar.boundingBox())!.height).toBeLessThan(64);
    for (const path of ADMIN_PAGES) {
      await visit(page, path);
      await test.step(path, () => expectNoSidewaysOverflow(page));
    }
    // A product in several colours: its form has a picture box per colour.
    await visit(page, `/admin/products?search=${encodeURIComponent("Lagos Lions Home Jersey")}`);
    await page.getByRole("link", { name: "Lagos Lions Home Jersey" }).first().click();
    await expect(page.getByRole("group", { name: "Pictures by colour" })).toBeVisible();
    await test.step("a product's edit form", () => expectNoSidewaysOverflow(page));
  });
});

test.describe("the back office without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the phone's menu opens and leads to a section", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.locator("summary", { hasText: "Menu" }).click();
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { name: "Orders Management" })).toBeVisible();
  });
});

/** Every column of the orders table fits its box: nothing to scroll sideways, no heading cut. */
async function expectOrdersTableFits(page: Page) {
  const table = page.getByRole("table", { name: "Orders table" });
  await expect(table).toBeVisible();
  const fit = await table.evaluate((element) => {
    const box = element.parentElement!.getBoundingClientRect();
    const cells = [...element.querySelectorAll("th, td")].map((cell) => cell.getBoundingClientRect());
    return {
      tableWidth: element.scrollWidth,
      boxWidth: element.parentElement!.clientWidth,
      beyond: cells.filter((cell) => cell.right > box.right + 0.5).length,
    };
  });
  expect(fit.tableWidth).toBeLessThanOrEqual(fit.boxWidth);
  expect(fit.beyond).toBe(0);
  // Order numbers and the Update Status buttons stay on one line, however long a customer's e-mail.
  const lines = await table.evaluate((element) =>
    [...element.querySelectorAll("tbody a")].map((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return `${link.textContent}: ${tops.size}`;
    }),
  );
  expect(lines.filter((line) => !line.endsWith(": 1"))).toEqual([]);
  for (const heading of ["Order #", "Customer", "Amount", "Delivery", "Status", "Payment", "Actions"]) {
    await expect(table.getByRole("columnheader", { name: heading })).toBeInViewport();
  }
}

test.describe("the orders list at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("every column fits, and the list filters by payment status and method", async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    const name = `Kemi Transfer ${Date.now()}`;
    const transfer = await placeOrder(page, baseURL!, {
      paymentMethod: "bank-transfer",
      fullName: name,
      email: `oluwakemi.adebayowilliams.orders.${Date.now()}@yahoo.co.uk`,
    });
    await visit(page, `/admin/orders?search=${encodeURIComponent(name)}`);
    await expectOrdersTableFits(page);
    const row = page.getByRole("row").filter({ hasText: transfer });
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("Bank Transfer");
    await expect(row.getByRole("link", { name: transfer, exact: true })).toHaveAttribute(
      "href",
      `/admin/orders/${transfer}`,
    );

    const filters = page.getByRole("form", { name: "Filter by payment" });
    await filters.getByLabel("Payment method").selectOption("Card");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No orders found")).toBeVisible();
    await expect(page).toHaveURL(/paymentMethod=card/);
    await expect(page).toHaveURL(/search=Kemi/);
    await filters.getByLabel("Payment method").selectOption("Bank Transfer");
    await filters.getByLabel("Payment status").selectOption("Pending");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("row").filter({ hasText: transfer })).toBeVisible();
    // The status tabs keep the payment filters.
    await page.getByRole("link", { name: "Shipped", exact: true }).click();
    await expect(page.getByText("No orders found")).toBeVisible();
    await expect(page).toHaveURL(/paymentMethod=bank-transfer/);

    await visit(page, "/admin/orders");
    await expectOrdersTableFits(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the orders list on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each order is a card with its status, payment and an Update Status button", async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    const name = `Musa Cards ${Date.now()}`;
    const number = await placeOrder(page, baseURL!, { fullName: name });
    await visit(page, `/admin/orders?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole("table", { name: "Orders table" })).toBeHidden();
    const card = page.getByRole("list", { name: "Orders" }).getByRole("article", { name: number });
    await expect(card).toContainText(name);
    await expect(card).toContainText("Pending");
    await expect(card).toContainText("Pay on Delivery");
    await card.getByRole("link", { name: `Update Status of ${number}` }).click();
    await page.getByRole("dialog", { name: "Update Order Status" }).getByRole("button", { name: "Shipped" }).click();
    await expect(page.getByRole("status").getByText("Order status updated to Shipped")).toBeVisible();
    await expect(card).toContainText("Shipped");
    await expectNoSidewaysOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
