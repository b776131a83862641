import { request as playwrightRequest, type Page } from "@playwright/test";
import { pngFile } from "./support/images";
import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";

/** A shopper account made through the public sign-up API, in its own cookie jar. */
async function signUpShopper(baseURL: string, fullName: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  const email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ng`;
  const res = await context.post("/api/v1/auth/signup", {
    data: { email, password: "a-long-password-1", fullName, phone: "08031234567" },
  });
  expect(res.status()).toBe(201);
  return { context, email };
}

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);

test("a customer who opens the admin dashboard is sent to the home page", async ({ baseURL, page }) => {
  const { context } = await signUpShopper(baseURL!, "Curious Customer");
  await page.context().addCookies((await context.storageState()).cookies);
  await page.goto("/admin/products");
  await expect(page).toHaveURL(new URL("/", baseURL).toString());
});

test("an admin adds a product with an image, finds it in the shop, edits it and deletes it", async ({ page }) => {
  await signInAsAdmin(page);
  const name = `Eko Sunset Jersey ${Date.now()}`;
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { name: "Products" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Adding opens a page of its own, not a form under the list.
  await page.getByRole("link", { name: "Add Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  const form = page.getByRole("region", { name: "Add New Product" });
  await expect(form).toBeVisible();
  await form.getByLabel("Product Name").fill(name);
  await form.getByLabel("Category").selectOption("Jersey");
  await form.getByLabel("Price", { exact: true }).fill("15000.50");
  await form.getByLabel("Stock Quantity").fill("7");
  await form.getByLabel("Description").fill("Orange like a Lagos sunset.");
  await form.getByText("M", { exact: true }).click();
  // The picture boxes' choosers are buttons a thumb can hit, not the browser's small grey default.
  const chooser = await form.getByLabel("Main Image").evaluate((box) => {
    const style = getComputedStyle(box, "::file-selector-button");
    return { minHeight: parseFloat(style.minHeight), radius: parseFloat(style.borderTopLeftRadius) };
  });
  expect(chooser.minHeight).toBeGreaterThanOrEqual(44);
  expect(chooser.radius).toBeGreaterThan(8);
  await form.getByLabel("Main Image").setInputFiles(await pngFile("jersey.png", "#c2410c"));
  await expect(form.getByRole("img", { name: "Current main view" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(form.getByLabel("Sale Price")).toBeHidden();
  await form.getByLabel("On Sale").check();
  await form.getByLabel("Sale Price").fill("20000");
  await form.getByRole("button", { name: "Add Product" }).click();
  await expect(form.getByText("Sale price must be lower than the price")).toBeVisible();
  await form.getByLabel("Sale Price").fill("12500");
  await form.getByRole("button", { name: "Add Product" }).click();
  await expect(toast(page, "Product added successfully")).toBeVisible();

  // Then the product's own page, where its stock is the grid's sum and nothing else.
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const edit = page.getByRole("region", { name: "Edit Product" });
  const total = edit.getByLabel("Stock Quantity");
  await expect(total).toHaveValue("7");
  await expect(total).toHaveAttribute("readonly", "");
  await edit.getByLabel("Stock of M", { exact: true }).fill("9");
  await expect(total).toHaveValue("9");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Product updated successfully")).toBeVisible();

  await page.getByRole("link", { name: "← Products" }).click();
  await page.getByRole("search", { name: "Filter products" }).getByLabel("Search products").fill(name);
  await page.getByRole("search", { name: "Filter products" }).getByRole("button", { name: "Filter" }).click();
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("₦12,500");
  await expect(card).toContainText("₦15,000.50");
  await expect(card).toContainText("ON SALE");
  await expect(card).toContainText("Active");
  await expect(card).toContainText("9");

  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name }).first()).toBeVisible();

  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await edit.getByLabel("Price", { exact: true }).fill("14000");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Product updated successfully")).toBeVisible();
  // Back to the list it came from, its search kept.
  await page.getByRole("link", { name: "← Products" }).click();
  await expect(page).toHaveURL(/search=Eko/);
  await expect(page.getByRole("article", { name })).toContainText("₦14,000");

  // Deleted in another tab while this one edits it: the save is refused for no field's fault.
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  // The product's own page, before its address is copied to the other tab.
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}/);
  const other = await page.context().newPage();
  await visit(other, page.url());
  other.once("dialog", async (confirm) => {
    expect(confirm.message()).toBe(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
    await confirm.accept();
  });
  // Delete sits apart from the form's buttons.
  await other
    .getByRole("region", { name: "Delete this product" })
    .getByRole("link", { name: "Delete product" })
    .click();
  await expect(toast(other, "Product deleted successfully")).toBeVisible();
  await expect(other).toHaveURL(/\/admin\/products\?search=Eko/);
  await expect(other.getByText("No products found")).toBeVisible();
  await other.close();
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Failed to save product")).toBeVisible();
  await expect(edit.getByRole("alert")).toHaveText("Failed to save product. Product not found");
});

test("an admin changes an order's status and sees the toast", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  const origin = { origin: new URL(baseURL!).origin };
  const products = await (await page.request.get("/api/v1/admin/products?limit=50")).json();
  const product = products.items.find(
    (p: { stockQuantity: number; status: string }) => p.stockQuantity > 0 && p.status === "Active",
  );
  const added = await page.request.post("/api/v1/cart/items", {
    headers: origin,
    data: { productId: product.id, quantity: 1, size: product.sizes[0], color: product.colors[0] },
  });
  expect(added.status()).toBeLessThan(300);
  const placed = await page.request.post("/api/v1/orders", {
    headers: origin,
    data: {
      shippingAddress: {
        fullName: "Ada Obi",
        phone: "08031234567",
        address: "12 Allen Avenue",
        city: "Ibadan",
        state: "Oyo",
      },
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = await placed.json();

  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { name: "Orders Management" })).toBeVisible();
  // On a phone the five status tabs are one row that swipes, not two rows above the orders.
  const tabs = await page
    .getByRole("navigation", { name: "Filter by status" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(tabs).toHaveLength(5);
  expect(new Set(tabs).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveAccessibleDescription(
    "A phone number finds its orders too, written with 0 or +234.",
  );
  await page
    .getByPlaceholder("Search by order number, email, or customer name...")
    .fill(order.orderNumber.toLowerCase());
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("link", { name: order.orderNumber, exact: true })).toHaveAttribute(
    "href",
    `/admin/orders/${order.orderNumber}`,
  );
  // The customer is a tap away from the list.
  const card = page.getByRole("article", { name: order.orderNumber });
  await expect(card.getByRole("link", { name: "0803 123 4567", exact: true })).toHaveAttribute(
    "href",
    "tel:08031234567",
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: `Update Status of ${order.orderNumber}` }).click();
  const dialog = page.getByRole("dialog", { name: "Update Order Status" });
  await expect(dialog.getByRole("button", { name: "Pending" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Shipped" }).click();
  await expect(toast(page, "Order status updated to Shipped")).toBeVisible();
  await expect(page.getByRole("article", { name: order.orderNumber })).toContainText("Shipped");
  await page.getByRole("link", { name: "Shipped", exact: true }).click();
  await expect(page.getByRole("link", { name: order.orderNumber, exact: true })).toBeVisible();
});

for (const { viewport, javaScriptEnabled } of [
  { viewport: { width: 390, height: 844 }, javaScriptEnabled: true },
  { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
]) {
  test.describe(`users at ${viewport.width} px${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
    test.use({ viewport, javaScriptEnabled });

    test("an admin makes a customer an admin, asked first, and back", async ({ page, baseURL }) => {
      const fullName = `Bisi Adeyemi ${Date.now()}`;
      await signUpShopper(baseURL!, fullName);
      await signInAsAdmin(page);
      await page.goto(`/admin/users?search=${encodeURIComponent(fullName)}`);
      // One card a user on a phone, one row on a desktop: nothing to scroll sideways.
      const user =
        viewport.width < 1000
          ? page.getByRole("article", { name: fullName })
          : page.getByRole("row").filter({ hasText: fullName });
      await expect(user).toContainText("Customer");
      // Their phone is called at a tap, as in the orders list.
      await expect(user.getByRole("link", { name: "0803 123 4567", exact: true })).toHaveAttribute(
        "href",
        "tel:08031234567",
      );
      if (javaScriptEnabled) {
        await expectNoSeriousA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }

      await user.getByRole("link", { name: `Make ${fullName} an admin` }).click();
      const asking = page.getByRole("region", { name: `Make ${fullName} an admin?` });
      await expect(asking).toContainText("An admin can change products, prices, orders, store settings");
      await asking.getByRole("link", { name: "Keep as customer" }).click();
      await expect(asking).toBeHidden();
      await expect(user).toContainText("Customer");

      await user.getByRole("link", { name: `Make ${fullName} an admin` }).click();
      await asking.getByRole("button", { name: "Yes, make admin" }).click();
      await expect(toast(page, `${fullName} is now an admin`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/users\?search=/);
      await expect(user).toContainText("Admin");
      await user.getByRole("button", { name: `Make ${fullName} a customer` }).click();
      await expect(toast(page, `${fullName} is now a customer`)).toBeVisible();
      await expect(user).toContainText("Customer");
    });
  });
}

