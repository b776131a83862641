import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin-session";
import { cardPrices, expectNoSeriousA11yViolations, settled, visit, hydrated } from "./support/pages";

const products = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

/** Phones keep the filters folded under "Filters". */
async function openFilters(page: Page) {
  const summary = page.locator("summary", { hasText: "Filters" });
  if (await summary.isVisible()) {
    const details = page.locator("details", { has: summary });
    if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await summary.click();
  }
}

test.describe("shop", () => {
  test("filters by category, keeping the other filters", async ({ page }) => {
    await visit(page, "/shop?sort=price-asc");
    await openFilters(page);
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Jeans", exact: true })
      .click();
    await expect(page).toHaveURL(/category=Jeans/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByRole("heading", { level: 1, name: "Jeans" })).toBeVisible();
    const cards = await products(page).allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toMatch(/(^|\n)JEANS(\n|$)/i);
  });

  test("filters by size and colour", async ({ page }) => {
    await visit(page, "/shop");
    await openFilters(page);
    await page.getByRole("group", { name: "Size", exact: true }).getByText("28", { exact: true }).click();
    await expect(page).toHaveURL(/size=28/);
    await openFilters(page);
    await page.getByRole("group", { name: "Colour", exact: true }).getByText("Navy", { exact: true }).click();
    await expect(page).toHaveURL(/color=Navy/);
    await expect(products(page)).toHaveCount(1);
    await expect(products(page).first()).toContainText("Raw Selvedge Denim Jeans");
  });

  test("shows only out-of-stock products when asked", async ({ page }) => {
    await visit(page, "/shop");
    await openFilters(page);
    // A tick sends the filters at once and the answer redraws the box: click it as a shopper does and read the
    // address; check() would re-read the box mid-navigation and click again.
    await page.getByRole("group", { name: "Availability", exact: true }).getByLabel("Out of Stock").click();
    await expect(page).toHaveURL(/availability=out-of-stock/);
    await expect
      .poll(async () => {
        const cards = await products(page).allInnerTexts();
        return cards.length > 0 && cards.every((card) => card.includes("Out of Stock"));
      })
      .toBe(true);
    // Nothing to choose or add on a sold-out card: it leads to the product page's back-in-stock alert.
    const card = products(page).first();
    await expect(card.getByRole("radio")).toHaveCount(0);
    await expect(card.getByRole("button", { name: /Add to Cart|Out of Stock/ })).toHaveCount(0);
    await card.getByRole("link", { name: /^E-mail me when it's back/ }).click();
    await expect(page).toHaveURL(/\/product\/[^/]+#back-in-stock$/);
    await expect(page.getByRole("region", { name: "Sold out for now" })).toBeInViewport();
  });

  test("filters by minimum rating", async ({ page }) => {
    await visit(page, "/shop");
    await openFilters(page);
    await page.getByLabel("4 & up").click();
    await expect(page).toHaveURL(/minRating=4/);
    await settled(page);
    const shownRatings = async () =>
      (
        await products(page)
          .getByRole("img", { name: /Rated/ })
          .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))
      ).map((label) => Number(label?.match(/Rated ([\d.]+)/)?.[1]));
    // The address changes before the filtered list replaces the old one: wait for the new list.
    await expect.poll(async () => (await shownRatings()).every((rating) => rating >= 4)).toBe(true);
    const ratings = await shownRatings();
    // Products without reviews have no rating, so they drop out of a rating filter.
    expect(await products(page).count()).toBe(ratings.length);
  });

  test("sorts by price, low to high, as the shown prices confirm", async ({ page }) => {
    await visit(page, "/shop");
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/sort=price-asc/);
    const ascending = (list: number[]) => list.every((p, i) => i === 0 || list[i - 1] <= p);
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(5);

    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect.poll(async () => ascending((await cardPrices(page)).reverse())).toBe(true);
    expect((await cardPrices(page))[0]).toBeGreaterThan(prices[0]);
  });

  test("keeps filters in the URL across a reload, and clears them all", async ({ page }) => {
    await visit(page, "/shop?category=Jeans");
    await openFilters(page);
    await page.getByRole("group", { name: "Size", exact: true }).getByText("30", { exact: true }).click();
    await expect(page).toHaveURL(/size=30/);
    await openFilters(page);
    await page.getByRole("group", { name: "Availability", exact: true }).getByLabel("In Stock").click();
    await expect(page).toHaveURL(/availability=in-stock/);
    await settled(page);
    const before = await products(page).allInnerTexts();

    await page.reload();
    await hydrated(page);
    await openFilters(page);
    await expect(page.getByRole("group", { name: "Size", exact: true }).getByLabel("30")).toBeChecked();
    await expect(page.getByRole("group", { name: "Availability", exact: true }).getByLabel("In Stock")).toBeChecked();
    expect(await products(page).allInnerTexts()).toEqual(before);

    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shop All" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Size", exact: true }).getByLabel("30")).not.toBeChecked();
  });

  test("says No products found when nothing matches", async ({ page }) => {
    await visit(page, "/shop?search=zzqxv-nothing");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(products(page)).toHaveCount(0);
    // With no filter set, the advice is about the words searched, not about filters.
    await expect(page.getByText("Check the spelling, or search for something more general")).toBeVisible();
    await expect(page.getByText("Try removing a filter")).toHaveCount(0);
    await visit(page, "/shop?search=zzqxv-nothing&category=Jeans");
    await expect(page.getByText("Try removing a filter or searching for something else.")).toBeVisible();
    await visit(page, "/shop?search=zzqxv-nothing");
    // Not a dead end: the shop's popular pieces follow, each a card to open or add from.
    const popular = page.getByRole("region", { name: "Popular right now" });
    await expect(popular.getByRole("article")).toHaveCount(4);
    const first = popular.getByRole("article").first();
    const name = (await first.getByRole("heading").innerText()).trim();
    await first.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("ignores broken filter values instead of failing", async ({ page }) => {
    const res = await page.goto("/shop?category=Spaceships&minPrice=abc&minRating=99&sort=sideways&page=-3");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Shop All" })).toBeVisible();
    await expect(products(page).first()).toBeVisible();
  });

  test("pages through the catalog", async ({ page }) => {
    await visit(page, "/shop");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const firstPage = await products(page).allInnerTexts();
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(products(page).first()).not.toHaveText(firstPage[0]);
  });

  test("product cards link to the product and offer sizes, colours, the heart and Add to Cart", async ({ page }) => {
    await visit(page, "/shop?search=Classic Slim Fit Jeans");
    const card = products(page).filter({ hasText: "Classic Slim Fit Jeans" });
    await expect(card.getByRole("link", { name: "Classic Slim Fit Jeans" })).toHaveAttribute(
      "href",
      /^\/product\/[0-9a-f-]{36}$/,
    );
    await expect(
      card.getByRole("radiogroup", { name: "Size for Classic Slim Fit Jeans" }).getByRole("radio"),
    ).toHaveCount(5);
    await expect(
      card.getByRole("radiogroup", { name: "Colour for Classic Slim Fit Jeans" }).getByRole("radio"),
    ).toHaveCount(2);
    await expect(card.getByRole("button", { name: "Add Classic Slim Fit Jeans to wishlist" })).toBeVisible();
    await expect(card.getByRole("button", { name: /Add to Cart/ })).toBeEnabled();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await visit(page, "/shop");
    await expect(products(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await openFilters(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("runs React Router's production build in the browser, without its development warnings", async ({ page }) => {
    await visit(page, "/shop");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.endsWith(".js")),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const code = (await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))).join("\n");
    const carries = (text: string) => code.includes(text);
    expect(carries("useNavigate() may be used only in the context of a <Router> component")).toBe(true);
    // A warning only React Router's development build carries (its ENABLE_DEV_WARNINGS).
    expect(carries("You rendered descendant <Routes>")).toBe(false);
  });
});

test.describe("shop without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters and sorts with plain form submits", async ({ page }) => {
    await page.goto("/shop?category=Jeans");
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByRole("group", { name: "Size", exact: true }).getByText("28", { exact: true }).click();
    await page.getByRole("group", { name: "Colour", exact: true }).getByText("Navy", { exact: true }).click();
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/category=Jeans/);
    await expect(page).toHaveURL(/size=28/);
    await expect(page).toHaveURL(/color=Navy/);
    await expect(products(page)).toHaveCount(1);
    await expect(products(page).first()).toContainText("Raw Selvedge Denim Jeans");

    await page.goto("/shop?category=Jeans");
    const sort = page.getByLabel("Sort by");
    await sort.selectOption({ label: "Price: Low to High" });
    const apply = page.getByRole("button", { name: "Apply", exact: true });
    if (page.viewportSize()!.width < 640) {
      // On a phone the button takes a row of its own under the choice, as wide as it, not squeezed beside it.
      const [choice, button] = [await sort.boundingBox(), await apply.boundingBox()];
      expect(button!.y).toBeGreaterThanOrEqual(choice!.y + choice!.height - 1);
      expect(button!.width).toBeGreaterThan(choice!.width);
    }
    await apply.click();
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

// Issue 45 item 9: filtering on a phone shows the results after each choice, says what is applied,
// and offers the sizes of the category shown.
const filterPanel = (page: Page) => page.locator("details", { has: page.locator("summary", { hasText: "Filters" }) });
const appliedFilters = (page: Page) => page.getByRole("navigation", { name: "Applied filters" });
const sizeChoices = (page: Page) => page.getByRole("group", { name: "Size", exact: true }).locator("label");

test.describe("shop filters on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a choice folds the panel, shows its removable chip, and the sizes are the category's", async ({ page }) => {
    await visit(page, "/shop?category=Jersey");
    await expect(page.getByRole("heading", { level: 1, name: "Jerseys" })).toBeVisible();
    await expect(page).toHaveTitle("Jerseys | BAY");
    // The sort and the folded filters share one row, so the first cards' pictures start in the first screen.
    const sortBox = (await page.getByLabel("Sort by").boundingBox())!;
    const filtersBox = (await filterPanel(page).locator("summary").boundingBox())!;
    expect(Math.abs(sortBox.y + sortBox.height / 2 - (filtersBox.y + filtersBox.height / 2))).toBeLessThan(4);
    expect(sortBox.x + sortBox.width).toBeLessThanOrEqual(filtersBox.x);
    expect((await products(page).first().boundingBox())!.y).toBeLessThan(440);
    await openFilters(page);
    // Jerseys come in letter sizes only: no jeans waist sizes.
    await expect(sizeChoices(page)).toHaveText(["S", "M", "L", "XL", "XXL"]);
    await page.getByRole("group", { name: "Size", exact: true }).getByText("M", { exact: true }).click();
    await expect(page).toHaveURL(/size=M/);
    await expect.poll(() => filterPanel(page).evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await expect(products(page).first()).toBeInViewport();
    await expect(appliedFilters(page).getByRole("link")).toHaveText(["Jerseys×", "Size M×", "Clear all"]);

    await openFilters(page);
    await page.getByRole("group", { name: "Colour", exact: true }).getByText("White", { exact: true }).click();
    await expect(page).toHaveURL(/color=White/);
    await expect.poll(() => filterPanel(page).evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await expect(appliedFilters(page).getByRole("link", { name: /^Remove filter/ })).toHaveCount(3);

    await appliedFilters(page).getByRole("link", { name: "Remove filter: Size M" }).click();
    await expect(page).not.toHaveURL(/size=/);
    await expect(page).toHaveURL(/category=Jersey&color=White/);
    await expect(appliedFilters(page).getByRole("link", { name: /^Remove filter/ })).toHaveCount(2);
    await appliedFilters(page).getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(appliedFilters(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Shop All" })).toBeVisible();
    await openFilters(page);
    await expect(sizeChoices(page)).toHaveText(["S", "M", "L", "XL", "XXL", "28", "30", "32", "34", "36"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const chipBox = await page.getByRole("navigation", { name: "Categories" }).getByRole("link").first().boundingBox();
    expect(chipBox!.height).toBeGreaterThanOrEqual(32);
  });

  test("the header's menu and the heading name the category alike", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Hoodies" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Hoodies" })).toBeVisible();
    await openFilters(page);
    await expect(sizeChoices(page)).not.toContainText(["28"]);
  });
});

test.describe("shop cards on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("keep their sizes and colours to one swiping row each, so a card stays short, and the last size can be chosen", async ({
    page,
  }) => {
    await visit(page, "/shop?search=Classic Slim Fit Jeans");
    const card = products(page).filter({ hasText: "Classic Slim Fit Jeans" });
    const sizes = card.getByRole("radiogroup", { name: "Size for Classic Slim Fit Jeans" }).locator("label");
    await expect(sizes).toHaveCount(5);
    const rows = new Set(
      (await sizes.evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)))).values(),
    );
    expect(rows.size).toBe(1);
    const cardBox = (await card.boundingBox())!;
    // Picture, name, price, a row of sizes, a row of colours and the button: under 480 px on a 360 px phone.
    expect(cardBox.height).toBeLessThan(480);
    await sizes.last().click();
    await expect(card.getByRole("radio", { name: "36" })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("shop card names on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a name with one long word wraps inside its card rather than widen the page", async ({ browser, baseURL }) => {
    const admin = await (await browser.newContext({ baseURL })).newPage();
    await signInAsAdmin(admin);
    const found = await admin.request.get(`/api/v1/products?search=${encodeURIComponent("Essential Cotton Crew Tee")}`);
    const { imageUrl } = (await found.json()).items[0];
    const word = `Agbadaembroidered${Date.now()}`;
    const created = await admin.request.post("/api/v1/admin/products", {
      headers: { origin: new URL(baseURL!).origin },
      data: {
        name: `${word} Kaftan`,
        description: "Long name.",
        priceKobo: 9_000_00,
        category: "Shirt",
        imageUrl,
        stockQuantity: 3,
      },
    });
    expect(created.status()).toBe(201);
    await admin.context().close();

    const page = await (
      await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true })
    ).newPage();
    await visit(page, `/shop?search=${word}`);
    await expect(page.getByRole("heading", { name: `${word} Kaftan` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});

test.describe("search results on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a long search's heading keeps the shopper's words as typed, in two lines, above the first product", async ({
    page,
  }) => {
    await visit(page, `/shop?search=${encodeURIComponent("Essential Cotton Crew Tee")}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Results for “Essential Cotton Crew Tee”");
    // One page holds them all, so the count says how many, not "Showing 1–1 of 1".
    await expect(page.getByText("1 product", { exact: true })).toBeVisible();
    await expect(heading.getByText("“Essential Cotton Crew Tee”")).toHaveCSS("text-transform", "none");
    // In the category headings' capitals the four words took four lines, 150 px of the screen.
    expect((await heading.boundingBox())!.height).toBeLessThan(90);
    // The card starts in the screen's upper half, so its picture and most of its name show at once.
    expect((await products(page).first().boundingBox())!.y).toBeLessThan(440);
  });
});

test.describe("shop filters on a phone without JavaScript", () => {
  test.use({ viewport: { width: 360, height: 780 }, javaScriptEnabled: false });

  test("applies with a submit, shows chips that remove one filter each, and names the category", async ({ page }) => {
    await page.goto("/shop?category=Jeans");
    await expect(page.getByRole("heading", { level: 1, name: "Jeans" })).toBeVisible();
    // The menu marks where the shopper is: the category, not the whole shop.
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link", { name: "Jeans" })).toHaveAttribute("aria-current", "page");
    await expect(menu.locator("[aria-current]")).toHaveCount(1);
    await page.goto("/shop?search=jersey");
    await expect(menu.locator("[aria-current]")).toHaveCount(0);
    await page.goto("/shop?category=Jersey");
    await expect(menu.getByRole("link", { name: "Jerseys" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Jerseys" })).toBeVisible();
    // The heading names the category: no chip repeats it until another filter joins it.
    await expect(appliedFilters(page)).toHaveCount(0);
    await page.locator("summary", { hasText: "Filters" }).click();
    await expect(sizeChoices(page)).toHaveText(["S", "M", "L", "XL", "XXL"]);
    await page.getByRole("group", { name: "Size", exact: true }).getByText("L", { exact: true }).click();
    await page.getByRole("group", { name: "Availability", exact: true }).getByLabel("In Stock").click();
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/size=L/);
    // The page comes back with the panel folded and the results first.
    expect(await filterPanel(page).evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await expect(appliedFilters(page).getByRole("link")).toHaveText(["Jerseys×", "Size L×", "In Stock×", "Clear all"]);

    await appliedFilters(page).getByRole("link", { name: "Remove filter: In Stock" }).click();
    await expect(page).toHaveURL(/\/shop\?category=Jersey&size=L$/);
    await appliedFilters(page).getByRole("link", { name: "Remove filter: Jerseys" }).click();
    await expect(page).toHaveURL(/\/shop\?size=L$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shop All" })).toBeVisible();
  });
});

test.describe("shop filters on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("keeps the sidebar open after a choice, with the chips above the results", async ({ page }) => {
    await visit(page, "/shop?category=Jeans");
    await expect(page.getByRole("heading", { level: 1, name: "Jeans" })).toBeVisible();
    // The heading sits close under the menu, not below a band of white.
    const menu = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1, name: "Jeans" }).boundingBox())!;
    expect(heading.y - (menu.y + menu.height)).toBeLessThan(40);
    await expect(sizeChoices(page)).toHaveText(["28", "30", "32", "34", "36"]);
    await page.getByRole("group", { name: "Size", exact: true }).getByText("32", { exact: true }).click();
    await expect(page).toHaveURL(/size=32/);
    await expect(appliedFilters(page).getByRole("link", { name: "Remove filter: Size 32" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Colour", exact: true })).toBeVisible();
  });
});

test.describe("product cards with a mouse on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("a top's five sizes sit on one row, so the first row's Add to Cart is in the first screen", async ({ page }) => {
    // Searched for, so that pieces other tests add or sell first do not take the first row.
    await visit(page, `/shop?search=${encodeURIComponent("Lagos Lions Home Jersey")}`);
    const card = page.getByRole("article", { name: "Lagos Lions Home Jersey" });
    const sizes = card.getByRole("radiogroup", { name: /^Size for / }).locator("label");
    await expect(sizes).toHaveCount(5);
    const tops = await sizes.evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(card.getByRole("button", { name: /^Add to Cart/ })).toBeInViewport();
  });
});

test.describe("the shop's menu on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("names all nine categories of the sample shop, and brings the current one into view when it is past the screen's edge", async ({
    page,
  }) => {
    await visit(page, "/shop?category=Hat");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link")).toHaveText([
      "New In",
      "Shop All",
      "Jerseys",
      "T-Shirts",
      "Shirts",
      "Polos",
      "Hoodies",
      "Tank Tops",
      "Jeans",
      "Shorts",
      "Hats",
    ]);
    await menu.getByRole("link", { name: "Shorts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shorts" })).toBeVisible();
    await expect(products(page).first()).toContainText("Shorts");
    await page.goBack();
    const hats = menu.getByRole("link", { name: "Hats" });
    await expect(hats).toHaveAttribute("aria-current", "page");
    await expect(hats).toBeInViewport({ ratio: 1 });
  });

  test("marks a product's category as the shopper's place, not as the page itself", async ({ page }) => {
    const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent("Lagos Lions Home Jersey")}`);
    const jersey = (await found.json()).items.find((p: { name: string }) => p.name === "Lagos Lions Home Jersey");
    await visit(page, `/product/${jersey.id}`);
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link", { name: "Jerseys" })).toHaveAttribute("aria-current", "true");
    await expect(menu.locator("[aria-current]")).toHaveCount(1);
  });
});
