import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSeriousA11yViolations, openProduct, visit } from "./support/pages";

// Issue 17: every form shows its own message (docs/product-rules.md#field-messages) by the field (never the browser's bubble),
// the field is aria-invalid and points at the message, focus goes to the first bad field, and with
// JavaScript nothing is sent; without JavaScript the server's answer shows the same text.

const SIZED = "Lagos Lions Home Jersey";
const DESKTOP = { width: 1280, height: 800 };

/** The message the field points at with aria-describedby: visible, with SPEC's text. */
async function expectFieldError(page: Page, field: Locator, text: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const ids = describedBy.split(/\s+/).filter(Boolean);
  const messages = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  expect(messages).toContain(text);
  await expect(page.locator(`[id="${ids[messages.indexOf(text)]}"]`)).toBeVisible();
}

/** Counts the requests a form would send (posts, or the GET of a search-like form). */
function countRequests(page: Page, matches: (url: URL, method: string) => boolean) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (matches(new URL(request.url()), request.method())) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}
const posts = (page: Page) => countRequests(page, (_url, method) => method === "POST");

async function signUp(page: Page) {
  await visit(page, "/login?mode=signup");
  await page.getByLabel("Full Name", { exact: true }).fill("Chiamaka Eze");
  await page.getByLabel("Email", { exact: true }).fill(`forms-${randomBytes(4).toString("hex")}@example.ng`);
  await page.getByLabel("Password", { exact: true }).fill("shopper-pass-1");
  await page.getByLabel("Phone Number", { exact: true }).fill("0803 123 4567");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The same shopper in a browser without JavaScript. */
async function withoutJavaScript(browser: Browser, context: BrowserContext, viewport = { width: 390, height: 844 }) {
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
    storageState: await context.storageState(),
  });
  return noJs.newPage();
}