test("an admin writes and publishes a news post, and sees the newsletter list", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  const title = `Jersey week ${Date.now()}`;
  await page.goto("/admin/news");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Body").fill("Every jersey ships free this week.");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "News post created")).toBeVisible();
  const post = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(post).toContainText("Draft");
  await post.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(toast(page, "News post published")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) })).toContainText(
    "Published",
  );

  const subscriber = `reader-${Date.now()}@example.ng`;
  const visitor = await playwrightRequest.newContext({ baseURL });
  const subscribed = await visitor.post("/api/v1/newsletter", { data: { email: subscriber } });
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Newsletter" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    "/api/v1/admin/newsletter?format=csv",
  );
  if (subscribed.status() === 201) await expect(page.getByRole("cell", { name: subscriber })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin adds a product with its image through the plain form, and deletes it after confirming", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const name = `Plain Form Polo ${Date.now()}`;
    await page.goto("/admin/products");
    await page.getByRole("link", { name: "Add Product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    const form = page.getByRole("region", { name: "Add New Product" });
    await form.getByLabel("Product Name").fill(name);
    await form.getByLabel("Category").selectOption("Polo");
    await form.getByLabel("Price", { exact: true }).fill("9000");
    await form.getByLabel("Stock Quantity").fill("3");
    await form.getByLabel("Description").fill("Posted without any script.");
    await form.getByLabel("Main Image").setInputFiles(await pngFile("polo.png", "#1d4ed8"));
    await form.getByRole("button", { name: "Add Product" }).click();
    await expect(toast(page, "Product added successfully")).toBeVisible();
    await expect(page.getByRole("region", { name: "Edit Product" }).getByLabel("Stock Quantity")).toHaveValue("3");

    await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
    const card = page.getByRole("article", { name });
    await expect(card.locator("img").first()).toHaveAttribute("src", /^\/media\/.+\.webp$/);
    await card.getByRole("link", { name: `Edit ${name}` }).click();
    await page.getByRole("link", { name: "Delete product" }).click();
    await expect(
      page.getByText(`Are you sure you want to delete "${name}"? This action cannot be undone.`),
    ).toBeVisible();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toast(page, "Product deleted successfully")).toBeVisible();
    await expect(page.getByText("No products found")).toBeVisible();
  });
});
