import { randomBytes } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";

// Issue 45, items 1-3: the product page's first screen on a 360×780 phone, staying in place after Add
// to Cart with an "added" panel, and shop cards that never guess a colour.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

type Cell = { size: string; color: string; stockQuantity: number };

/** As the admin (in a browser of their own), a tee with this grid and the sample tee's pictures: its id and name. */
async function teeWithGrid(browser: Browser, baseURL: string, label: string, colors: string[], grid: Cell[]) {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAsAdmin(admin);
  const found = await admin.request.get(`/api/v1/products?search=${encodeURIComponent("Essential Cotton Crew Tee")}`);
  const { imageUrl, images } = (await found.json()).items[0];
  const name = `${label} ${randomBytes(3).toString("hex")}`;
  const created = await admin.request.post("/api/v1/admin/products", {
    headers: { origin: new URL(baseURL).origin },
    data: {
      name,
      description: "A tee for the first screen.",
      priceKobo: 9_000_00,
      category: "T-Shirt",
      imageUrl,
      images,
      sizes: ["S", "M", "L"],
      colors,
      variants: grid,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).product.id as string;
  await admin.context().close();
  return { id, name };
}

/** Navy: S sold out, 2 M, 20 L. White: 5 S, M sold out, 7 L. */
const NAVY_AND_WHITE: Cell[] = [
  { size: "S", color: "Navy", stockQuantity: 0 },
  { size: "M", color: "Navy", stockQuantity: 2 },
  { size: "L", color: "Navy", stockQuantity: 20 },
  { size: "S", color: "White", stockQuantity: 5 },
  { size: "M", color: "White", stockQuantity: 0 },
  { size: "L", color: "White", stockQuantity: 7 },
];

async function signUp(page: Page) {
  await page.goto("/login?mode=signup");
  await page.getByLabel("Full Name", { exact: true }).fill("Funmi Adeyemi");
  await page.getByLabel("Email", { exact: true }).fill(`first-screen-${randomBytes(4).toString("hex")}@example.ng`);
  await page.getByLabel("Password", { exact: true }).fill("shopper-pass-1");
  await page.getByLabel("Phone Number", { exact: true }).fill("0803 123 4567");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Whether the element lies wholly inside the window as it is scrolled now. */
async function expectOnScreen(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const { height } = page.viewportSize()!;
  expect(box.y, "its top is on the screen").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "its bottom is on the screen").toBeLessThanOrEqual(height);
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const addedPanel = (page: Page) => page.getByRole("dialog", { name: "Item added to cart" });
const bagLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

test.describe("product page first screen", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`on a ${label}, the first screen carries the name, price, size choice and Add to Cart`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      const { id, name } = await teeWithGrid(browser, baseURL!, "First Screen Tee", ["Navy", "White"], NAVY_AND_WHITE);
      await visit(page, `/product/${id}`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectOnScreen(page, page.getByRole("heading", { level: 1, name }));
      await expectOnScreen(page, page.getByRole("main").getByText("₦9,000").first());
      await expectOnScreen(page, page.getByRole("radiogroup", { name: "Size", exact: true }));
      await expectOnScreen(page, page.getByRole("button", { name: "Add to Cart", exact: true }));
      // A phone swipes through the pictures; the thumbnails are for wide screens.
      const thumbnails = page.getByRole("list", { name: "Pictures" });
      if (label === "phone") await expect(thumbnails).toBeHidden();
      else {
        await expect(thumbnails.getByRole("link")).toHaveCount(2);
        // The way back sits just under the menu, not a band of white away from it.
        const menu = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
        const crumbs = (await page.getByRole("navigation", { name: "Breadcrumb" }).boundingBox())!;
        expect(crumbs.y - (menu.y + menu.height)).toBeLessThan(32);
        // Named as the menu and the category's own page name it.
        await expect(
          page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "T-Shirts", exact: true }),
        ).toHaveAttribute("href", "/shop?category=T-Shirt");
      }
      // With all that, the picture still takes the room left: about a third of the screen at least.
      const picture = (await page
        .getByRole("region", { name: /^Pictures of/ })
        .getByRole("img")
        .first()
        .boundingBox())!;
      expect(picture.height).toBeGreaterThanOrEqual(viewport.height * 0.32);
      await page.screenshot({ path: `test-results/45-1-first-screen-${label}.png` });
    });
  }

  test("the stock line speaks for the chosen colour and size, and a sold-out size offers its alert", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    const { id } = await teeWithGrid(browser, baseURL!, "Stock Line Tee", ["Navy", "White"], NAVY_AND_WHITE);
    await visit(page, `/product/${id}`);
    const colours = page.getByRole("radiogroup", { name: "Colour", exact: true });
    const sizes = page.getByRole("radiogroup", { name: "Size", exact: true });
    // The stock line is the form's live region.
    const stockLine = (text: string) => page.locator("#add-to-cart [aria-live]").getByText(text, { exact: true });
    const chip = (size: string) =>
      sizes.locator("label").filter({ has: page.getByRole("radio", { name: new RegExp(`^${size}\\b`) }) });

    // Navy is chosen: its 22 units, not the product's 34.
    await expect(colours.getByRole("radio", { name: "Navy" })).toBeChecked();
    await expect(stockLine("In stock")).toBeVisible();
    await expect(page.getByText(/In stock: /)).toHaveCount(0);
    await sizes.getByText("M", { exact: true }).click();
    await expect(stockLine("Only 2 left")).toBeVisible();

    // S is sold out in Navy: it says so in words, and choosing it offers the alert for S in Navy.
    await expect(chip("S")).toContainText("Sold out");
    await expect(chip("M")).not.toContainText("Sold out");
    await chip("S").click();
    await expect(stockLine("Sold out")).toBeVisible();
    await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    const offer = page.getByRole("region", { name: "Sold out in this size and colour" });
    await expect(offer.getByLabel("Sold out").locator("option:checked")).toHaveText("S, Navy");
    await expect(offer.getByRole("button", { name: "E-mail me when it's back" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // In White, S has 5 and M is the sold-out one.
    await colours.getByText("White", { exact: true }).click();
    await expect(stockLine("Only 5 left")).toBeVisible();
    await expect(chip("S")).not.toContainText("Sold out");
    await expect(chip("M")).toContainText("Sold out");
    await sizes.getByText("L", { exact: true }).click();
    await expect(stockLine("In stock")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeEnabled();
  });

  test("a product sold out in every size and colour says so once, its alert next in the first screen, and no bar follows", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    const gone = NAVY_AND_WHITE.map((cell) => ({ ...cell, stockQuantity: 0 }));
    const { id } = await teeWithGrid(browser, baseURL!, "All Gone Tee", ["Navy", "White"], gone);
    await visit(page, `/product/${id}`);
    const sizes = page.getByRole("radiogroup", { name: "Size", exact: true });
    // Every chip is struck through and read out as sold out, but the words are not repeated on each.
    await expect(sizes.getByRole("radio", { name: "S (sold out)" })).toBeDisabled();
    await expect(sizes).not.toContainText("Sold out");
    await expect(page.getByRole("radiogroup", { name: "Colour", exact: true })).not.toContainText("Sold out");
    await expect(page.getByLabel("Quantity")).toHaveCount(0);
    await expect(page.locator("#add-to-cart").getByRole("button", { name: /Add to Cart|Out of Stock/ })).toHaveCount(0);
    // Said once, under the price, and the alert's button is in the first screen, above the struck pickers.
    await expect(page.getByText("Out of Stock", { exact: true })).toHaveCount(1);
    await expect(page.locator("#add-to-cart [aria-live]")).toHaveCount(0);
    await expectOnScreen(page, page.getByText("Out of Stock", { exact: true }));
    const offer = page.getByRole("region", { name: "Sold out for now" });
    const emailMe = offer.getByRole("button", { name: "E-mail me when it's back" });
    await expectOnScreen(page, emailMe);
    await expect(offer.getByLabel("Size and colour")).toHaveValue(/.+/);
    const [button, pickers] = [await emailMe.boundingBox(), await sizes.boundingBox()];
    expect(button!.y).toBeLessThan(pickers!.y);
    await page.getByRole("heading", { name: "Customer Reviews" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("region", { name: "Add to cart" })).toHaveCount(0);
  });
});

test.describe("Add to Cart at the foot of a phone's screen", () => {
  test("comes once the form's own button is scrolled away, asks for a missing size at the form, and adds", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    const { id, name } = await teeWithGrid(browser, baseURL!, "Sticky Bar Tee", ["Navy", "White"], NAVY_AND_WHITE);
    await signUp(page);
    await visit(page, `/product/${id}`);
    const bar = page.getByRole("region", { name: "Add to cart" });
    // At the top the form's own button is in sight: no second one.
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toHaveCount(1);

    await page.getByRole("heading", { name: "Customer Reviews" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(name);
    await expect(bar).toContainText("₦9,000 · Navy");
    await expectNoSeriousA11yViolations(page);
    await bar.getByRole("button", { name: "Add to Cart" }).click();
    // No size yet: the form says so, and the sizes are back in sight with the focus on them.
    await expect(page.getByText("Please select a size", { exact: true })).toBeInViewport();
    await expect(page.getByRole("radiogroup", { name: "Size", exact: true }).getByRole("radio").first()).toBeFocused();

    await page.getByRole("radiogroup", { name: "Size", exact: true }).getByText("M", { exact: true }).click();
    await page.getByRole("heading", { name: "Customer Reviews" }).scrollIntoViewIfNeeded();
    await expect(bar).toContainText("₦9,000 · M, Navy");
    await bar.getByRole("button", { name: "Add to Cart" }).click();
    await expect(addedPanel(page)).toContainText("M, Navy · Qty 1");
  });

  test("is not there on a wide screen", async ({ page, browser, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    const { id } = await teeWithGrid(browser, baseURL!, "Wide Bar Tee", ["Navy", "White"], NAVY_AND_WHITE);
    await visit(page, `/product/${id}`);
    await page.getByRole("heading", { name: "Customer Reviews" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("region", { name: "Add to cart" })).toBeHidden();
  });
});

test.describe("after Add to Cart", () => {
  test("the page stays where it was and the added panel offers View bag and Checkout; toasts leave the bag in sight", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    const { id, name } = await teeWithGrid(browser, baseURL!, "Stay Put Tee", ["Navy", "White"], NAVY_AND_WHITE);
    await signUp(page);
    await visit(page, `/product/${id}`);
    await page.getByRole("radiogroup", { name: "Size", exact: true }).getByText("L", { exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 240));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();

    const panel = addedPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(name);
    await expect(panel).toContainText("L, Navy · Qty 1");
    await expect(panel).toContainText("1 item in your bag");
    await expect(panel.getByRole("link", { name: "View bag" })).toHaveAttribute("href", "/cart");
    await expect(panel.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
    expect(new URL(page.url()).hash).toBe("");
    await expect(bagLink(page)).toContainText("1");
    expect(overlap((await panel.boundingBox())!, (await bagLink(page).boundingBox())!)).toBe(false);
    await page.screenshot({ path: "test-results/45-2-added-phone.png" });
    await expectNoSeriousA11yViolations(page);

    // A second add opens it again with the bag's new count; Close puts it away.
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(addedPanel(page)).toContainText("2 items in your bag");

    // A toast (here the wishlist's) sits clear of the bag icon.
    await addedPanel(page).getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: `Add ${name} to wishlist` }).click();
    const toast = page.getByRole("status").filter({ hasText: "Added to wishlist" }).first();
    await expect(toast).toBeVisible();
    expect(overlap((await toast.boundingBox())!, (await bagLink(page).boundingBox())!)).toBe(false);

    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await addedPanel(page).getByRole("link", { name: "View bag" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(page.getByRole("list", { name: "Cart items" }).getByRole("listitem")).toContainText("Colour: Navy");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page comes back to the form, with the added panel", async ({ page, browser, baseURL }) => {
      await page.setViewportSize(PHONE);
      const { id, name } = await teeWithGrid(browser, baseURL!, "No Script Tee", ["Navy", "White"], NAVY_AND_WHITE);
      await signUp(page);
      await page.goto(`/product/${id}`);
      await page.getByRole("radiogroup", { name: "Size", exact: true }).getByText("L", { exact: true }).click();
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/product/${id}#add-to-cart$`));
      const panel = addedPanel(page);
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(name);
      await expect(panel).toContainText("L, Navy · Qty 1");
      await expect(panel).toContainText("1 item in your bag");
      // Back at the form: the Add to Cart button is on the screen.
      await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeInViewport();
      await page.screenshot({ path: "test-results/45-2-added-phone-no-js.png" });
      // The browser closes the panel itself (a dialog form).
      await panel.getByRole("button", { name: "Close" }).click();
      await expect(panel).toBeHidden();
    });

    test("a shop card comes back to itself", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await signUp(page);
      const tee = "Essential Cotton Crew Tee";
      await page.goto(`/shop?search=${encodeURIComponent(tee)}`);
      const card = page.getByRole("article", { name: tee, exact: true });
      await card
        .getByRole("radiogroup", { name: `Size for ${tee}` })
        .getByText("M", { exact: true })
        .click();
      await card
        .getByRole("radiogroup", { name: `Colour for ${tee}` })
        .getByText("Grey", { exact: true })
        .click();
      await card.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page).toHaveURL(/#item-[0-9a-f-]{36}$/);
      await expect(addedPanel(page)).toContainText("M, Grey · Qty 1");
      await expect(page.getByRole("article", { name: tee, exact: true })).toBeInViewport();
    });
  });
});

test.describe("quick add from a shop card", () => {
  test("asks for size and colour and never guesses; a product with more colours sends the shopper to its page", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    const { name } = await teeWithGrid(browser, baseURL!, "Card Choice Tee", ["Navy", "White"], NAVY_AND_WHITE);
    await signUp(page);
    await visit(page, `/shop?search=${encodeURIComponent(name)}`);
    const card = page.getByRole("article", { name, exact: true });
    await card
      .getByRole("radiogroup", { name: `Size for ${name}` })
      .getByText("L", { exact: true })
      .click();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    const colours = card.getByRole("radiogroup", { name: `Colour for ${name}` });
    await expect(colours).toHaveAccessibleDescription("Please select a colour");
    await expect(addedPanel(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await colours.getByText("White", { exact: true }).click();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(addedPanel(page)).toContainText("L, White · Qty 1");
    await page.goto("/cart");
    const lines = page.getByRole("list", { name: "Cart items" }).getByRole("listitem");
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText("Size: L");
    await expect(lines).toContainText("Colour: White");

    const many = await teeWithGrid(
      browser,
      baseURL!,
      "Four Colour Tee",
      ["Navy", "White", "Black", "Red"],
      ["Navy", "White", "Black", "Red"].flatMap((color) =>
        ["S", "M", "L"].map((size) => ({ size, color, stockQuantity: 3 })),
      ),
    );
    await visit(page, `/shop?search=${encodeURIComponent(many.name)}`);
    const manyCard = page.getByRole("article", { name: many.name, exact: true });
    await expect(manyCard.getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
    await manyCard.getByRole("link", { name: /^Choose size and colour/ }).click();
    await expect(page).toHaveURL(`/product/${many.id}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server asks for the colour beside the card's colours", async ({ page, browser, baseURL }) => {
      await page.setViewportSize(PHONE);
      const { name } = await teeWithGrid(browser, baseURL!, "Server Card Tee", ["Navy", "White"], NAVY_AND_WHITE);
      await signUp(page);
      await page.goto(`/shop?search=${encodeURIComponent(name)}`);
      const card = page.getByRole("article", { name, exact: true });
      await card
        .getByRole("radiogroup", { name: `Size for ${name}` })
        .getByText("L", { exact: true })
        .click();
      await card.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Please select a colour" }).first()).toBeVisible();
      await expect(
        page.getByRole("article", { name, exact: true }).getByRole("radiogroup", { name: `Colour for ${name}` }),
      ).toHaveAccessibleDescription("Please select a colour");
      await page.goto("/cart");
      await expect(page.getByText("Your cart is empty")).toBeVisible();
    });
  });
});
