import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { formatLongDate } from "../../src/shop/dates";
import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin-session";
import { latestMailTo } from "./support/mailbox";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";

// Back-in-stock alerts and the admin's variant grid (issue 14), in a real browser with the shop's
// mail going by SMTP to a mailbox the test reads.

type Cell = { size: string; color: string; stockQuantity: number };

/** An admin in a browser of their own, and a product they made through the API with this grid. */
async function adminWithProduct(browser: Browser, baseURL: string, name: string, grid: Cell[]) {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAsAdmin(admin);
  const found = await admin.request.get(`/api/v1/products?search=${encodeURIComponent("Essential Cotton Crew Tee")}`);
  const { imageUrl } = (await found.json()).items[0];
  const created = await admin.request.post("/api/v1/admin/products", {
    headers: { origin: new URL(baseURL).origin },
    data: {
      name,
      description: "A jersey for match day.",
      priceKobo: 18_000_00,
      category: "Jersey",
      imageUrl,
      sizes: [...new Set(grid.map((c) => c.size))],
      colors: [...new Set(grid.map((c) => c.color))],
      variants: grid,
    },
  });
  expect(created.status()).toBe(201);
  const { product } = await created.json();
  return { admin, productId: product.id as string };
}

/** Admin → Products → Edit: types a cell's stock in the variant grid and saves. */
async function restockInGrid(admin: Page, name: string, cell: string, stock: number) {
  await admin.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await admin.getByRole("link", { name: `Edit ${name}` }).click();
  const edit = admin.getByRole("region", { name: "Edit Product" });
  await edit.getByLabel(`Stock of ${cell}`, { exact: true }).fill(String(stock));
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(admin.getByRole("status").getByText("Product updated successfully")).toBeVisible();
}

