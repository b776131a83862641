// The courier and tracking number of a shipped order (docs/product-rules.md#courier-and-tracking-number): the
// owner records them on the admin order page, on a phone, with and without JavaScript; the shopper's
// tracking page shows them, a stranger's does not.
import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSidewaysOverflow } from "./support/admin-pages";
import { shopperWithOneItem } from "./support/checkout-setup";
import { SAMPLE_TEE } from "./support/shopper";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

const PHONE = { width: 390, height: 844 };

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);

/** A shopper, in a browser of their own, orders one tee to Ibadan; answers their page and the order's number. */
async function shopperOrders(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, baseURL });
  const shopper = await context.newPage();
  await shopperWithOneItem(shopper, baseURL, "Amaka Tracked");
  const placed = await shopper.request.post("/api/v1/orders", {
    headers: { origin: new URL(baseURL).origin },
    data: {
      shippingAddress: {
        fullName: "Amaka Tracked",
        phone: "08031234567",
        address: "4 Ring Road",
        city: "Ibadan",
        state: "Oyo",
      },
    },
  });
  expect(placed.status()).toBe(201);
  return { shopper, number: (await placed.json()).order.orderNumber as string };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the courier and tracking number${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
    test.use({ javaScriptEnabled, viewport: PHONE });

    test("the admin saves them on the order page; the shopper's tracking page shows them, a stranger's does not", async ({
      page,
      browser,
      baseURL,
    }) => {
      const { shopper, number } = await shopperOrders(browser, baseURL!, javaScriptEnabled);
      const waybill = `GIG-${Date.now()}`;

      await signInAsAdmin(page);
      await visit(page, `/admin/orders/${number}`);
      const delivery = page.getByRole("region", { name: "Delivery", exact: true });
      const courier = delivery.getByLabel("Courier", { exact: true });
      const trackingNumber = delivery.getByLabel("Tracking number", { exact: true });
      // Closed while the order has none, so the status stays near the top; it opens with or without JavaScript.
      await expect(courier).toBeHidden();
      await delivery.getByText("Add courier and tracking number", { exact: true }).click();
      await expect(courier).toBeVisible();
      // The courier box suggests the shop's couriers; any other may be typed.
      await expect(courier).toHaveAttribute("list", "shipment-couriers");
      const suggested = delivery.locator("datalist#shipment-couriers option");
      const values = await suggested.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(values).toEqual(expect.arrayContaining(["GIG Logistics", "Kwik Delivery"]));

      // Half an answer is refused under its box (by the browser's check, or by the server without JavaScript).
      await courier.fill("GIG Logistics");
      await delivery.getByRole("button", { name: "Save tracking" }).click();
      await expect(delivery.getByText("Please enter the tracking number")).toBeVisible();
      await expect(trackingNumber).toHaveAttribute("aria-invalid", "true");
      await expect(trackingNumber).toBeFocused();
      await expect(courier).toHaveValue("GIG Logistics");
      await expect(page.getByRole("region", { name: "Timeline" })).not.toContainText("Tracking");

      await trackingNumber.fill(waybill);
      await delivery.getByRole("button", { name: "Save tracking" }).click();
      await expect(toast(page, "Tracking saved")).toBeVisible();
      await expect(delivery.getByText("Please enter the tracking number")).toHaveCount(0);
      await expect(courier).toHaveValue("GIG Logistics");
      await expect(trackingNumber).toHaveValue(waybill);
      await expect(
        page.getByRole("region", { name: "Timeline" }).getByRole("listitem").filter({ hasText: "Tracking saved" }),
      ).toContainText(`Tracking saved: GIG Logistics · ${waybill}`);
      await expectNoSidewaysOverflow(page);
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
      await delivery.screenshot({
        path: `test-results/order-shipment-admin-${javaScriptEnabled ? "js" : "no-js"}.png`,
      });

      // Still Pending, the shopper is not told it shipped; marked Shipped, they are.
      await shopper.goto(`/track-order/${number}`);
      const eta = shopper.getByRole("region", { name: "Estimated Delivery" });
      await expect(eta).toBeVisible();
      await expect(shopper.getByText(/Shipped with/)).toHaveCount(0);
      await page.getByRole("region", { name: "Update Order Status" }).getByRole("button", { name: "Shipped" }).click();
      await expect(toast(page, "Order status updated to Shipped")).toBeVisible();
      // From now on a new number reaches the shopper by mail, and the box says so.
      await expect(delivery.getByText("The shopper is e-mailed a new tracking number when you save it.")).toBeVisible();
      await shopper.reload();
      await expect(eta.getByText("Shipped with GIG Logistics", { exact: true })).toBeVisible();
      await expect(eta.getByText(`Tracking number: ${waybill}`, { exact: true })).toBeVisible();
      await expect(eta.getByText(waybill, { exact: true })).toHaveCSS("user-select", "all");
      // The courier carrying it replaces the shop's "via one or the other".
      await expect(eta).not.toContainText(/via .+ or /);
      await expectNoSidewaysOverflow(shopper);
      await shopper.screenshot({
        path: `test-results/order-shipment-tracking-${javaScriptEnabled ? "js" : "no-js"}.png`,
      });
      // On its way, the same again is one tap: the bag opens with the tee in it (docs/product-rules.md#buy-again).
      await shopper.getByRole("button", { name: "Buy again" }).click();
      await expect(shopper).toHaveURL(/\/cart$/);
      await expect(toast(shopper, "Items added to your bag")).toBeVisible();
      await expect(shopper.getByRole("heading", { name: SAMPLE_TEE })).toBeVisible();
      // And from the order history's card: back to the bag with the tee again.
      await shopper.goto("/order-history");
      await shopper.getByRole("button", { name: `Buy again the items of ${number}` }).click();
      await expect(shopper).toHaveURL(/\/cart$/);
      await expect(toast(shopper, "Items added to your bag")).toBeVisible();
      await shopper.context().close();

      const stranger = await (await browser.newContext({ viewport: PHONE, javaScriptEnabled, baseURL })).newPage();
      await stranger.goto(`/track-order/${number}`);
      await expect(stranger.getByRole("heading", { name: number })).toBeVisible();
      await expect(stranger.getByRole("region", { name: "Estimated Delivery" })).toBeVisible();
      await expect(stranger.getByText(/Shipped with/)).toHaveCount(0);
      await expect(stranger.getByText(waybill)).toHaveCount(0);
      await stranger.context().close();
    });
  });
}
