import { signInAsAdmin } from "./support/admin-session";
import { expectNoSidewaysOverflow, placeOrder } from "./support/admin-pages";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

const toast = (page: import("@playwright/test").Page, text: string) => page.getByRole("status").getByText(text);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the admin order page at ${viewport.width}×${viewport.height}`, () => {
    test.use(viewport.width > 1000 ? { viewport, isMobile: false, hasTouch: false } : { viewport });

    test("an admin fulfils a bank-transfer order: lines, customer, mark as paid, status, note, timeline, slip", async ({
      page,
      baseURL,
    }) => {
      await signInAsAdmin(page);
      const name = `Chioma Fulfil ${Date.now()}`;
      const number = await placeOrder(page, baseURL!, { paymentMethod: "bank-transfer", fullName: name });
      // The shopper's own tracking link, opened by the owner, leads on to the order's admin page.
      await visit(page, `/track-order/${number}`);
      await page.getByRole("link", { name: "Open in admin" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}$`));
      await visit(page, "/admin/orders");
      await page.screenshot({ path: `test-results/46-orders-list-${viewport.width}.png` });
      await visit(page, `/admin/orders?search=${encodeURIComponent(name)}`);
      // What to pack shows in the list, without opening the order.
      const listed = await (await page.request.get(`/api/v1/admin/orders?search=${number}`)).json();
      const [line] = listed.items[0].items;
      const bought = `1 × ${line.productName} (${[line.size, line.color].filter(Boolean).join(", ")})`;
      const shownList = page.getByRole(viewport.width > 1000 ? "table" : "list", { name: /^Orders/ });
      await expect(shownList).toContainText(bought);
      await page.getByRole("link", { name: number, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}$`));
      await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
      // Under the heading, the payment's badge says it is the payment's, beside the order's own status.
      await expect(page.getByText("Payment pending", { exact: true })).toBeVisible();

      const items = page.getByRole("region", { name: /^Items/ });
      await expect(items).toContainText("Size ");
      await expect(items).toContainText("Colour ");
      // A line shows its SKU only when the variant has one.
      await expect(items).not.toContainText("SKU —");
      await expect(items.locator("img")).toHaveCount(1);
      const total = (await items
        .getByText(/^₦[\d,]+$/)
        .last()
        .textContent())!;
      const customer = page.getByRole("region", { name: "Customer" });
      await expect(customer).toContainText(name);
      // Read in its groups, called with its digits.
      await expect(customer.getByRole("link", { name: "0803 123 4567", exact: true })).toHaveAttribute(
        "href",
        "tel:08031234567",
      );
      await expect(customer.getByRole("link", { name: /@example\.ng$/ })).toBeVisible();
      // A chat with the customer opens with the order named, to the number they gave (234 and the ten digits).
      const hello = `Hello ${name}, this is BAY about your order ${number}.`;
      await expect(customer.getByRole("link", { name: `WhatsApp ${name}` })).toHaveAttribute(
        "href",
        `https://wa.me/2348031234567?text=${encodeURIComponent(hello)}`,
      );
      await expect(page.getByRole("region", { name: "Delivery" })).toContainText("12 Allen Avenue");
      await expect(page.getByRole("region", { name: "Delivery" })).toContainText("Zone:");
      await expectNoSidewaysOverflow(page);
      await expectNoSeriousA11yViolations(page);
      // Who and where come right after the items, before the status buttons. On a desktop they head a column of
      // their own with the status, its buttons in the first screen, and the timeline follows the items with no gap.
      const statusBox = await page.getByRole("region", { name: "Update Order Status" }).boundingBox();
      const itemsBox = await items.boundingBox();
      const customerBox = await customer.boundingBox();
      if (viewport.width < 1000) {
        expect(customerBox!.y).toBeGreaterThan(itemsBox!.y + itemsBox!.height);
        expect(customerBox!.y).toBeLessThan(statusBox!.y);
      } else {
        const timelineBox = await page.getByRole("region", { name: "Timeline" }).boundingBox();
        expect(customerBox!.x).toBeGreaterThan(itemsBox!.x + itemsBox!.width);
        expect(statusBox!.x).toBe(customerBox!.x);
        expect(statusBox!.y).toBeGreaterThan(customerBox!.y);
        expect(statusBox!.y + statusBox!.height).toBeLessThanOrEqual(viewport.height);
        expect(timelineBox!.y - (itemsBox!.y + itemsBox!.height)).toBeLessThan(24);
      }

      // Unpaid, the transfer order is not offered for sending as the next step, and is marked so.
      const status = page.getByRole("region", { name: "Update Order Status" });
      const unpaid = /Current status: Pending\s*Not paid yet/;
      await expect(status).toContainText(unpaid);
      await expect(status.getByRole("button", { name: "Shipped" })).not.toHaveClass(/btn-primary/);

      const payment = page.getByRole("region", { name: "Payment" });
      await expect(payment).toContainText("Bank Transfer");
      await payment.getByRole("button", { name: "Mark as paid" }).click();
      await expect(toast(page, "Order marked as paid")).toBeVisible();
      await expect(payment).toContainText("Verified");
      await expect(page.getByText("Payment verified", { exact: true })).toBeVisible();
      await expect(payment.getByRole("button", { name: "Mark as not paid" })).toBeVisible();
      await expect(status).not.toContainText(unpaid);
      await expect(status.getByRole("button", { name: "Shipped" })).toHaveClass(/btn-primary/);

      await expect(status.getByRole("button", { name: "Pending" })).toBeDisabled();
      const delivery = page.getByRole("region", { name: "Delivery", exact: true });
      await expect(delivery.getByLabel("Courier", { exact: true })).toBeHidden();
      await status.getByRole("button", { name: "Shipped" }).click();
      await expect(toast(page, "Order status updated to Shipped")).toBeVisible();
      await expect(status).toContainText("Current status: Shipped");
      // Shipped, the order's tracking number is what comes next: its form is open.
      await expect(delivery.getByLabel("Courier", { exact: true })).toBeVisible();

      const note = page.getByRole("region", { name: "Private note" });
      await note.getByLabel("Only admins see this note.").fill("Gift wrap; call before delivery");
      await note.getByRole("button", { name: "Save note" }).click();
      await expect(toast(page, "Note saved")).toBeVisible();
      await page.reload();
      await expect(note.getByLabel("Only admins see this note.")).toHaveValue("Gift wrap; call before delivery");

      const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
      await expect(timeline.nth(0)).toContainText("Order placed");
      await expect(timeline.filter({ hasText: "Marked as paid" })).toContainText("by ");
      await expect(timeline.filter({ hasText: "Status changed to Shipped" })).toHaveCount(1);
      await expect(timeline.filter({ hasText: "Private note changed" })).toHaveCount(1);
      await expect(timeline.filter({ hasText: /^Mail “/ }).first()).toBeVisible();

      // Printed, the page is the packing slip alone.
      await page.emulateMedia({ media: "print" });
      const slip = page.getByRole("region", { name: "Packing slip" });
      await expect(slip).toBeVisible();
      await expect(slip).toContainText(number);
      await expect(slip).toContainText("12 Allen Avenue");
      await expect(page.getByRole("region", { name: "Timeline" })).toBeHidden();
      await expect(page.getByRole("banner")).toBeHidden();
      await page.emulateMedia({ media: "screen" });
      await expect(slip).toBeHidden();
      await page.screenshot({ path: `test-results/46-order-page-${viewport.width}.png`, fullPage: true });

      // The customer's other orders, from their order and from the users list alike.
      await customer.getByRole("link", { name: "All orders from this customer" }).click();
      await expect(page).toHaveURL(/\/admin\/orders\?search=shopper-/);
      await expect(page.getByRole("link", { name: number, exact: true }).first()).toBeVisible();
      await visit(page, `/admin/users?search=${encodeURIComponent(name)}`);
      // What the customer spent: this order's total, the only one they placed.
      await expect(page.getByRole("main")).toContainText(total);
      await page
        .getByRole("link", { name: `1 order by ${name}` })
        .first()
        .click();
      await expect(page.getByRole("link", { name: number, exact: true }).first()).toBeVisible();
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`cancelling from the admin order page${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("Cancelled asks first; Keep order changes nothing, Yes cancels", async ({ page, baseURL }) => {
      await signInAsAdmin(page);
      const number = await placeOrder(page, baseURL!, { fullName: "Kemi Cancel" });
      await page.goto(`/admin/orders/${number}`);
      const status = page.getByRole("region", { name: "Update Order Status" });

      await status.getByRole("link", { name: "Cancelled" }).click();
      const asking = status.getByRole("group", { name: `Cancel order ${number}?` });
      await expect(asking).toContainText(
        "Its items go back into stock and Kemi Cancel is e-mailed that it is cancelled.",
      );
      await asking.getByRole("link", { name: "Keep order" }).click();
      await expect(asking).toBeHidden();
      await expect(status).toContainText("Current status: Pending");
      await expect(page.getByRole("region", { name: "Timeline" })).not.toContainText("Status changed");

      await status.getByRole("link", { name: "Cancelled" }).click();
      await asking.getByRole("button", { name: "Yes, cancel order" }).click();
      await expect(status).toContainText("Current status: Cancelled");
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}$`));
      await expect(status.getByRole("button", { name: "Cancelled" })).toBeDisabled();
      await expect(
        page
          .getByRole("region", { name: "Timeline" })
          .getByRole("listitem")
          .filter({ hasText: "Status changed to Cancelled" }),
      ).toHaveCount(1);
    });
  });
}

