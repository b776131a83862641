import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations, openProduct, visit } from "./support/pages";
import { expectNoSidewaysOverflow } from "./support/admin-pages";

test.describe("home page", () => {
  test("shows the hero, three featured products and two new arrivals", async ({ page }) => {
    await visit(page, "/");
    await expect(page).toHaveTitle(/BAY/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);

    const featured = page.getByRole("region", { name: "Featured Products" });
    await expect(featured.getByRole("article")).toHaveCount(3);
    const arrivals = page.getByRole("region", { name: "New Arrivals" });
    await expect(arrivals.getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "View All New Arrivals" })).toHaveAttribute(
      "href",
      "/shop?sort=newest",
    );

    await expect(page.getByRole("link", { name: "Shop Jeans" })).toHaveAttribute("href", "/shop?category=Jeans");
    await page.getByRole("link", { name: "Shop Jerseys" }).click();
    await expect(page).toHaveURL(/\/shop\?category=Jersey$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jerseys" })).toBeVisible();
  });

  test("the hero's buttons switch between its two slides", async ({ page }) => {
    await visit(page, "/");
    const hero = page.getByRole("region", { name: "Highlights" });
    await expect(hero.getByRole("group", { name: "1 of 2" })).toBeInViewport({ ratio: 0.9 });
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero.getByRole("group", { name: "2 of 2" })).toBeInViewport({ ratio: 0.9 });
    await expect(hero.getByRole("link", { name: "Shop Jeans" })).toBeInViewport();
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect(hero.getByRole("group", { name: "1 of 2" })).toBeInViewport({ ratio: 0.9 });
  });

  test("on a wide screen the two new arrivals share their row with an invitation to everything new", async ({
    page,
  }) => {
    const arrivals = page.getByRole("region", { name: "New Arrivals" });
    const invitation = arrivals.getByRole("link", { name: /Everything new/ });
    await visit(page, "/");
    // A phone's two columns are full with the two cards.
    await expect(invitation).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(invitation).toBeVisible();
    const cards = await arrivals
      .getByRole("article")
      .evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    const tile = (await invitation.boundingBox())!;
    const section = (await arrivals.getByRole("list").boundingBox())!;
    // Three equal columns across the section: no hole at the end of the row.
    expect(Math.abs(tile.x + tile.width - (section.x + section.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(tile.width - cards[0].width)).toBeLessThanOrEqual(1);
    expect(Math.abs(tile.y - cards[0].y)).toBeLessThanOrEqual(1);
    await invitation.click();
    await expect(page).toHaveURL(/\/shop\?sort=newest$/);
  });

  test("new arrivals link opens the shop sorted by newest", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "View All New Arrivals" }).click();
    await expect(page).toHaveURL(/\/shop\?sort=newest$/);
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");
  });

  test("shop by category shows a picture tile for each category the shop sells, on one row, and opens it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await visit(page, "/");
    const region = page.getByRole("region", { name: "Shop by Category" });
    const tiles = region.getByRole("link");
    // The menu's categories in its order: the sample sells all nine.
    const menu = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    const categories = (await menu.allTextContents()).slice(2); // after New In and Shop All
    expect(categories).toHaveLength(9);
    await expect(tiles).toHaveText(categories, { ignoreCase: true });
    for (const tile of await tiles.all()) await expect(tile.locator("img")).toHaveAttribute("src", /\/media\//);
    // On a phone one row that swipes, two and a half tiles in view: the section is one tile tall.
    const boxes = await Promise.all([0, 1, 2, 8].map((i) => tiles.nth(i).boundingBox()));
    expect(new Set(boxes.map((box) => box!.y)).size).toBe(1);
    expect(boxes[2]!.x + boxes[2]!.width).toBeGreaterThan(360);
    expect((await region.boundingBox())!.height).toBeLessThan(320);
    await expectNoSidewaysOverflow(page);
    await tiles.getByText("Hats").scrollIntoViewIfNeeded();
    await tiles.getByText("Hats").click();
    await expect(page).toHaveURL(/\/shop\?category=Hat$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Hats?/i);

    // On a wide screen every tile shares the row, none cut.
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, "/");
    const wide = await Promise.all([0, 8].map((i) => tiles.nth(i).boundingBox()));
    expect(wide[0]!.y).toBe(wide[1]!.y);
    expect(wide[1]!.x + wide[1]!.width).toBeLessThanOrEqual(1280);
  });

  test("remembers recently viewed products in this browser", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recently Viewed" })).toHaveCount(0);

    const remembered = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem("bay:recently-viewed") ?? "[]").length);
    // The page records the visit once its script has run.
    await openProduct(page, "Harmattan Fleece Hoodie");
    await expect.poll(remembered).toBe(1);
    await openProduct(page, "Classic Slim Fit Jeans");
    await expect.poll(remembered).toBe(2);
    await visit(page, "/");
    const recent = page.getByRole("region", { name: "Recently Viewed" });
    await expect(recent.getByRole("article")).toHaveCount(2);
    // Most recent first.
    await expect(recent.getByRole("article").first()).toContainText("Classic Slim Fit Jeans");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("bay:recently-viewed") ?? "[]"));
    expect(stored).toHaveLength(2);
    expect(stored[0]).toEqual({ productId: expect.any(String), viewedAt: expect.any(String) });
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("search suggestions on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("show each product's whole name beside its price, in two lines where one is too short", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("combobox", { name: "Search products" }).fill("hood");
    const names = page.getByRole("option").locator("span.font-medium");
    await expect(names.first()).toBeVisible();
    const cut = await names.evaluateAll((spans) =>
      spans
        .filter((s) => s.scrollHeight > s.clientHeight + 1 || s.scrollWidth > s.clientWidth + 1)
        .map((s) => s.textContent),
    );
    expect(cut).toEqual([]);
    await expect(page.getByRole("option", { name: /Essential Pullover Hoodie/ })).toBeVisible();
  });
});

