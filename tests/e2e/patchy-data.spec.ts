// Issue 50: made for patchy mobile data. Installable, readable offline, lighter on Save-Data, shared on
// WhatsApp, as a shopper's Chromium on a phone sees it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { hydrated, openProduct, visit } from "./support/pages";
import { shopperWithOneItem } from "./support/checkout-setup";

// The service worker is the subject here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

/** Waits until the shop's service worker controls the page (it claims the page that installed it). */
async function underServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/** Every address kept in any of the page's caches. */
async function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/** The product pages the shop lists first: their addresses and names. */
async function firstProducts(page: Page, count: number): Promise<{ href: string; name: string }[]> {
  await visit(page, "/shop");
  const links = page
    .getByRole("region", { name: "Products" })
    .getByRole("article")
    .getByRole("heading")
    .getByRole("link");
  const found: { href: string; name: string }[] = [];
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    found.push({ href: (await link.getAttribute("href"))!, name: (await link.innerText()).trim() });
  }
  return found;
}

test("the manifest and its icons load and pass Chromium's installability check", async ({ page, request, baseURL }) => {
  await visit(page, "/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const answer = await request.get("/manifest.webmanifest");
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ name: "BAY", short_name: "BAY", start_url: "/", display: "standalone" });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  }
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );

  // Chromium never offers to install from an incognito window, which every test context is: the check
  // runs in a browser profile of its own.
  const { launchOptions, ...device } = test.info().project.use;
  const profile = await mkdtemp(path.join(tmpdir(), "bay-install-"));
  const browser = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...device,
    baseURL,
    serviceWorkers: "allow",
  });
  try {
    const installing = browser.pages()[0] ?? (await browser.newPage());
    await visit(installing, "/");
    await underServiceWorker(installing);
    const cdp = await browser.newCDPSession(installing);
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("product pages opened are readable offline, other pages get the offline page", async ({ page, context }) => {
  const products = await firstProducts(page, 4);
  await underServiceWorker(page);
  const [kept, notVisited] = [products.slice(0, 3), products[3]];
  for (const product of kept) {
    await visit(page, product.href);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  }
  await expect
    .poll(async () => (await cachedAddresses(page)).filter((path) => path.startsWith("/product/")).sort())
    .toEqual(kept.map((p) => p.href).sort());

  await context.setOffline(true);
  for (const product of kept) {
    await page.goto(product.href);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  }
  await page.goto(notVisited.href);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  const saved = page.getByRole("list", { name: "Saved products" });
  for (const product of kept) await expect(saved.getByRole("link", { name: product.name })).toBeVisible();
  await expect(saved.getByRole("link")).toHaveCount(3);
  // A link of the offline page opens the kept copy.
  await saved.getByRole("link", { name: kept[0].name }).click();
  await expect(page.getByRole("heading", { level: 1, name: kept[0].name })).toBeVisible();
  await context.setOffline(false);
});

test("checkout says it is offline and keeps what was typed", async ({ page, context, baseURL }) => {
  await shopperWithOneItem(page, baseURL!);
  await visit(page, "/checkout");
  await underServiceWorker(page);
  await page.getByLabel("Full Name", { exact: true }).fill("Ngozi Eze");
  await page.getByLabel("Address", { exact: true }).fill("12 Allen Avenue");
  await page.getByLabel("City", { exact: true }).fill("Ikeja");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You are offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue("Ngozi Eze");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("12 Allen Avenue");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Ikeja");
  await context.setOffline(false);
  await expect(page.getByRole("alert").filter({ hasText: "You are offline" })).toHaveCount(0);
});

test("nothing a signed-in shopper opens is kept by the service worker", async ({ page, baseURL }) => {
  await shopperWithOneItem(page, baseURL!, "Kemi Adeyemi");
  await visit(page, "/");
  await underServiceWorker(page);
  const [product] = await firstProducts(page, 1);
  for (const path of ["/cart", "/checkout", "/order-history", "/settings", "/wishlist", product.href]) {
    await visit(page, path);
  }
  await page.evaluate(() => fetch("/personal-state").then((r) => r.text()));
  await page.evaluate(() => fetch("/api/v1/cart").then((r) => r.text()));
  const kept = await cachedAddresses(page);
  expect(kept.filter((path) => !path.startsWith("/assets/") && !path.startsWith("/media/"))).toEqual(["/offline"]);
  // The kept offline page was asked for without the session: it names nobody.
  const offline = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname === "/offline") return (await cache.match(request))!.text();
      }
    }
    return "";
  });
  expect(offline).toContain("You are offline");
  expect(offline).not.toContain("Kemi");
});

/** Bytes the page's first view took over the wire (headers and bodies), measured by the browser. */
async function firstViewBytes(context: BrowserContext, path: string): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await page.close();
  return bytes;
}

test("with Save-Data: on the first view of /shop weighs at most half", async ({ browser, baseURL }) => {
  const options = { ...test.info().project.use, baseURL, serviceWorkers: "block" as const };
  const full = await browser.newContext(options);
  const light = await browser.newContext({ ...options, extraHTTPHeaders: { "Save-Data": "on" } });
  const fullBytes = await firstViewBytes(full, "/shop");
  const lightBytes = await firstViewBytes(light, "/shop");
  test.info().annotations.push({ type: "bytes", description: `/shop full ${fullBytes}, Save-Data ${lightBytes}` });
  console.log(`/shop first view: ${fullBytes} bytes; with Save-Data: on ${lightBytes} bytes`);
  expect(lightBytes).toBeLessThanOrEqual(fullBytes / 2);
  await full.close();
  await light.close();
});

test("the footer's Data saver switch gives the lighter page, without JavaScript too", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...test.info().project.use, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/shop");
  // The card's picture sits in a link hidden from the accessibility tree (its name link follows).
  const firstPicture = page.getByRole("region", { name: "Products" }).locator("article img").first();
  await expect(firstPicture).toHaveAttribute("srcset", /320w/);
  await page.getByRole("button", { name: "Data saver" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("button", { name: "Data saver" })).toHaveAttribute("aria-pressed", "true");
  await expect(firstPicture).not.toHaveAttribute("srcset", /./);
  await expect(firstPicture).toHaveAttribute("src", /-320\.webp$/);
  await page.getByRole("button", { name: "Data saver" }).click();
  await expect(page.getByRole("button", { name: "Data saver" })).toHaveAttribute("aria-pressed", "false");
  await context.close();
});

test("the Share button shares the product's name, price and address", async ({ page, baseURL }) => {
  await openProduct(page, "Eko Derby Away Jersey");
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  const address = `${baseURL}${new URL(page.url()).pathname}`;
  const text = `Eko Derby Away Jersey, ₦21,500\n${address}`;
  const share = page.getByRole("link", { name: "Share" });
  await expect(share).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(text)}`);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /^₦21,500 · /);
  await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute("content", "21500.00");
  await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute("content", "NGN");

  // Where the browser has the Web Share API, the phone's own share sheet gets the same.
  await page.evaluate(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data) });
  });
  await share.click();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
    { title: "Eko Derby Away Jersey", text: "Eko Derby Away Jersey, ₦21,500", url: address },
  ]);
});
