import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSidewaysOverflow } from "./support/admin-pages";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

// Issue 46 item 4: the products are a dense table (cards on a phone) with search, category, status, sort and
// pages in the address; each product opens its own page, whose stock is its grid's sum; Delete is apart.

/** As the admin, a tee of three sizes in Navy, L sold out (9 in stock in all), and an inactive cap: their names. */
async function twoProducts(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent("Essential Cotton Crew Tee")}`);
  const { imageUrl } = (await found.json()).items[0];
  const tag = `Adire${Date.now()}`;
  const post = async (data: Record<string, unknown>) => {
    const res = await page.request.post("/api/v1/admin/products", {
      headers: { origin },
      data: { description: "Made for the table.", imageUrl, ...data },
    });
    expect(res.status()).toBe(201);
  };
  await post({
    name: `${tag} Tee`,
    priceKobo: 9_500_00,
    category: "T-Shirt",
    sizes: ["S", "M", "L"],
    colors: ["Navy"],
    variants: [
      { size: "S", color: "Navy", stockQuantity: 4, sku: `${tag}-S` },
      { size: "M", color: "Navy", stockQuantity: 5 },
      { size: "L", color: "Navy", stockQuantity: 0 },
    ],
  });
  await post({ name: `${tag} Cap`, priceKobo: 6_000_00, category: "Hat", stockQuantity: 2, status: "Inactive" });
  return { tag, tee: `${tag} Tee`, cap: `${tag} Cap` };
}

const filters = (page: Page) => page.getByRole("search", { name: "Filter products" });

/** The whole page in one picture: a window as tall as the page (a full-page capture repeats the sticky top bar). */
async function screenshotWhole(page: Page, path: string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path, scale: "css" });
  await page.setViewportSize(viewport);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const desktop = viewport.width > 1000;
  test.describe(`the products list at ${viewport.width}×${viewport.height}`, () => {
    test.use(desktop ? { viewport, isMobile: false, hasTouch: false } : { viewport });

    test("a dense list filtered, sorted and paged by the address, each product opening its own page", async ({
      page,
      baseURL,
    }) => {
      await signInAsAdmin(page);
      const { tag, tee, cap } = await twoProducts(page, baseURL!);
      await visit(page, "/admin/products");
      await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
      // Import and Export are buttons, not a panel above the list.
      await expect(page.getByRole("link", { name: "Import CSV" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Import CSV" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
        "href",
        "/api/v1/admin/products.csv",
      );
      // The sample catalog and these two fill more than one page of 20.
      await expect(page.getByText(/^1–20 of \d+ products$/)).toBeVisible();
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(/^21–\d+ of \d+ products$/)).toBeVisible();
      await visit(page, "/admin/products");
      await expectNoSidewaysOverflow(page);
      if (!desktop) {
        // The search, the three lists and the ticks fit in a few rows: the first product starts in the first screen.
        const first = await page.getByRole("list", { name: "Products" }).getByRole("article").first().boundingBox();
        expect(first!.y).toBeLessThan(520);
      }
      await page.screenshot({ path: `test-results/46-products-table-${viewport.width}.png`, scale: "css" });

      await filters(page).getByLabel("Search products").fill(tag);
      await filters(page).getByLabel("Sort by").selectOption("Name: A-Z");
      await filters(page).getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/search=Adire\d+&category=&status=&sort=name-asc/);
      if (desktop) {
        const table = page.getByRole("table", { name: "Products table" });
        for (const heading of ["Product", "Category", "Price", "Stock", "Variants", "Status", "Actions"])
          await expect(table.getByRole("columnheader", { name: heading })).toBeInViewport();
        const rows = table.getByRole("row");
        await expect(rows).toHaveCount(3);
        await expect(rows.nth(1)).toContainText(cap);
        const teeRow = rows.nth(2);
        // The first cell is the row's tick box.
        await expect(teeRow.getByRole("checkbox", { name: `Tick ${tee}` })).toBeVisible();
        await expect(teeRow.getByRole("cell").nth(1)).toContainText(tee);
        await expect(teeRow.locator("img")).toHaveCount(1);
        await expect(teeRow.getByRole("cell").nth(2)).toHaveText("T-Shirt");
        await expect(teeRow.getByRole("cell").nth(3)).toHaveText("₦9,500");
        const stock = teeRow.getByRole("cell").nth(4).locator("span");
        await expect(stock).toHaveText(["9", "1 of 3 sold out"]);
        await expect(teeRow.getByRole("cell").nth(5)).toHaveText("3");
        await expect(teeRow.getByRole("cell").nth(6)).toHaveText("Active");
        await expect(page.getByRole("list", { name: "Products" })).toBeHidden();
      } else {
        const cards = page.getByRole("list", { name: "Products" }).getByRole("article");
        await expect(cards).toHaveCount(2);
        await expect(cards.nth(0)).toHaveAccessibleName(cap);
        const card = page.getByRole("article", { name: tee });
        await expect(card).toContainText("T-Shirt · 3 variants");
        await expect(card).toContainText("₦9,500");
        await expect(card.getByText("1 of 3 sold out")).toBeVisible();
        await expect(card).toContainText("Active");
        await expect(card.locator("img")).toHaveCount(1);
        await expect(page.getByRole("table", { name: "Products table" })).toBeHidden();
      }
      await expectNoSeriousA11yViolations(page);

      await filters(page).getByLabel("Status").selectOption("Inactive");
      await filters(page).getByRole("button", { name: "Filter" }).click();
      await expect(page.getByRole("link", { name: `Edit ${cap}` })).toBeVisible();
      await expect(page.getByRole("link", { name: `Edit ${tee}` })).toHaveCount(0);
      await filters(page).getByLabel("Category").selectOption("Jeans");
      await filters(page).getByRole("button", { name: "Filter" }).click();
      await expect(page.getByText("No products found")).toBeVisible();
      await filters(page).getByLabel("Category").selectOption("All");
      await filters(page).getByLabel("Status").selectOption("Active");
      await filters(page).getByRole("button", { name: "Filter" }).click();

      // Its own page: the stock is the grid's sum, read-only; Delete stands apart from the form's buttons.
      await page.getByRole("link", { name: `Edit ${tee}` }).click();
      await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}\?returnTo=/);
      await expect(page.getByRole("heading", { name: tee })).toBeVisible();
      const edit = page.getByRole("region", { name: "Edit Product" });
      // The price as the owner types it (whole naira), and the form's buttons within reach from the top of it.
      await expect(edit.getByLabel("Price", { exact: true })).toHaveValue("9500");
      await expect(edit.getByRole("button", { name: "Update Product" })).toBeInViewport();
      const total = edit.getByLabel("Stock Quantity");
      await expect(total).toHaveValue("9");
      await expect(total).not.toBeEditable();
      // Spelt as the shop spells it everywhere else.
      await expect(edit.getByRole("group", { name: "Colours" }).getByRole("checkbox", { name: "Navy" })).toBeChecked();
      await edit.getByLabel("Stock of L · Navy", { exact: true }).fill("6");
      await expect(total).toHaveValue("15");
      await expect(edit.getByRole("link", { name: "Delete product" })).toHaveCount(0);
      await expect(
        page.getByRole("region", { name: "Delete this product" }).getByRole("link", { name: "Delete product" }),
      ).toBeVisible();
      await expectNoSidewaysOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await screenshotWhole(page, `test-results/46-product-page-${viewport.width}.png`);
      await edit.getByRole("button", { name: "Update Product" }).click();
      await expect(page.getByRole("status").getByText("Product updated successfully")).toBeVisible();
      await expect(total).toHaveValue("15");

      // Back to the list as it was left: its search, status and sort.
      await page.getByRole("link", { name: "← Products" }).click();
      await expect(page).toHaveURL(/search=Adire\d+&category=&status=Active&sort=name-asc/);
      const shown = desktop ? page.getByRole("row").filter({ hasText: tee }) : page.getByRole("article", { name: tee });
      await expect(shown).toContainText("15");
      await expect(shown).not.toContainText("sold out");

      await visit(page, "/admin/products/new");
      const added = page.getByRole("region", { name: "Add New Product" });
      await expect(added.getByLabel("Stock Quantity")).toBeEditable();
      // Price is in naira, its sign in the box; on a phone it shares a row with the stock.
      const price = added.getByLabel("Price", { exact: true });
      await expect(price.locator("xpath=..")).toContainText("₦");
      const [priceBox, stockBox] = [await price.boundingBox(), await added.getByLabel("Stock Quantity").boundingBox()];
      if (!desktop) expect(Math.abs(priceBox!.y - stockBox!.y)).toBeLessThan(2);
      await expectNoSidewaysOverflow(page);
    });
  });
}