for (const [label, viewport] of [
  ["phone", null],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`on ${label}`, () => {
    if (viewport) test.use({ viewport });

    test("product page: no size chosen says Please select a size beside the sizes", async ({
      page,
      browser,
      context,
    }) => {
      await signUp(page);
      await openProduct(page, SIZED);
      const sent = posts(page);
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      const sizes = page.getByRole("radiogroup", { name: "Size", exact: true });
      await expectFieldError(page, sizes, "Please select a size");
      await expect(sizes.getByRole("radio").first()).toBeFocused();
      expect(sent).toEqual([]);
      await page.screenshot({ path: `test-results/forms-product-${label}.png` });
      await expectNoSeriousA11yViolations(page);

      const noJs = await withoutJavaScript(browser, context, viewport ?? undefined);
      await noJs.goto(page.url());
      await noJs.getByRole("button", { name: "Add to Cart", exact: true }).click();
      const again = noJs.getByRole("radiogroup", { name: "Size", exact: true });
      await expectFieldError(noJs, again, "Please select a size");
      await expect(again.getByRole("radio").first()).toBeFocused();
      await noJs.context().close();
    });

    test("checkout: each shipping field says its SPEC message", async ({ page, browser, context }) => {
      await signUp(page);
      await openProduct(page, SIZED);
      await page.getByRole("radiogroup", { name: "Size", exact: true }).getByText("M", { exact: true }).click();
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Item added to cart" }).first()).toBeVisible();
      await visit(page, "/checkout");
      await page.getByLabel("Full Name", { exact: true }).fill("");
      await page.getByLabel("Phone Number", { exact: true }).fill("12345");
      const sent = posts(page);
      await page.getByRole("button", { name: "Place Order" }).click();
      const fullName = page.getByLabel("Full Name", { exact: true });
      await expectFieldError(page, fullName, "Please enter your full name");
      await expectFieldError(
        page,
        page.getByLabel("Phone Number", { exact: true }),
        "Please enter a valid Nigerian phone number",
      );
      await expectFieldError(page, page.getByLabel("Address", { exact: true }), "Please enter your address");
      await expectFieldError(page, page.getByLabel("City", { exact: true }), "Please enter your city");
      await expectFieldError(page, page.getByLabel("State", { exact: true }), "Please select your state");
      await expect(fullName).toBeFocused();
      expect(sent).toEqual([]);
      await page.getByLabel("Phone Number", { exact: true }).fill("");
      await page.getByRole("button", { name: "Place Order" }).click();
      await expectFieldError(page, page.getByLabel("Phone Number", { exact: true }), "Please enter your phone number");
      expect(sent).toEqual([]);
      await page.screenshot({ path: `test-results/forms-checkout-${label}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);

      const noJs = await withoutJavaScript(browser, context, viewport ?? undefined);
      await noJs.goto("/checkout");
      await noJs.getByLabel("Full Name", { exact: true }).fill("");
      await noJs.getByRole("button", { name: "Place Order" }).click();
      const noJsName = noJs.getByLabel("Full Name", { exact: true });
      await expectFieldError(noJs, noJsName, "Please enter your full name");
      await expectFieldError(noJs, noJs.getByLabel("State", { exact: true }), "Please select your state");
      await expect(noJsName).toBeFocused();
      await noJs.context().close();
    });
  });
}

test.describe("login and signup", () => {
  test("login: empty fields get their messages, nothing is sent", async ({ page }) => {
    await visit(page, "/login");
    const sent = posts(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const email = page.getByLabel("Email", { exact: true });
    await expectFieldError(page, email, "Please enter your email address");
    await expectFieldError(page, page.getByLabel("Password", { exact: true }), "Please enter your password");
    await expect(email).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("signup: each field says what is missing, nothing is sent", async ({ page }) => {
    await visit(page, "/login?mode=signup");
    const sent = posts(page);
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: "Sign Up" }).click();
    const fullName = page.getByLabel("Full Name", { exact: true });
    await expectFieldError(page, fullName, "Please enter your full name");
    await expectFieldError(page, page.getByLabel("Email", { exact: true }), "Please enter a valid email address");
    await expectFieldError(
      page,
      page.getByLabel("Password", { exact: true }),
      "Password must be at least 8 characters",
    );
    await expectFieldError(page, page.getByLabel("Phone Number", { exact: true }), "Please enter your phone number");
    await expect(fullName).toBeFocused();
    expect(sent).toEqual([]);
    await page.screenshot({ path: "test-results/forms-signup-phone.png", fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("signup and login: the server's answer shows the same messages", async ({ page }) => {
      await page.goto("/login?mode=signup");
      await page.getByLabel("Full Name", { exact: true }).fill("Chiamaka Eze");
      await page.getByLabel("Email", { exact: true }).fill(`nojs-${randomBytes(4).toString("hex")}@example.ng`);
      await page.getByLabel("Password", { exact: true }).fill("shopper-pass-1");
      await page.getByLabel("Phone Number", { exact: true }).fill("12345");
      await page.getByRole("button", { name: "Sign Up" }).click();
      const phone = page.getByLabel("Phone Number", { exact: true });
      await expectFieldError(page, phone, "Please enter a valid Nigerian phone number");
      await expect(phone).toBeFocused();

      await page.goto("/login");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      const email = page.getByLabel("Email", { exact: true });
      await expectFieldError(page, email, "Please enter your email address");
      await expect(email).toBeFocused();
      // A wrong password is not a field's fault: the server's message in the red box.
      await email.fill("nobody@example.ng");
      await page.getByLabel("Password", { exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    });
  });
});

test.describe("newsletter", () => {
  test("an empty address says Please enter an email address beside the field, nothing is sent", async ({ page }) => {
    await visit(page, "/track-order");
    const footer = page.getByRole("contentinfo");
    const sent = posts(page);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const email = footer.getByLabel("Email address");
    await expectFieldError(page, email, "Please enter an email address");
    await expect(email).toBeFocused();
    await email.fill("nobody@");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expectFieldError(page, email, "Please enter a valid email address");
    expect(sent).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server's answer shows the message beside the field", async ({ page }) => {
      await page.goto("/track-order");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("button", { name: "Subscribe" }).click();
      const email = footer.getByLabel("Email address");
      await expectFieldError(page, email, "Please enter an email address");
      await expect(email).toBeFocused();
    });
  });
});

test.describe("track order", () => {
  test("an empty order number is asked for before any request", async ({ page }) => {
    await visit(page, "/track-order");
    const sent = countRequests(page, (url) => url.searchParams.has("orderNumber"));
    await page.getByRole("button", { name: "Track Order" }).click();
    const field = page.getByLabel("Order Number", { exact: true });
    await expectFieldError(page, field, "Please enter your order number");
    await expect(field).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server's page shows the same message", async ({ page }) => {
      await page.goto("/track-order");
      await page.getByRole("button", { name: "Track Order" }).click();
      const field = page.getByLabel("Order Number", { exact: true });
      await expectFieldError(page, field, "Please enter your order number");
      await expect(field).toBeFocused();
    });
  });
});

test.describe("shop cards", () => {
  test("a card without a size says Please select a size beside its sizes, with and without JavaScript", async ({
    page,
    browser,
    context,
  }) => {
    await signUp(page);
    await visit(page, `/shop?search=${encodeURIComponent(SIZED)}`);
    const card = page.getByRole("article", { name: SIZED, exact: true });
    const sent = posts(page);
    await card.getByRole("button", { name: "Add to Cart" }).click();
    const sizes = card.getByRole("radiogroup", { name: `Size for ${SIZED}` });
    await expectFieldError(page, sizes, "Please select a size");
    await expect(sizes.getByRole("radio").first()).toBeFocused();
    expect(sent).toEqual([]);

    const noJs = await withoutJavaScript(browser, context);
    await noJs.goto(page.url());
    const noJsCard = noJs.getByRole("article", { name: SIZED, exact: true });
    await noJsCard.getByRole("button", { name: "Add to Cart" }).click();
    const again = noJs
      .getByRole("article", { name: SIZED, exact: true })
      .getByRole("radiogroup", { name: `Size for ${SIZED}` });
    await expectFieldError(noJs, again, "Please select a size");
    await noJs.context().close();
  });
});

test.describe("forgot and reset password", () => {
  test("forgot password: the address is checked beside the field, nothing is sent", async ({ page }) => {
    await visit(page, "/forgot-password");
    const sent = posts(page);
    await page.getByRole("button", { name: "Send reset link" }).click();
    const email = page.getByLabel("Email", { exact: true });
    await expectFieldError(page, email, "Please enter your email address");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await email.fill("nobody@");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expectFieldError(page, email, "Please enter a valid email address");
    expect(sent).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("reset password: a short password and a different confirmation are said beside the fields", async ({ page }) => {
    await visit(page, "/reset-password?token=not-a-real-token");
    const sent = posts(page);
    await page.getByLabel("New Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("other");
    await page.getByRole("button", { name: "Set new password" }).click();
    const password = page.getByLabel("New Password", { exact: true });
    await expectFieldError(page, password, "Password must be at least 8 characters");
    await expect(password).toHaveAttribute("aria-describedby", /field-password-hint/);
    await expectFieldError(
      page,
      page.getByLabel("Confirm New Password", { exact: true }),
      "The two passwords do not match.",
    );
    await expect(password).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server's answers show the same messages beside the fields", async ({ page }) => {
      await page.goto("/forgot-password");
      await page.getByLabel("Email", { exact: true }).fill("nobody@");
      await page.getByRole("button", { name: "Send reset link" }).click();
      const email = page.getByLabel("Email", { exact: true });
      await expectFieldError(page, email, "Please enter a valid email address");
      await expect(email).toBeFocused();

      await page.goto("/reset-password?token=not-a-real-token");
      await page.getByLabel("New Password", { exact: true }).fill("long-enough-1");
      await page.getByLabel("Confirm New Password", { exact: true }).fill("long-enough-2");
      await page.getByRole("button", { name: "Set new password" }).click();
      const confirm = page.getByLabel("Confirm New Password", { exact: true });
      await expectFieldError(page, confirm, "The two passwords do not match.");
      await expect(confirm).toBeFocused();
      // A bad link is not a field's fault: the service's message in the red box.
      await page.getByLabel("New Password", { exact: true }).fill("long-enough-1");
      await confirm.fill("long-enough-1");
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired.");
    });
  });
});

test.describe("profile and settings", () => {
  test("settings: each form says its fields' messages, nothing is sent", async ({ page }) => {
    await signUp(page);
    await visit(page, "/settings");
    const sent = posts(page);

    const details = page.getByRole("region", { name: "Your details" });
    const fullName = details.getByLabel("Full Name", { exact: true });
    await fullName.fill("");
    await details.getByLabel("Phone Number", { exact: true }).fill("12345");
    await details.getByRole("button", { name: "Save details" }).click();
    await expectFieldError(page, fullName, "Please enter your full name");
    const phone = details.getByLabel("Phone Number", { exact: true });
    await expectFieldError(page, phone, "Please enter a valid Nigerian phone number");
    await expect(phone).toHaveAttribute("inputmode", "tel");
    await expect(fullName).toBeFocused();

    const password = page.getByRole("region", { name: "Change password" });
    await password.getByLabel("New Password", { exact: true }).fill("short");
    await password.getByRole("button", { name: "Change password" }).click();
    const current = password.getByLabel("Current Password", { exact: true });
    await expectFieldError(page, current, "Please enter your current password");
    const newPassword = password.getByLabel("New Password", { exact: true });
    await expectFieldError(page, newPassword, "Password must be at least 8 characters");
    await expect(newPassword).toHaveAttribute("aria-describedby", /field-newPassword-hint/);
    await expect(current).toBeFocused();

    const danger = page.getByRole("region", { name: "Delete my account" });
    await danger.locator("summary").click();
    await danger.getByRole("button", { name: "Delete my account" }).click();
    const confirm = danger.getByLabel("Password", { exact: true });
    await expectFieldError(page, confirm, "Please enter your password");
    await expect(confirm).toBeFocused();
    expect(sent).toEqual([]);
    await page.screenshot({ path: "test-results/forms-settings-phone.png", fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test("profile: an empty admin code is asked for beside the field, nothing is sent", async ({ page }) => {
    await signUp(page);
    await visit(page, "/profile");
    await page.getByText("Have an admin code?").click();
    const sent = posts(page);
    await page.getByRole("button", { name: "Enter admin code" }).click();
    const code = page.getByLabel("Admin Code", { exact: true });
    await expectFieldError(page, code, "Please enter the admin code");
    await expect(code).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("without JavaScript the server's answers show the same messages", async ({ page, browser, context }) => {
    await signUp(page);
    const noJs = await withoutJavaScript(browser, context);
    await noJs.goto("/settings");
    const details = noJs.getByRole("region", { name: "Your details" });
    await details.getByLabel("Phone Number", { exact: true }).fill("12345");
    await details.getByRole("button", { name: "Save details" }).click();
    const phone = noJs.getByRole("region", { name: "Your details" }).getByLabel("Phone Number", { exact: true });
    await expectFieldError(noJs, phone, "Please enter a valid Nigerian phone number");
    await expect(phone).toBeFocused();

    const password = noJs.getByRole("region", { name: "Change password" });
    await password.getByLabel("Current Password", { exact: true }).fill("not-my-password");
    await password.getByLabel("New Password", { exact: true }).fill("a-new-password-9");
    await password.getByRole("button", { name: "Change password" }).click();
    const current = noJs
      .getByRole("region", { name: "Change password" })
      .getByLabel("Current Password", { exact: true });
    await expectFieldError(noJs, current, "Your current password is incorrect");
    await expect(current).toBeFocused();

    await noJs.getByRole("region", { name: "Delete my account" }).locator("summary").click();
    await noJs
      .getByRole("region", { name: "Delete my account" })
      .getByRole("button", { name: "Delete my account" })
      .click();
    // Refused, the page comes back with the section open at its message.
    const confirm = noJs.getByRole("region", { name: "Delete my account" }).getByLabel("Password", { exact: true });
    await expectFieldError(noJs, confirm, "Please enter your password");
    await expect(confirm).toBeFocused();

    await noJs.goto("/profile");
    await noJs.getByText("Have an admin code?").click();
    await noJs.getByRole("button", { name: "Enter admin code" }).click();
    const code = noJs.getByLabel("Admin Code", { exact: true });
    await expectFieldError(noJs, code, "Please enter the admin code");
    await expect(code).toBeFocused();
    await noJs.context().close();
  });
});

test.describe("admin news form", () => {
  test("an empty title and body are said beside the fields, with and without JavaScript", async ({
    page,
    browser,
    context,
  }) => {
    await signInAsAdmin(page);
    await visit(page, "/admin/news");
    const sent = posts(page);
    await page.getByRole("button", { name: "Create Post" }).click();
    const title = page.getByLabel("Title", { exact: true });
    await expectFieldError(page, title, "Please enter a title");
    await expectFieldError(page, page.getByLabel("Body", { exact: true }), "Please write the post");
    await expect(title).toBeFocused();
    await title.fill("   ");
    await page.getByLabel("Body", { exact: true }).fill("Every jersey ships free this week.");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expectFieldError(page, title, "Please enter a title");
    await expect(page.getByLabel("Body", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    const noJs = await withoutJavaScript(browser, context);
    await noJs.goto("/admin/news");
    await noJs.getByLabel("Title", { exact: true }).fill("Jersey week");
    await noJs.getByRole("button", { name: "Create Post" }).click();
    const body = noJs.getByLabel("Body", { exact: true });
    await expectFieldError(noJs, body, "Please write the post");
    await expect(body).toBeFocused();
    await noJs.context().close();
  });
});

test.describe("admin product form", () => {
  const requiredMessages = [
    ["Product Name", "Product Name is required"],
    ["Category", "Please choose a category from the list"],
    ["Stock Quantity", "Stock Quantity is required"],
    ["Description", "Description is required"],
    ["Main Image", "Please upload at least one product image"],
  ] as const;

  test("each field says its SPEC message beside it, nothing is sent", async ({ page }) => {
    await signInAsAdmin(page);
    await visit(page, "/admin/products");
    await page.getByRole("link", { name: "Add Product" }).click();
    const form = page.getByRole("region", { name: "Add New Product" });
    const sent = posts(page);
    await form.getByRole("button", { name: "Add Product" }).click();
    for (const [label, message] of requiredMessages)
      await expectFieldError(page, form.getByLabel(label, { exact: true }), message);
    const price = form.getByLabel("Price", { exact: true });
    await expectFieldError(page, price, "Price is required");
    await expect(form.getByLabel("Product Name", { exact: true })).toBeFocused();
    await expect(price).toHaveAttribute("inputmode", "decimal");

    await price.fill("15000");
    await form.getByLabel("On Sale").check();
    await form.getByLabel("Sale Price").fill("15000");
    await form.getByRole("button", { name: "Add Product" }).click();
    await expectFieldError(page, form.getByLabel("Sale Price"), "Sale price must be lower than the price");
    await expect(price).not.toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);

    // An upload the connection drops (slow mobile data) says the upload failure message
    // (docs/product-rules.md#failure-messages).
    await page.route("**/api/v1/admin/uploads", (route) => route.abort("connectionreset"));
    await form
      .getByLabel("Main Image", { exact: true })
      .setInputFiles({ name: "shirt.png", mimeType: "image/png", buffer: Buffer.from("not sent") });
    await expect(form.getByText("Failed to upload image. Please try again.")).toBeVisible();
    await page.unroute("**/api/v1/admin/uploads");
    await form.getByLabel("Sale Price").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/forms-admin-product-phone.png" });
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server's answer shows the same messages beside the fields and keeps what was typed", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto("/admin/products/new");
      const form = page.getByRole("region", { name: "Add New Product" });
      await form.getByLabel("Price", { exact: true }).fill("9000");
      await form.getByLabel("On Sale").check();
      await form.getByLabel("Sale Price").fill("9500");
      await form.getByRole("button", { name: "Add Product" }).click();
      const answered = page.getByRole("region", { name: "Add New Product" });
      for (const [label, message] of requiredMessages)
        await expectFieldError(page, answered.getByLabel(label, { exact: true }), message);
      const salePrice = answered.getByLabel("Sale Price");
      await expectFieldError(page, salePrice, "Sale price must be lower than the price");
      await expect(salePrice).toHaveValue("9500");
      await expect(answered.getByLabel("On Sale")).toBeChecked();
      await expect(answered.getByLabel("Product Name", { exact: true })).toBeFocused();
    });
  });
});

test.describe("wishlist", () => {
  test("move to cart without a size says Please select a size beside the select, with and without JavaScript", async ({
    page,
    browser,
    context,
  }) => {
    await signUp(page);
    await visit(page, `/shop?search=${encodeURIComponent(SIZED)}`);
    await page
      .getByRole("article", { name: SIZED, exact: true })
      .getByRole("button", { name: `Add ${SIZED} to wishlist` })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Added to wishlist" }).first()).toBeVisible();
    await visit(page, "/wishlist");
    const sent = posts(page);
    await page.getByRole("button", { name: "Move to cart" }).click();
    const size = page.getByLabel("Size", { exact: true });
    await expectFieldError(page, size, "Please select a size");
    await expect(size).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    const noJs = await withoutJavaScript(browser, context);
    await noJs.goto("/wishlist");
    await noJs.getByRole("button", { name: "Move to cart" }).click();
    const again = noJs.getByLabel("Size", { exact: true });
    await expectFieldError(noJs, again, "Please select a size");
    await expect(again).toBeFocused();
    await noJs.context().close();
  });
});
