import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/pages";
import { pngFile } from "./support/images";
import { expect, test } from "./support/test";

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);

test("a post an admin publishes with an image reaches the home page, its own page and /news, and leaves them when unpublished", async ({
  page,
  browser,
  baseURL,
}) => {
  const signedIn = await page.request.post("/api/v1/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  const title = `Jersey week in Lagos ${Date.now()}`;
  const body =
    "Every jersey ships free to Lagos this week, and the new Abuja Night training kit lands on Friday in every size from S to XXL, with matching shorts and socks.\n\nCome early: the first hundred orders get a free BAY cap.";
  await page.goto("/admin/news");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Body").fill(body);
  await page
    .getByLabel("Image (optional)")
    .setInputFiles(await pngFile("news.png", "#166534", { width: 1200, height: 800 }));
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "News post created")).toBeVisible();

  // A visitor without cookies: served the same cached pages as every other visitor.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  const today = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeZone: "Africa/Lagos" }).format(new Date());

  await visitor.goto("/");
  const news = visitor.getByRole("region", { name: "News" });
  const card = news.getByRole("article", { name: title });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText(today);
  await expect(card).toContainText("Every jersey ships free to Lagos this week");
  await expect(card).not.toContainText("free BAY cap");
  const image = card.locator("img");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}-\d+\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoSeriousA11yViolations(visitor);

  await card.getByRole("link", { name: title }).click();
  await expect(visitor).toHaveURL(/\/news\/[0-9a-f-]{36}$/);
  const postUrl = visitor.url();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(today)).toBeVisible();
  await expect(visitor.getByText("Come early: the first hundred orders get a free BAY cap.")).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} | BAY News`);
  const meta = (property: string) => visitor.locator(`meta[property="${property}"]`);
  await expect(meta("og:title")).toHaveAttribute("content", title);
  await expect(meta("og:description")).toHaveAttribute("content", /^Every jersey ships free to Lagos this week/);
  await expect(meta("og:image")).toHaveAttribute("content", new RegExp(`^${baseURL}/media/[0-9a-f]{32}-\\d+\\.webp$`));
  await expect(meta("og:url")).toHaveAttribute("content", postUrl);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", /^Every jersey ships free/);
  await expectNoSeriousA11yViolations(visitor);

  await visitor.goto("/");
  await visitor.getByRole("contentinfo").getByRole("link", { name: "News", exact: true }).click();
  await expect(visitor).toHaveURL(/\/news$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(visitor.getByRole("article", { name: title })).toContainText(today);
  await expectNoSeriousA11yViolations(visitor);

  await page.goto("/admin/news");
  await page.getByRole("button", { name: `Unpublish ${title}` }).click();
  await expect(toast(page, "News post unpublished")).toBeVisible();

  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 2, name: "Featured Products" })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  const gone = await visitor.goto(postUrl);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.goto("/news");
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitorContext.close();
});
