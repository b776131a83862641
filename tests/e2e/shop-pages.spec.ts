// Issue 45 item 8: the shop's returns, delivery, size guide, privacy, terms, about and FAQ pages, written by the
// owner, linked in the footer and beside the product's buy button (the size guide beside its sizes); WhatsApp
// questions about a product.
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin-session";
import { expectNoSeriousA11yViolations, openProduct, visit } from "./support/pages";
import { expect, test } from "./support/test";

const PAGES = ["Returns & exchanges", "Delivery", "Size guide", "Privacy policy", "Terms of sale", "About us", "FAQ"];
const PRODUCT = "Classic Slim Fit Jeans";

/** The admin's editor for one page; gives back the text it had, to put back afterwards. */
async function writePage(page: Page, title: string, text: string): Promise<string> {
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const box = page.getByLabel("Text");
  const before = await box.inputValue();
  await box.fill(text);
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(page.getByText(text.trim() ? `${title} saved` : `${title} hidden from the shop`)).toBeVisible();
  return before;
}

async function setSettings(page: Page, values: Record<string, string>) {
  await page.goto("/admin/settings");
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Store settings saved")).toBeVisible();
}

test.describe("shop pages on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a new shop has no pages until the owner publishes the suggested texts; then the product page links delivery, returns and the size guide, and the footer all seven", async ({
    browser,
    page,
  }) => {
    await openProduct(page, PRODUCT);
    const buyArea = page.getByRole("main");
    await expect(buyArea.getByRole("link", { name: "Returns & exchanges" })).toHaveCount(0);
    // The shop's returns rule is said beside the buy button all the same, linked once the page is written.
    await expect(buyArea.getByText("Within 7 days of delivery")).toBeVisible();
    // Help starts with tracking an order, which needs no page of the owner's.
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Help" }).getByRole("link")).toHaveText([
      "Track your order",
    ]);
    expect((await page.goto("/pages/returns"))?.status()).toBe(404);

    const owner = await browser.newPage();
    await signInAsAdmin(owner);
    for (const title of PAGES) {
      await owner.goto("/admin/pages");
      await expect(owner.getByText("Not written yet: hidden from shoppers")).toHaveCount(
        PAGES.length - PAGES.indexOf(title),
      );
      await owner.getByRole("link", { name: `Edit ${title}` }).click();
      await expect(owner.getByText("This page is not on your shop yet.")).toBeVisible();
      await expect(owner.getByLabel("Text")).not.toHaveValue("");
      await owner.getByRole("button", { name: "Save Page" }).click();
      await expect(owner.getByText(`${title} saved`)).toBeVisible();
    }
    await owner.close();

    await openProduct(page, PRODUCT);
    await expect(buyArea.getByRole("link", { name: "Delivery", exact: true })).toHaveAttribute(
      "href",
      "/pages/delivery",
    );
    // No WhatsApp number yet: nothing to ask on.
    await expect(page.getByRole("link", { name: "Ask on WhatsApp" })).toHaveCount(0);

    // The size guide sits beside the sizes it explains; the group keeps its name.
    await page.getByRole("radiogroup", { name: "Size", exact: true }).getByRole("link", { name: "Size guide" }).click();
    await expect(page).toHaveURL(/\/pages\/size-guide$/);
    const jeans = page.getByRole("table").filter({ hasText: "Waist (cm)" });
    await expect(jeans.getByRole("row", { name: /^32 / })).toContainText("81");
    await expectNoSeriousA11yViolations(page);
    await openProduct(page, PRODUCT);

    await buyArea.getByRole("link", { name: "Returns & exchanges" }).click();
    await expect(page).toHaveURL(/\/pages\/returns$/);
    await expect(page.getByRole("heading", { level: 1, name: "Returns & exchanges" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How to return an item" })).toBeVisible();
    await expect(page.getByText("7 days", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Returns & exchanges | BAY");

    const help = page.getByRole("contentinfo").getByRole("navigation", { name: "Help" });
    await expect(help.getByRole("link")).toHaveText(["Track your order", ...PAGES]);
    // Paystack is configured in these tests, so the card brands show.
    await expect(page.getByRole("contentinfo")).toContainText("Mastercard");
    await expectNoSeriousA11yViolations(page);

    await help.getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How do I pay?" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("the owner rewrites a page in simple Markdown, and takes another off the shop", async ({ browser, page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/pages");
    await expect(page.getByRole("heading", { name: "Pages" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(PAGES.length);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Edit Privacy policy" }).click();
    await expect(page.getByRole("heading", { name: "Edit Privacy policy" })).toBeVisible();
    await expect(page.getByLabel("Text")).toHaveValue(/Nigeria Data Protection Act 2023/);
    await expectNoSeriousA11yViolations(page);
    const returns = await writePage(
      page,
      "Returns & exchanges",
      [
        "## Easy returns",
        "Return **within 14 days**.",
        "",
        "- Unworn, with tags",
        "- [Write to us](mailto:help@bay.ng)",
        "",
        "<script>document.title = 'owned'</script>",
      ].join("\n"),
    );
    const faq = await writePage(page, "FAQ", "");
    try {
      const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
      await visit(visitor, "/pages/returns");
      await expect(visitor.getByRole("heading", { level: 2, name: "Easy returns" })).toBeVisible();
      await expect(visitor.locator("strong", { hasText: "within 14 days" })).toBeVisible();
      await expect(visitor.getByRole("listitem").filter({ hasText: "Unworn, with tags" })).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Write to us" })).toHaveAttribute("href", "mailto:help@bay.ng");
      // The owner's markup is shown as typed, never run.
      await expect(visitor.getByText("<script>document.title = 'owned'</script>")).toBeVisible();
      await expect(visitor).toHaveTitle("Returns & exchanges | BAY");

      const help = visitor.getByRole("contentinfo").getByRole("navigation", { name: "Help" });
      await expect(help.getByRole("link")).toHaveText([
        "Track your order",
        ...PAGES.filter((title) => title !== "FAQ"),
      ]);
      expect((await visitor.goto("/pages/faq"))?.status()).toBe(404);
      await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await visitor.close();
    } finally {
      await writePage(page, "Returns & exchanges", returns);
      await writePage(page, "FAQ", faq);
    }
  });

  test("with the owner's WhatsApp number, a product page offers Ask on WhatsApp about that product; only the social pages set are shown", async ({
    browser,
    page,
  }) => {
    await signInAsAdmin(page);
    await setSettings(page, { "WhatsApp number": "0803 555 0102", Instagram: "https://www.instagram.com/bay.ng" });
    try {
      const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
      await openProduct(visitor, PRODUCT);
      const ask = visitor.getByRole("link", { name: "Ask on WhatsApp" });
      const href = new URL((await ask.getAttribute("href"))!);
      expect(href.origin + href.pathname).toBe("https://wa.me/2348035550102");
      expect(href.searchParams.get("text")).toMatch(
        new RegExp(`^Hello, I have a question about ${PRODUCT}: http://127\\.0\\.0\\.1:\\d+/product/[0-9a-f-]{36}$`),
      );
      const box = await ask.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      const footer = visitor.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "BAY on Instagram" })).toHaveAttribute(
        "href",
        "https://www.instagram.com/bay.ng",
      );
      await expect(footer.getByRole("link", { name: /^BAY on / })).toHaveCount(1);
      await visitor.close();
    } finally {
      await setSettings(page, { "WhatsApp number": "", Instagram: "" });
    }
  });
});

test.describe("shop pages on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the footer lists the shop's pages beside its categories", async ({ page }) => {
    await visit(page, "/pages/delivery");
    await expect(page.getByRole("heading", { level: 1, name: "Delivery" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    const shop = await footer.getByRole("navigation", { name: "Shop" }).boundingBox();
    const help = await footer.getByRole("navigation", { name: "Help" }).boundingBox();
    expect(Math.abs(shop!.y - help!.y)).toBeLessThan(2);
    expect(help!.x).toBeGreaterThan(shop!.x);
    await expect(page.getByRole("navigation", { name: "More help" }).getByRole("link")).toHaveText(
      PAGES.filter((title) => title !== "Delivery"),
    );
  });
});