test("a visitor asks for a sold-out size, signs up on the way, and the restock mail's link sells it", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Super Eagles Alert Jersey ${Date.now()}`;
  const { admin, productId } = await adminWithProduct(browser, baseURL!, name, [
    { size: "S", color: "Navy", stockQuantity: 6 },
    { size: "M", color: "Navy", stockQuantity: 0 },
    { size: "L", color: "Navy", stockQuantity: 0 },
  ]);

  // Signed out: the offer is there for everyone; asking sends the visitor to sign in and back.
  await visit(page, `/product/${productId}`);
  const offer = page.getByRole("region", { name: "Waiting for a sold-out size or colour?" });
  await offer.getByLabel("Sold out").selectOption({ label: "M, Navy" });
  await offer.getByRole("button", { name: "E-mail me when it's back" }).click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`/product/${productId}?size=M&color=Navy`);
  await expect(page.getByText("Please sign in to get an e-mail when it's back").first()).toBeVisible();
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const email = `alert-${randomBytes(4).toString("hex")}@example.ng`;
  await page.getByLabel("Full Name", { exact: true }).fill("Chioma Eze");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("shopper-pass-1");
  await page.getByLabel("Phone Number", { exact: true }).fill("0803 123 4567");
  await page.getByRole("button", { name: "Sign Up" }).click();

  // Back on the product with M in Navy chosen: one click subscribes, in the background.
  await expect(page).toHaveURL(new RegExp(`/product/${productId}\\?size=M&color=Navy$`));
  await expect(page.getByText("Out of Stock").first()).toBeVisible();
  const chosen = page.getByRole("region", { name: "Sold out in this size and colour" });
  await expect(chosen.getByLabel("Sold out").locator("option:checked")).toHaveText("M, Navy");
  await chosen.getByRole("button", { name: "E-mail me when it's back" }).click();
  await expect(chosen.getByRole("status")).toHaveText("We'll e-mail you when M, Navy is back");
  await expectNoSeriousA11yViolations(page);
  await chosen.getByRole("button", { name: "E-mail me when it's back" }).click();
  await expect(chosen.getByRole("status")).toHaveText("We'll e-mail you when M, Navy is back");
  await chosen.getByLabel("Sold out").selectOption({ label: "L, Navy" });
  await chosen.getByRole("button", { name: "E-mail me when it's back" }).click();
  await expect(chosen.getByRole("status")).toHaveText("We'll e-mail you when L, Navy is back");
  await expect(page).toHaveURL(new RegExp(`/product/${productId}\\?size=M&color=Navy$`));

  // Settings lists both once; the shopper cancels the L.
  await page.goto("/settings");
  const alerts = page.getByRole("region", { name: "Back-in-stock alerts" });
  await expect(alerts.getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await expect(alerts.getByRole("listitem").filter({ hasText: "Size M, Colour Navy" })).toContainText(name);
  await alerts.getByRole("button", { name: `Cancel the alert for ${name} (Size L, Colour Navy)` }).click();
  await expect(page.getByRole("status").getByText("We won't e-mail you about it")).toBeVisible();
  await expect(alerts.getByRole("listitem")).toHaveCount(1);

  // The owner restocks M in Navy in the grid; the mail arrives with a link to that size and colour.
  await restockInGrid(admin, name, "M · Navy", 4);
  const mail = await latestMailTo(page.request, email);
  expect(mail.subject).toBe(`${name} is back in stock at BAY`);
  expect(mail.text).toContain("Hello Chioma Eze,");
  const link = mail.text.match(/https?:\/\/\S+/)![0];
  await visit(page, link);
  await expect(page).toHaveURL(new RegExp(`/product/${productId}\\?size=M&color=Navy$`));
  const sizes = page.getByRole("radiogroup", { name: "Size", exact: true });
  await expect(sizes.getByRole("radio", { name: "M", exact: true })).toBeChecked();
  await expect(page.getByText("Only 4 left")).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item added to cart" }).first()).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("main").getByText(name).first()).toBeVisible();
  await expect(page.getByRole("main").getByText("Size: M")).toBeVisible();

  // The alert is done and shows as sent, with its date; the cancelled one sent nothing when L was restocked too.
  await restockInGrid(admin, name, "L · Navy", 2);
  await page.goto("/settings");
  await expect(alerts.getByText("No alerts.")).toBeVisible();
  const sent = alerts.getByRole("list", { name: "Sent alerts" }).getByRole("listitem");
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(name);
  await expect(sent).toContainText("Size M, Colour Navy");
  await expect(sent).toContainText(`Sent on ${formatLongDate(new Date())}`);
  const mails = await (
    await page.request.get(`http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/mails?to=${encodeURIComponent(email)}`)
  ).json();
  expect(mails.filter((m: { subject: string }) => m.subject.includes("back in stock"))).toHaveLength(1);
});

test("the admin edits a variant's stock in the grid and the product page shows it for that size and colour", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Grid Edit Jersey ${Date.now()}`;
  const { admin, productId } = await adminWithProduct(browser, baseURL!, name, [
    { size: "M", color: "Navy", stockQuantity: 3 },
    { size: "M", color: "Black", stockQuantity: 0 },
    { size: "L", color: "Navy", stockQuantity: 2 },
    { size: "L", color: "Black", stockQuantity: 1 },
  ]);
  await restockInGrid(admin, name, "L · Black", 12);

  await visit(page, `/product/${productId}`);
  await page.getByRole("radiogroup", { name: "Colour", exact: true }).getByText("Black", { exact: true }).click();
  const sizes = page.getByRole("radiogroup", { name: "Size", exact: true });
  await expect(sizes.getByRole("radio", { name: "M (sold out)" })).toBeEnabled();
  await sizes.getByText("L", { exact: true }).click();
  await expect(page.getByText("In stock", { exact: true })).toBeVisible();
  await page.getByRole("radiogroup", { name: "Colour", exact: true }).getByText("Navy", { exact: true }).click();
  await expect(page.getByText("Only 2 left")).toBeVisible();
});
