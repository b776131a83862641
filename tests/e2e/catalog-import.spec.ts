import type { Page } from "@playwright/test";
import { csvLine } from "../../src/platform/csv";
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

// Catalog CSV import (issue 14, decision 021): the owner uploads a spreadsheet of products on
// Admin → Products, reads each bad line, and imports the file fixed or only its valid products.

const HEADER = ["Handle", "Name", "Category", "Description", "Price (₦)", "Sale price (₦)", "Size", "Colour"];
const MORE = ["SKU", "Stock", "Status", "Image URLs"];

/** A sample product's image: new products must show an uploaded one. */
async function uploadedImage(page: Page): Promise<string> {
  const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent("Essential Cotton Crew Tee")}`);
  return (await found.json()).items[0].imageUrl;
}

/** The owner's file: two sizes of a new tee, then a product whose price is not a number (line 4). */
function ownersFile(name: string, image: string, brokenPrice: string) {
  const rows = [
    [...HEADER, ...MORE],
    ["owambe-tee", name, "T-Shirt", "Owambe party tee", "8500", "", "S", "Navy", "", "6", "Active", image],
    ["owambe-tee", "", "", "", "", "", "M", "Navy", "", "2", "", ""],
    ["", `${name} Broken`, "T-Shirt", "Half-typed row", brokenPrice, "", "M", "Navy", "", "1", "Active", image],
  ];
  return { name: "catalog.csv", mimeType: "text/csv", buffer: Buffer.from(rows.map(csvLine).join("")) };
}

const searchCount = async (page: Page, name: string) =>
  (await (await page.request.get(`/api/v1/products?search=${encodeURIComponent(name)}`)).json()).items.filter(
    (p: { name: string }) => p.name.startsWith(name),
  ).length;

test("the owner imports a CSV: a bad line is named and nothing changes, then the valid products go in and show in the shop", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const name = `Owambe Import Tee ${Date.now()}`;
  const file = ownersFile(name, await uploadedImage(page), "eight thousand");
  await visit(page, "/admin/products");

  // Import sits behind a button: with JavaScript it opens in a dialog over the list.
  await page.getByRole("link", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  const importForm = dialog.getByRole("region", { name: "Import CSV" });
  await importForm.getByLabel("CSV file").setInputFiles(file);
  // With JavaScript the file goes to the import API (with upload progress), not through a page post.
  const sent = page.waitForResponse(
    (res) => res.url().includes("/api/v1/admin/products.csv") && res.request().method() === "POST",
  );
  await importForm.getByRole("button", { name: "Import CSV" }).click();
  expect((await sent).status()).toBe(422);
  const refusal = importForm.getByRole("alert");
  await expect(refusal).toContainText("Nothing was imported: 1 line needs fixing.");
  await expect(refusal.getByRole("list", { name: "Lines to fix" }).getByRole("listitem")).toHaveText([
    "Line 4: Please enter the price in naira, e.g. 12500.00",
  ]);
  await expectNoSeriousA11yViolations(page);
  expect(await searchCount(page, name)).toBe(0);

  await importForm.getByLabel("Import only the valid rows").check();
  await importForm.getByRole("button", { name: "Import CSV" }).click();
  const done = importForm.getByRole("status");
  await expect(done).toContainText(
    "Imported 1 product (1 new, 0 updated) with 2 variants. 1 product was left out because of bad lines.",
  );
  await expect(done.getByRole("listitem")).toHaveText(["Line 4: Please enter the price in naira, e.g. 12500.00"]);
  // The list behind the dialog has reloaded with the new product.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Products" }).getByRole("article", { name })).toBeVisible();

  await visit(page, `/shop?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: `${name} Broken` })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner fixes the bad line and the server's answer says what was imported", async ({ page }) => {
    await signInAsAdmin(page);
    const name = `Eko Import Tee ${Date.now()}`;
    const image = await uploadedImage(page);
    await page.goto("/admin/products");
    // Without JavaScript the button opens the import form in the page.
    await page.getByRole("link", { name: "Import CSV" }).click();
    await expect(page).toHaveURL(/import=1/);
    const importForm = page.getByRole("region", { name: "Import CSV" });

    await importForm.getByLabel("CSV file").setInputFiles(ownersFile(name, image, "0"));
    await importForm.getByRole("button", { name: "Import CSV" }).click();
    await expect(page.getByRole("alert")).toContainText("Nothing was imported: 1 line needs fixing.");
    await expect(page.getByRole("list", { name: "Lines to fix" }).getByRole("listitem")).toHaveText([
      "Line 4: Price must be more than zero",
    ]);
    expect(await searchCount(page, name)).toBe(0);

    await page
      .getByRole("region", { name: "Import CSV" })
      .getByLabel("CSV file")
      .setInputFiles(ownersFile(name, image, "4000"));
    await page.getByRole("region", { name: "Import CSV" }).getByRole("button", { name: "Import CSV" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Imported" })).toHaveText(
      "Imported 2 products (2 new, 0 updated) with 3 variants.",
    );
    expect(await searchCount(page, name)).toBe(2);
  });
});
