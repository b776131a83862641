import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/pages";
import { SAMPLE_TEE, shopperPlacesOrder } from "./support/shopper";
import { expect, test } from "./support/test";

const BOUGHT = SAMPLE_TEE;
const PHONE = { width: 390, height: 844 };

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

/** An admin, in a browser of their own, cancels the order from the admin orders page. */
async function adminCancels(browser: Browser, orderNumber: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const admin = await context.newPage();
  const signedIn = await admin.request.post("/api/v1/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  await admin.goto("/admin/orders");
  await admin.getByPlaceholder("Search by order number, email, or customer name...").fill(orderNumber);
  await admin.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`search=${orderNumber}`));
  await admin.getByRole("link", { name: `Update Status of ${orderNumber}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Update Order Status" });
  // The usual next step is the main button; Cancelled restocks and mails the shopper, so it is asked first,
  // on the order's own page.
  await expect(dialog.getByRole("button", { name: "Shipped" })).toHaveClass(/btn-primary/);
  await expect(dialog.getByRole("button", { name: "Delivered" })).not.toHaveClass(/btn-primary/);
  await dialog.getByRole("link", { name: "Cancelled" }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderNumber}\\?cancel`));
  await admin
    .getByRole("group", { name: `Cancel order ${orderNumber}?` })
    .getByRole("button", { name: "Yes, cancel order" })
    .click();
  await expect(toast(admin, "Order status updated to Cancelled")).toBeVisible();
  await admin.goto(`/admin/orders?search=${orderNumber}`);
  // On a phone the admin's orders are cards (issue 46), each an article named by its number.
  await expect(admin.getByRole("article", { name: orderNumber })).toContainText("Cancelled");
  await context.close();
}

/**
 * docs/product-rules.md#order-tracker and #delivery-estimate: a cancelled order shows Order Placed then Cancelled, and
 * no delivery estimate.
 */
async function expectCancelledView(page: Page, orderNumber: string) {
  await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
  const summary = page.locator("section").filter({ has: page.getByRole("heading", { name: orderNumber }) });
  await expect(summary.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText(/Placed on \d{1,2} \w+ \d{4}/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Estimated Delivery" })).toHaveCount(0);
  await expect(page.getByText(/Timeframe:/)).toHaveCount(0);
  const steps = page.getByRole("region", { name: "Order Progress" }).getByRole("listitem");
  await expect(steps).toHaveText([/Order Placed \(completed\)/, /Cancelled/]);
  await expect(page.getByRole("region", { name: "Order Progress" })).not.toContainText("Processing");
  await expect(page.getByRole("region", { name: "Order Progress" })).not.toContainText("Shipped");
  await expect(page.getByText(BOUGHT)).toBeVisible();
}

test("a shopper's order cancelled by an admin shows as Cancelled, without a delivery estimate, to the shopper and to a visitor", async ({
  page,
  browser,
}) => {
  const orderNumber = await shopperPlacesOrder(page, {
    name: "Ngozi Okafor",
    size: "L",
    address: "4 Ring Road",
    city: "Ibadan",
    state: "Oyo",
  });
  await page.goto(`/track-order/${orderNumber}`);
  await expect(page.getByRole("heading", { name: "Estimated Delivery" })).toBeVisible();

  // A signed-out visitor looks first, so the cancellation has to replace a cached page.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/track-order/${orderNumber}`);
  await expect(visitor.getByRole("heading", { name: "Estimated Delivery" })).toBeVisible();

  await adminCancels(browser, orderNumber);

  await page.goto("/order-history");
  await expect(
    page.getByRole("list", { name: "Orders" }).getByRole("listitem").filter({ hasText: orderNumber }),
  ).toContainText("Cancelled");
  await page.getByRole("link", { name: new RegExp(orderNumber) }).click();
  await expect(page).toHaveURL(`/track-order/${orderNumber}`);
  await expectCancelledView(page, orderNumber);
  await expect(page.getByText("4 Ring Road")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await visitor.goto(`/track-order/${orderNumber}`);
  await expectCancelledView(visitor, orderNumber);
  await expect(visitor.getByText("4 Ring Road")).toHaveCount(0);
  await visitorContext.close();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a shopper cancels their own order${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
    test.use({ javaScriptEnabled, viewport: PHONE });

    test("asked first on the order's page: Keep my order changes nothing, Yes cancels it", async ({ page }) => {
      const orderNumber = await shopperPlacesOrder(page, {
        name: "Kemi Changed-Mind",
        size: "XL",
        address: "9 Ring Road",
        city: "Ibadan",
        state: "Oyo",
      });
      await page.goto(`/track-order/${orderNumber}`);
      const section = page.getByRole("region", { name: "Changed your mind?" });
      await section.getByRole("link", { name: "Cancel order" }).click();
      const asking = section.getByRole("group", { name: `Cancel order ${orderNumber}?` });
      await asking.getByRole("link", { name: "Keep my order" }).click();
      await expect(asking).toBeHidden();
      await expect(page.getByRole("heading", { name: "Estimated Delivery" })).toBeVisible();

      await section.getByRole("link", { name: "Cancel order" }).click();
      await asking.getByRole("button", { name: "Yes, cancel order" }).click();
      await expect(toast(page, "Your order is cancelled")).toBeVisible();
      await expect(page).toHaveURL(`/track-order/${orderNumber}`);
      await expectCancelledView(page, orderNumber);
      await expect(page.getByRole("region", { name: "Changed your mind?" })).toHaveCount(0);
    });
  });
}
