import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The rules whose impact axe declares minor or moderate, read from axe itself after the run's first scan:
 * they can never fail the check below, and skipping them (the landmark rules above all) halves a scan.
 */
let rulesBelowSerious: string[] | undefined;

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast caught mid-fade has a see-through colour that axe reads as poor contrast; judge settled styles.
  // A constructed style sheet, not a <style> tag: the page's Content-Security-Policy refuses inline styles.
  await page.evaluate(() => {
    const settledStyles = new CSSStyleSheet();
    settledStyles.replaceSync("*, *::before, *::after { animation: none !important; transition: none !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, settledStyles];
  });
  const results = await new AxeBuilder({ page }).disableRules(rulesBelowSerious ?? []).analyze();
  rulesBelowSerious ??= await page.evaluate(() =>
    (window as unknown as { axe: { _audit: { rules: Array<{ id: string; impact?: string }> } } }).axe._audit.rules
      .filter((rule) => rule.impact === "minor" || rule.impact === "moderate")
      .map((rule) => rule.id),
  );
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Waits until the page's scripts have taken over (the root layout marks it), so that what they do
 * (menus, carousels, fetchers) works. Without JavaScript the page stays as the server sent it.
 */
export async function hydrated(page: Page) {
  // One question to the browser, asked until true: a page without React Router's scripts has nothing to wait for.
  // A section whose script comes after the page's (the product page's reviews) has hydrated too.
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) ||
      (document.documentElement.hasAttribute("data-hydrated") && !document.querySelector("[data-script-pending]")),
  );
}

/** Opens a page as a shopper would and waits until its scripts have taken over; the server's answer. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/** Waits until a client-side navigation (a filter or sort change) has rendered its page. */
export async function settled(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

/** Opens a product page the way a shopper does: search the shop, follow the product's link. */
export async function openProduct(page: Page, name: string) {
  await visit(page, `/shop?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).first().click();
  // Exactly the product's name: the search's own heading ("Results for …") holds it too.
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/product\//);
}

/** The price a shopper pays on each card, in naira, in page order (the sale price comes first). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole("region", { name: "Products" }).getByRole("article").allInnerTexts();
  return texts.map((t) => {
    const match = t.match(/₦\s?([\d,]+(?:\.\d{2})?)/);
    if (!match) throw new Error(`no price on card: ${t}`);
    return Number(match[1].replace(/,/g, ""));
  });
}