test.describe("the packing slip without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Print packing slip link opens the slip's own page", async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    const number = await placeOrder(page, baseURL!, { fullName: "Bola Slip" });
    await page.goto(`/admin/orders/${number}`);
    await page.getByRole("link", { name: "Print packing slip" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}/packing-slip$`));
    const slip = page.getByRole("region", { name: "Packing slip" });
    await expect(slip).toContainText(number);
    await expect(slip).toContainText("Bola Slip");
    await expect(slip.getByRole("row")).toHaveCount(2);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`correcting a delivery address${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("the owner corrects a pending order's address: checked, saved, on the slip and the timeline", async ({
      page,
      baseURL,
    }) => {
      await signInAsAdmin(page);
      const number = await placeOrder(page, baseURL!, { fullName: "Tunde Address" });
      await page.goto(`/admin/orders/${number}`);
      const delivery = page.getByRole("region", { name: "Delivery" });
      await delivery.getByRole("link", { name: "Change delivery address" }).click();
      await expect(delivery.getByLabel("Phone Number")).toHaveValue(/^0\d{3} \d{3} \d{4}$/);
      await expect(delivery).toContainText("The order keeps its delivery fee");
      await delivery.getByLabel("City").fill("");
      await delivery.getByRole("button", { name: "Save address" }).click();
      await expect(delivery.getByText("Please enter your city")).toBeVisible();
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);

      await delivery.getByLabel("Address", { exact: true }).fill("5 Oba Street, opposite the filling station");
      await delivery.getByLabel("City").fill("Lekki");
      await delivery.getByLabel("State").selectOption("Lagos");
      await delivery.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByText("Delivery address saved")).toBeVisible();
      await expect(delivery).toContainText("5 Oba Street, opposite the filling station");
      await expect(delivery).toContainText("Lekki, Lagos");
      await expect(delivery.getByRole("form", { name: "Change delivery address" })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
        "Delivery address changed to 5 Oba Street, opposite the filling station, Lekki, Lagos",
      );
      // axe runs in the page: only where it has JavaScript.
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
      await page.goto(`/admin/orders/${number}/packing-slip`);
      await expect(page.getByRole("region", { name: "Packing slip" })).toContainText("5 Oba Street");
    });
  });
}

test("Delivered marks a pay-on-delivery order paid in the same step, the courier having collected", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const number = await placeOrder(page, baseURL!, { fullName: "Bola Cash" });
  await page.goto(`/admin/orders/${number}`);
  const panel = page.getByRole("region", { name: "Update Order Status" });
  await panel.getByRole("button", { name: "Shipped" }).click();
  await expect(toast(page, "Order status updated to Shipped")).toBeVisible();
  const collected = panel.getByRole("checkbox", { name: /^With Delivered, mark it paid: the courier collected ₦/ });
  await expect(collected).toBeChecked();
  await panel.getByRole("button", { name: "Delivered" }).click();
  await expect(toast(page, "Order status updated to Delivered")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Payment" }).getByRole("button", { name: "Mark as not paid" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Marked as paid");
  await expect(collected).toHaveCount(0);
});
