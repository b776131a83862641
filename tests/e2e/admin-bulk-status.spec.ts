import { signInAsAdmin } from "./support/admin-session";
import { expectNoSidewaysOverflow, placeOrder } from "./support/admin-pages";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

// The owner's morning: the parcels handed to the courier, marked Shipped together from the orders list.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
]) {
  test.describe(`ticked orders at ${viewport.width}×${viewport.height}`, () => {
    test.use(viewport.width > 1000 ? { viewport, isMobile: false, hasTouch: false } : { viewport });

    test("an admin ticks orders, or the whole page, and sets them to one status at once", async ({ page, baseURL }) => {
      await signInAsAdmin(page);
      const name = `Bulk Buyer ${viewport.width} ${Date.now()}`;
      const numbers = [
        await placeOrder(page, baseURL!, { fullName: name }),
        await placeOrder(page, baseURL!, { fullName: name }),
        await placeOrder(page, baseURL!, { fullName: name }),
      ];
      await visit(page, `/admin/orders?search=${encodeURIComponent(name)}`);
      const update = page.getByRole("form", { name: "Ticked orders" }).getByRole("button").first();
      const print = page.getByRole("button", { name: "Print packing slips" });
      const phone = viewport.width < 640;
      if (phone) {
        // On a phone the actions wait until a row is ticked, so the orders start sooner.
        await expect(page.getByText("Tick to update several at once")).toBeVisible();
        await expect(update).toBeHidden();
        await expect(print).toBeHidden();
        const firstCard = await page.getByRole("article", { name: numbers[2] }).boundingBox();
        expect(firstCard!.y).toBeLessThan(viewport.height - 150);
      } else {
        await expect(update).toHaveAccessibleName("Update 0 ticked orders");
        await expect(update).toBeDisabled();
        // Nothing ticked, printing is greyed out too, not a button that looks ready and does nothing.
        await expect(print).toBeDisabled();
        await expect(print).toHaveCSS("opacity", "0.5");
      }
      await expectNoSidewaysOverflow(page);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("checkbox", { name: `Tick ${numbers[0]}` }).check();
      await page.getByRole("checkbox", { name: `Tick ${numbers[2]}` }).check();
      await expect(update).toHaveAccessibleName("Update 2 ticked orders");
      if (phone) {
        // Ticked, the actions ride at the bottom of the screen wherever the list is scrolled.
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const button of [update, print]) {
          await expect(button).toBeInViewport();
          const box = await button.boundingBox();
          expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120);
        }
        await expectNoSeriousA11yViolations(page);
      }
      await page.getByRole("combobox", { name: "Set ticked orders to" }).selectOption("Shipped");
      await update.click();
      await expect(page.getByRole("status").getByText("Order status updated to Shipped for 2 orders")).toBeVisible();
      const row = (number: string) =>
        viewport.width > 1000
          ? page.getByRole("row").filter({ has: page.getByRole("link", { name: number, exact: true }) })
          : page.getByRole("article", { name: number });
      await expect(row(numbers[0])).toContainText("Shipped");
      await expect(row(numbers[1])).toContainText("Pending");
      await expect(row(numbers[2])).toContainText("Shipped");
      // The ticks go once the change is done, ready for the next batch.
      await expect(page.getByRole("checkbox", { name: `Tick ${numbers[0]}` })).not.toBeChecked();
      if (phone) await expect(update).toBeHidden();
      else await expect(update).toBeDisabled();

      // Cancelled restocks and mails each shopper: it is asked first, and a No changes nothing.
      await page.getByRole("checkbox", { name: `Tick ${numbers[1]}` }).check();
      await page.getByRole("combobox", { name: "Set ticked orders to" }).selectOption("Cancelled");
      const asked: string[] = [];
      page.once("dialog", (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await update.click();
      await expect
        .poll(() => asked)
        .toEqual([
          "Cancel 1 order? Their items go back into stock and each shopper is e-mailed that their order is cancelled.",
        ]);
      await expect(row(numbers[1])).toContainText("Pending");
      await page.getByRole("checkbox", { name: `Tick ${numbers[1]}` }).uncheck();

      const all = page.getByRole("checkbox", { name: "All", exact: true });
      await all.check();
      await expect(update).toHaveAccessibleName("Update 3 ticked orders");
      // "All" says whether every row is ticked, however the rows were ticked.
      await page.getByRole("checkbox", { name: `Tick ${numbers[1]}` }).uncheck();
      await expect(all).not.toBeChecked();
      await page.getByRole("checkbox", { name: `Tick ${numbers[1]}` }).check();
      await expect(all).toBeChecked();
      await page.getByRole("combobox", { name: "Set ticked orders to" }).selectOption("Delivered");
      await update.click();
      await expect(page.getByRole("status").getByText("Order status updated to Delivered for 3 orders")).toBeVisible();
      for (const number of numbers) await expect(row(number)).toContainText("Delivered");

      // The morning's slips: the ticked orders' packing slips on one page to print, oldest first; printing
      // asks nothing, whatever the status box says.
      await page.getByRole("checkbox", { name: "All", exact: true }).check();
      await page.getByRole("combobox", { name: "Set ticked orders to" }).selectOption("Cancelled");
      page.once("dialog", (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole("button", { name: "Print packing slips" }).click();
      await expect(page).toHaveURL(/\/admin\/orders\/packing-slips\?/);
      await expect(page.getByText("3 slips, one to a page")).toBeVisible();
      const slips = page.getByRole("region", { name: "Packing slip" });
      await expect(slips).toHaveCount(3);
      for (const [i, number] of numbers.entries()) await expect(slips.nth(i)).toContainText(number);
      expect(asked).toHaveLength(1);
      await expectNoSidewaysOverflow(page);
    });
  });
}

test("ticked orders set to Cancelled, once the admin says yes, are cancelled", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  const name = `Bulk Cancel ${Date.now()}`;
  const number = await placeOrder(page, baseURL!, { fullName: name });
  await visit(page, `/admin/orders?search=${encodeURIComponent(name)}`);
  await page.getByRole("checkbox", { name: `Tick ${number}` }).check();
  await page.getByRole("combobox", { name: "Set ticked orders to" }).selectOption("Cancelled");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("form", { name: "Ticked orders" }).getByRole("button").first().click();
  await expect(page.getByRole("status").getByText("Order status updated to Cancelled for 1 order")).toBeVisible();
  await expect(page.getByRole("article", { name: number })).toContainText("Cancelled");
});

test.describe("ticked orders without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still sets the ticked orders' status", async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    const name = `Bulk Plain ${Date.now()}`;
    const numbers = [
      await placeOrder(page, baseURL!, { fullName: name }),
      await placeOrder(page, baseURL!, { fullName: name }),
    ];
    await page.goto(`/admin/orders?search=${encodeURIComponent(name)}`);
    for (const number of numbers) await page.getByRole("checkbox", { name: `Tick ${number}` }).check();
    await page.getByRole("combobox", { name: "Set ticked orders to" }).selectOption("Shipped");
    await page.getByRole("button", { name: "Update ticked orders" }).click();
    await expect(page.getByText("Order status updated to Shipped for 2 orders")).toBeVisible();
    for (const number of numbers) await expect(page.getByRole("article", { name: number })).toContainText("Shipped");

    await page.getByRole("checkbox", { name: `Tick ${numbers[1]}` }).check();
    await page.getByRole("button", { name: "Print packing slips" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/packing-slips\?/);
    await expect(page.getByRole("region", { name: "Packing slip" })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Packing slip" })).toContainText(numbers[1]);
  });

  test("ticked orders set to Cancelled are asked about on the page first", async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    const name = `Bulk Plain Cancel ${Date.now()}`;
    const numbers = [
      await placeOrder(page, baseURL!, { fullName: name }),
      await placeOrder(page, baseURL!, { fullName: name }),
    ];
    const list = `/admin/orders?search=${encodeURIComponent(name)}`;
    await page.goto(list);
    for (const number of numbers) await page.getByRole("checkbox", { name: `Tick ${number}` }).check();
    await page.getByRole("combobox", { name: "Set ticked orders to" }).selectOption("Cancelled");
    await page.getByRole("button", { name: "Update ticked orders" }).click();
    const question = page.getByRole("region", { name: "Cancel 2 orders?" });
    await expect(question).toContainText(numbers[0]);
    await expect(question).toContainText("Their items go back into stock");
    for (const number of numbers) await expect(page.getByRole("article", { name: number })).toContainText("Pending");

    await question.getByRole("link", { name: "Keep them" }).click();
    await expect(page.getByRole("region", { name: "Cancel 2 orders?" })).toHaveCount(0);
    for (const number of numbers) await expect(page.getByRole("article", { name: number })).toContainText("Pending");

    for (const number of numbers) await page.getByRole("checkbox", { name: `Tick ${number}` }).check();
    await page.getByRole("combobox", { name: "Set ticked orders to" }).selectOption("Cancelled");
    await page.getByRole("button", { name: "Update ticked orders" }).click();
    await page.getByRole("button", { name: "Yes, cancel 2 orders" }).click();
    await expect(page.getByText("Order status updated to Cancelled for 2 orders")).toBeVisible();
    for (const number of numbers) await expect(page.getByRole("article", { name: number })).toContainText("Cancelled");
  });
});

