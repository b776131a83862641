// Issue 13, decision 015: a signed-in shopper gets the shared render of the shop and product pages,
// then their own header, counts and hearts from /personal-state, without a hydration mismatch, and
// never another shopper's.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SAMPLE_TEE, shopperFillsCart } from "./support/shopper";

/** Collects React's hydration complaints (a mismatch between the server's HTML and the first render). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/hydrat|did not match/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/hydrat|did not match|Minified React error #418|#423/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

test("two shoppers on the same shared product page each see only their own name, cart and hearts", async ({
  page,
  browser,
}) => {
  const ada = { page, errors: hydrationErrors(page) };
  await shopperFillsCart(ada.page, { name: "Ada Shared", size: "M" });
  const productUrl = await (async () => {
    await ada.page.getByRole("link", { name: SAMPLE_TEE, exact: true }).first().click();
    await expect(ada.page).toHaveURL(/\/product\//);
    await expect(ada.page.getByRole("heading", { level: 1, name: SAMPLE_TEE, exact: true })).toBeVisible();
    return new URL(ada.page.url()).pathname;
  })();
  await ada.page.getByRole("button", { name: `Add ${SAMPLE_TEE} to wishlist` }).click();
  await expect(ada.page.getByRole("button", { name: `Remove ${SAMPLE_TEE} from wishlist` })).toBeVisible();

  const otherContext = await browser.newContext();
  const bolaPage = await otherContext.newPage();
  const bola = { page: bolaPage, errors: hydrationErrors(bolaPage) };
  await shopperFillsCart(bola.page, { name: "Bola Shared", size: "L" });
  await bola.page.getByRole("link", { name: "Cart, 1 item" }).waitFor();

  // Interleaved fresh loads of the one page: each header and heart is its own shopper's.
  for (let round = 0; round < 2; round++) {
    for (const [shopper, first, hearted] of [
      [ada, "Ada", true],
      [bola, "Bola", false],
    ] as const) {
      await shopper.page.goto(productUrl);
      await expect(shopper.page.locator(`summary[aria-label="Account menu for ${first}"]`)).toBeVisible();
      await expect(shopper.page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      await expect(
        shopper.page.getByRole("button", {
          name: `${hearted ? "Remove" : "Add"} ${SAMPLE_TEE} ${hearted ? "from" : "to"} wishlist`,
        }),
      ).toBeVisible();
      // Signed in and without a review here: the write form, not the sign-in box.
      await expect(shopper.page.getByRole("button", { name: "Submit Review" })).toBeVisible();
      await expect(shopper.page.getByText("Please sign in to leave a review")).toHaveCount(0);
    }
  }
  await expect(ada.page.locator(`summary[aria-label="Account menu for Bola"]`)).toHaveCount(0);
  expect([...ada.errors, ...bola.errors]).toEqual([]);
  await otherContext.close();
});