test.describe("header", () => {
  test("search suggests up to eight products from two characters and links to all results", async ({ page }) => {
    await visit(page, "/");
    const search = page.getByRole("combobox", { name: "Search products" });
    await search.fill("j");
    await page.waitForTimeout(500);
    await expect(page.getByRole("listbox")).toBeHidden();

    await search.fill("jea");
    const options = page.getByRole("listbox", { name: "Product suggestions" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect(options.first()).toContainText(/jeans/i);
    await expect(search).toHaveAttribute("aria-expanded", "true");

    await page.getByRole("link", { name: "View all results" }).click();
    await expect(page).toHaveURL(/\/shop\?search=jea$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("jea");
  });

  test("a search that suggests nothing says so and offers the shop's ways on", async ({ page }) => {
    await visit(page, "/");
    const search = page.getByRole("combobox", { name: "Search products" });
    await search.fill("xqzvw");
    await expect(page.getByRole("status").filter({ hasText: "No products match “xqzvw”" })).toHaveCount(1);
    await expect(search).toHaveAttribute("aria-expanded", "false");
    const hats = page.getByRole("banner").getByRole("link", { name: "Hats" });
    await expect(hats).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await hats.click();
    await expect(page).toHaveURL(/\/shop\?category=Hat$/);
    await expect(page.getByText("No products match")).toBeHidden();

    // A term that finds something again shows the suggestions, not the message.
    await search.fill("jea");
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect(page.getByText("No products match")).toHaveCount(0);
  });

  test("a suggestion opens its product, also by keyboard", async ({ page }) => {
    await visit(page, "/");
    const search = page.getByRole("combobox", { name: "Search products" });
    await search.fill("hoodie");
    const first = page.getByRole("option").first();
    await expect(first).toBeVisible();
    const name = (await first.innerText()).split("\n")[0];
    await search.press("ArrowDown");
    await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
    await search.press("Enter");
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("shows empty badges and the sign-up and login links to a visitor", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart");
    await expect(page.getByRole("link", { name: "Wishlist, 0 items" })).toHaveAttribute("href", "/wishlist");
    await page.getByLabel("Account menu").click();
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/login?mode=signup");
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Sign Up" })).toBeHidden();
  });
});

test("shows Loading... while a page is on its way", async ({ page }) => {
  await visit(page, "/");
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await page.route("**/shop.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop All" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Shop All" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
});

test.describe("footer", () => {
  test("shows the tagline, couriers, card brands and category links, and no social links the owner has not set", async ({
    page,
  }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("for individuals who move boldly and dress with intent");
    await expect(footer).toContainText("GIG Logistics");
    await expect(footer).toContainText("Kwik Delivery");
    for (const brand of ["Visa", "Mastercard", "Verve"]) await expect(footer).toContainText(brand);
    // A fresh shop has no social pages of its own (tests/e2e/shop-pages.spec.ts sets one).
    await expect(footer.getByRole("link", { name: /^BAY on / })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "T-Shirts" })).toHaveAttribute("href", "/shop?category=T-Shirt");
    await footer.getByRole("link", { name: "Hats" }).click();
    await expect(page).toHaveURL(/\/shop\?category=Hat$/);
  });

  test("newsletter: asks for an email, then thanks for three seconds", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Please enter an email address")).toBeVisible();

    await footer.getByLabel("Email address").fill(`fan-${Date.now()}@example.ng`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const thanks = footer.getByText("Thank you for subscribing!");
    await expect(thanks).toBeVisible();
    await expect(footer.getByLabel("Email address")).toHaveValue("");
    await expect(thanks).toBeHidden({ timeout: 5_000 });
  });
});

test("robots.txt and the sitemap list the catalog for search engines", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
  // An index of files, as a catalog past 50,000 products needs; the first products file is read.
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("<sitemapindex");
  const productsFile = index.match(/<loc>(http[^<]+\/sitemaps\/products\.xml\?from=[0-9a-f-]{36})<\/loc>/)![1];
  const sitemap = await (await request.get(productsFile)).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap.match(/\/product\/[0-9a-f-]{36}</g)?.length).toBeGreaterThanOrEqual(30);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter form answers with a toast", async ({ page }) => {
    await page.goto("/shop");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("status").getByText("Please enter an email address")).toBeVisible();

    await footer.getByLabel("Email address").fill(`nojs-${Date.now()}@example.ng`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const thanks = page.getByRole("status").getByText("Thank you for subscribing!");
    await expect(thanks).toBeVisible();
    // A success toast goes away after 3 seconds, even without JavaScript.
    await expect(thanks).toBeHidden({ timeout: 5_000 });
  });

  test("the search box submits to the shop", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Search products" }).fill("jeans");
    await page.getByRole("combobox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/\/shop\?search=jeans$/);
    await expect(page.getByRole("region", { name: "Products" }).getByRole("article").first()).toContainText(/jeans/i);
  });
});
