import { gzipSync } from "node:zlib";
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations, hydrated, openProduct, visit } from "./support/pages";

/** The first-view script budget of a shop page, in gzip -9 kilobytes (issue 13; bench:pages reports it). */
const FIRST_VIEW_JS_KB = 130;

test.describe("product page", () => {
  test("shows the product with its sale price, choosers, stock and reviews area", async ({ page }) => {
    await openProduct(page, "Eko Derby Away Jersey");
    await expect(page).toHaveTitle("Eko Derby Away Jersey | BAY");
    const main = page.getByRole("main");
    await expect(main.getByText("₦21,500").first()).toBeVisible();
    await expect(main.locator("del").first()).toHaveText(/₦25,000(?!\.)/);
    // What the piece is, under its own heading, before how it travels.
    const details = page.getByRole("region", { name: "Details" });
    await expect(details).toContainText("Lightweight away jersey");
    const delivery = page.getByRole("region", { name: "Delivery" });
    expect((await details.boundingBox())!.y).toBeLessThan((await delivery.boundingBox())!.y);

    const sizes = page.getByRole("radiogroup", { name: "Size", exact: true });
    await expect(sizes.getByRole("radio")).toHaveCount(5);
    await expect(
      page.getByRole("radiogroup", { name: "Colour", exact: true }).getByRole("radio", { name: "Navy" }),
    ).toBeChecked();
    await expect(page.getByText("In stock", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Quantity")).toHaveValue("1");
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Add Eko Derby Away Jersey to wishlist" })).toBeVisible();

    const reviews = page.getByRole("region", { name: "Customer Reviews" });
    await expect(reviews).toHaveAttribute("id", "reviews");
    const related = page.getByRole("region", { name: "You May Also Like" });
    await expect(related.getByRole("article").first()).toBeVisible();
    expect(await related.getByRole("article").count()).toBeLessThanOrEqual(8);
    await expect(related.getByRole("article").filter({ hasText: "Eko Derby Away Jersey" })).toHaveCount(0);
  });

  test("posts the chosen size, colour and quantity to the cart", async ({ page }) => {
    await openProduct(page, "Classic Slim Fit Jeans");
    const form = page
      .locator('form[action="/cart"]')
      .filter({ has: page.getByRole("button", { name: "Add to Cart", exact: true }) });
    await page.getByRole("radiogroup", { name: "Size", exact: true }).getByText("32", { exact: true }).click();
    await page.getByRole("radiogroup", { name: "Colour", exact: true }).getByText("Black", { exact: true }).click();
    await page.getByLabel("Quantity").fill("2");
    const fields = await form.evaluate((f: HTMLFormElement) => Object.fromEntries(new FormData(f)));
    expect(fields).toMatchObject({
      intent: "add",
      size: "32",
      color: "Black",
      quantity: "2",
      productId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(fields.redirectTo).toMatch(/^\/product\/[^#]+$/);
  });

  test("an out-of-stock product cannot be added, and its alert starts in the first screen instead", async ({
    page,
  }) => {
    await openProduct(page, "Everyday Stretch Jeans");
    await expect(page.getByText("Out of Stock").first()).toBeVisible();
    await expect(page.locator("#add-to-cart").getByRole("button", { name: /Add to Cart|Out of Stock/ })).toHaveCount(0);
    const offer = page.getByRole("region", { name: "Sold out for now" });
    await expect(offer.getByRole("heading", { name: "Sold out for now" })).toBeInViewport();
    await expect(offer.getByRole("button", { name: "E-mail me when it's back" })).toBeInViewport();
  });

  test("describes the product to search engines and link previews", async ({ page }) => {
    await openProduct(page, "Eko Derby Away Jersey");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Lightweight away jersey/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Eko Derby Away Jersey");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+\.webp$/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Eko Derby Away Jersey",
      offers: { priceCurrency: "NGN", price: "21500.00", availability: "https://schema.org/InStock" },
    });
  });

  test("an unknown product answers 404 with a way back to the shop", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-product"]) {
      const res = await visit(page, `/product/${id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
      await expect(page).toHaveTitle("Product not found | BAY");
    }
    await page.getByRole("link", { name: "Back to shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("You May Also Like advances by itself every 4 seconds until paused", async ({ page }) => {
    // The page's clock jumps over the 4-second waits; scrolling itself runs in real time.
    await page.clock.install();
    await openProduct(page, "Eko Derby Away Jersey");
    const related = page.getByRole("region", { name: "You May Also Like" });
    const strip = related.getByRole("list");
    const offset = () => strip.evaluate((el) => Math.round(el.scrollLeft));
    await related.scrollIntoViewIfNeeded();
    // Two cards side by side on a phone, as in the shop's grid, not one filling the screen.
    const [first, second] = await strip
      .getByRole("article")
      .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
    expect(second.x + second.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.mouse.move(0, 0);
    await page.clock.fastForward(4_100);
    await expect.poll(offset, { timeout: 7_000 }).toBeGreaterThan(0);

    await related.getByRole("button", { name: "Pause" }).click();
    await expect(related.getByRole("button", { name: "Play" })).toBeVisible();
    // Neither hover nor focus may be what holds it still: only the Pause button.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // A smooth scroll already under way finishes after the pause; read the offset once it has come to rest.
    let paused = -1;
    for (let i = 0; i < 20; i++) {
      const now = await offset();
      if (now === paused) break;
      paused = now;
      await page.waitForTimeout(400);
    }
    await page.clock.fastForward(5_000);
    await page.waitForTimeout(800);
    expect(await offset()).toBe(paused);

    await related.getByRole("button", { name: "Next products" }).click();
    await expect.poll(offset).toBeGreaterThan(paused);
  });

  test("You May Also Like stays still for shoppers who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await openProduct(page, "Eko Derby Away Jersey");
    const related = page.getByRole("region", { name: "You May Also Like" });
    await expect(related.getByRole("button", { name: "Next products" })).toBeVisible();
    await expect(related.getByRole("button", { name: "Pause" })).toHaveCount(0);
    await page.clock.fastForward(5_000);
    await page.waitForTimeout(800);
    expect(await related.getByRole("list").evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test("its first view's scripts fit the budget; the reviews' script follows, and the reviews then work", async ({
    page,
  }) => {
    await openProduct(page, "Eko Derby Away Jersey");
    const html = await (await page.request.get(page.url())).text();
    const scripts = [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
    expect(scripts.some((script) => script.includes("reviews-section"))).toBe(false);
    let bytes = 0;
    for (const script of scripts) bytes += gzipSync(await (await page.request.get(script)).body(), { level: 9 }).length;
    expect(bytes / 1024).toBeLessThanOrEqual(FIRST_VIEW_JS_KB);

    const reviewsScript = page.waitForResponse((response) =>
      /\/assets\/reviews-section-[^/]+\.js$/.test(response.url()),
    );
    await page.reload();
    expect((await reviewsScript).ok()).toBe(true);
    // The section hydrates once its script is in (hydrated() waits for it), and shows what the server rendered.
    await hydrated(page);
    await expect(page.locator("[data-script-pending]")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Customer Reviews" }).getByText("Write a Review")).toBeVisible();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await openProduct(page, "Eko Derby Away Jersey");
    await expectNoSeriousA11yViolations(page);
  });

  test("a tap on a picture shows the pictures over the whole screen, stepped and closed by button or key", async ({
    page,
  }) => {
    const name = "Eko Derby Away Jersey";
    await openProduct(page, name);
    await hydrated(page);
    const picture = (n: number) => page.getByRole("img", { name: `${name}, picture ${n} of 3`, exact: true });
    const first = page
      .getByRole("region", { name: `Pictures of ${name}` })
      .getByRole("link")
      .first();
    await first.click();

    const viewer = page.getByRole("dialog", { name: `Pictures of ${name}` });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText("1 / 3");
    // The picture takes the screen's width, where the page gave it about two thirds.
    const shown = (await viewer.locator("img").first().boundingBox())!;
    expect(shown.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);
    await expect(viewer.locator("img").first()).toBeInViewport({ ratio: 0.9 });
    await expectNoSeriousA11yViolations(page);

    await viewer.getByRole("button", { name: "Next picture" }).click();
    await expect(viewer).toContainText("2 / 3");
    await expect(viewer.getByRole("img", { name: `${name}, picture 2 of 3` })).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toContainText("1 / 3");
    await expect(viewer.getByRole("button", { name: "Previous picture" })).toBeDisabled();

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
    await first.click();
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect(viewer).toBeHidden();
    await expect(picture(1)).toBeVisible();
  });
});

test.describe("product page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders fully and, on a wide screen, its thumbnails are plain links", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/shop?search=Eko Derby Away Jersey");
    await page.getByRole("link", { name: "Eko Derby Away Jersey", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Eko Derby Away Jersey" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Show picture 2 of 3" })).toHaveAttribute("href", "#image-2");
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
    // A picture opens at its largest stored width, for the browser's own zoom.
    const larger = page
      .getByRole("region", { name: /^Pictures of/ })
      .getByRole("link")
      .first();
    const href = (await larger.getAttribute("href"))!;
    expect(href).toMatch(/^\/media\/.+-\d+\.webp$/);
    const image = await page.request.get(href);
    expect(image.headers()["content-type"]).toBe("image/webp");
  });
});