test.describe("ticked products at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("an admin takes the ticked products out of the shop at once, and puts one back", async ({ page, baseURL }) => {
    await signInAsAdmin(page);
    const origin = new URL(baseURL!).origin;
    const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent("Essential Cotton Crew Tee")}`);
    const { imageUrl } = (await found.json()).items[0];
    const tag = `Season${Date.now()}`;
    const names = [`${tag} Linen`, `${tag} Shorts`];
    for (const name of names) {
      const created = await page.request.post("/api/v1/admin/products", {
        headers: { origin },
        data: {
          name,
          description: "Summer only.",
          priceKobo: 9_000_00,
          category: "Shorts",
          imageUrl,
          stockQuantity: 3,
        },
      });
      expect(created.status()).toBe(201);
    }
    await visit(page, `/admin/products?search=${tag}`);
    const update = page.getByRole("form", { name: "Ticked products" }).getByRole("button").first();
    await expect(update).toBeDisabled();
    await page.getByRole("checkbox", { name: "All", exact: true }).check();
    await expect(update).toHaveAccessibleName("Update 2 ticked products");
    await page.getByRole("combobox", { name: "Set ticked products to" }).selectOption("Inactive");
    await update.click();
    await expect(page.getByRole("status").getByText("Status set to Inactive for 2 products")).toBeVisible();
    for (const name of names) await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Inactive");
    const shop = await page.request.get(`/api/v1/products?search=${tag}`);
    expect((await shop.json()).items).toEqual([]);

    await page.getByRole("checkbox", { name: `Tick ${names[0]}` }).check();
    await page.getByRole("combobox", { name: "Set ticked products to" }).selectOption("Active");
    await update.click();
    await expect(page.getByRole("status").getByText("Status set to Active for 1 product")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: names[0] })).toContainText("Active");
    await expectNoSeriousA11yViolations(page);
  });
});
