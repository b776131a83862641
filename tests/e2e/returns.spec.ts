// Returns and exchanges (docs/product-rules.md#returns), on a phone: the shopper asks on their delivered order's
// page, the owner answers on the order's admin page and marks the parcel received, and the shopper reads the answer.
import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin-session";
import { placeOrder } from "./support/admin-pages";
import { latestMailTo } from "./support/mailbox";
import { expectNoSeriousA11yViolations, visit } from "./support/pages";
import { expect, test } from "./support/test";

const PHONE = { width: 390, height: 844 };
const REPLY = "Send it with GIG Logistics to 12 Allen Avenue, Ikeja, with your order number inside.";

/** A shopper's order, placed and marked Delivered by the owner; the shopper's browser signed in. */
async function deliveredOrder(browser: Browser, baseURL: string, owner: Page, javaScriptEnabled = true) {
  const email = `returns-${Date.now()}@example.ng`;
  const number = await placeOrder(owner, baseURL, { email, fullName: "Ngozi Okafor" });
  const listed = await (await owner.request.get(`/api/v1/admin/orders?search=${number}`)).json();
  const delivered = await owner.request.patch(`/api/v1/admin/orders/${listed.items[0].id}`, {
    data: { status: "Delivered" },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(delivered.status()).toBe(200);
  const shopper = await (await browser.newContext({ viewport: PHONE, javaScriptEnabled, baseURL })).newPage();
  const signedIn = await shopper.request.post("/api/v1/auth/login", {
    data: { email, password: "a-long-password-1" },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(signedIn.status()).toBe(200);
  return { number, email, shopper, orderId: listed.items[0].id as string };
}

test.use({ viewport: PHONE });

test("a shopper asks to exchange a piece that does not fit; the owner accepts, is mailed, and restocks it", async ({
  browser,
  baseURL,
  page,
}) => {
  await signInAsAdmin(page);
  const { number, email, shopper } = await deliveredOrder(browser, baseURL!, page);

  await visit(shopper, `/track-order/${number}`);
  const offer = shopper.getByRole("region", { name: "Return or exchange" });
  await expect(offer).toContainText("Not the right fit? Ask to return or exchange pieces until");
  await offer.getByRole("link", { name: "Return or exchange" }).click();
  // Sent empty, the form says what is missing beside each box, and sends nothing.
  await offer.getByRole("button", { name: "Send request" }).click();
  await expect(offer.getByText("Please choose a reason")).toBeVisible();
  await expect(offer.getByText("Please choose an exchange or a refund")).toBeVisible();
  await expectNoSeriousA11yViolations(shopper);
  // The order's one piece is ticked already.
  await expect(offer.getByRole("checkbox")).toBeChecked();
  await offer.getByLabel("Why are you sending it back?").selectOption("Too small");
  await offer.getByRole("radio", { name: /An exchange/ }).check();
  // The size wanted instead is chosen, not typed: the piece's other sizes and colours, sold out ones not offered.
  const swap = offer.getByLabel("For an exchange, swap for");
  const swaps = await swap.locator("option:not([disabled]):not([value=''])").allTextContents();
  expect(swaps.length).toBeGreaterThan(0);
  await swap.selectOption({ label: swaps[0] });
  await offer.getByLabel(/Anything we should know/).fill("One size up, please");
  await offer.getByRole("button", { name: "Send request" }).click();
  await expect(shopper.getByRole("status").getByText("Return request sent")).toBeVisible();
  const progress = shopper.getByRole("region", { name: "Your return" });
  await expect(progress).toContainText("Requested");
  await expect(progress).toContainText("We reply by e-mail and on this page.");
  await expect(progress).toContainText("“One size up, please”");
  await expect(progress).toContainText("Wanted instead:");

  // The owner finds it in Returns, with its count in the menu, and answers on the order.
  await visit(page, "/admin/returns");
  await page.locator("summary", { hasText: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Admin sections" });
  await expect(menu.getByRole("link", { name: /^Returns \d+ to answer$/ })).toBeVisible();
  const listed = page.getByRole("article", { name: `Return of order ${number}` });
  await expect(listed).toContainText("To answer");
  await expect(listed).toContainText("Too small · wants an exchange");
  await listed.getByRole("link", { name: number }).click();
  const panel = page.getByRole("region", { name: "Return" });
  await expect(panel).toContainText("1 ×");
  await expect(panel).toContainText(`→ wants ${swaps[0].replace(" · ", ", ")}`);
  await panel.getByRole("button", { name: "Decline" }).click();
  await expect(panel.getByText("Please tell the shopper why")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByLabel("Reply to the shopper").fill(REPLY);
  await panel.getByRole("button", { name: "Accept return" }).click();
  await expect(page.getByRole("status").getByText("Return accepted")).toBeVisible();
  await expect(panel).toContainText(REPLY);
  // The exchange to send starts from the size the shopper chose.
  const toSend = panel.getByRole("group", { name: "Send in exchange" }).getByRole("combobox");
  await expect(toSend.locator("option:checked")).toHaveText(new RegExp(`^${swaps[0]} —`));

  // The shop's mail worker sends the answer after the Delivered mail: wait for it to be the newest.
  const subject = `Your return for BAY order ${number} is accepted`;
  await expect.poll(async () => (await latestMailTo(page.request, email)).subject).toBe(subject);
  expect((await latestMailTo(page.request, email)).text).toContain(REPLY);

  // The parcel is back: its piece goes back on the shelf.
  const stockOf = async () => {
    const order = (await (await page.request.get(`/api/v1/admin/orders?search=${number}`)).json()).items[0];
    const product = await (await page.request.get(`/api/v1/products/${order.items[0].productId}`)).json();
    return product.variants.find((v: { id: string }) => v.id === order.items[0].variantId).stockQuantity;
  };
  const before = await stockOf();
  await panel.getByRole("button", { name: "Mark as received" }).click();
  await expect(page.getByRole("status").getByText("Return received, back in stock")).toBeVisible();
  expect(await stockOf()).toBe(before + 1);
  // Back, it is owed its exchange (or a refund): the overview's Needs you says so and leads to Returns.
  await visit(page, "/admin");
  await page.getByRole("link", { name: /returns? owed (its|their) exchange or refund/ }).click();
  await expect(page.getByRole("article", { name: `Return of order ${number}` })).toContainText("Exchange to send");
  await visit(page, `/admin/orders/${number}`);

  await visit(shopper, `/track-order/${number}`);
  await expect(progress).toContainText("Received");
  await expect(progress).toContainText("Your parcel is back with us: we are sending your exchange.");
  await expect(progress).toContainText(REPLY);

  // The size wanted is sold out, so the owner pays the piece back instead: once the order is paid, and no more
  // than its total, the refund is recorded, mailed and counted by the sales report.
  const refundBox = panel.getByLabel("Refunded to the shopper");
  await expect(refundBox).toHaveCount(0);
  await page.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByRole("status").getByText("Order marked as paid")).toBeVisible();
  // The shopper asked for an exchange: the refund waits behind "Refund instead".
  await expect(refundBox).toBeHidden();
  await panel.getByText("Refund instead").click();
  const total = (await (await page.request.get(`/api/v1/admin/orders?search=${number}`)).json()).items[0]
    .totalAmountKobo as number;
  await expect(refundBox).not.toHaveValue("");
  await refundBox.fill(String(total / 100 + 1));
  await panel.getByRole("button", { name: "Record refund" }).click();
  await expect(panel.getByText(/^A refund is at most the order's total, ₦/)).toBeVisible();
  await expect(refundBox).toHaveValue(String(total / 100 + 1));
  await expectNoSeriousA11yViolations(page);
  await refundBox.fill("5000");
  await panel.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByRole("status").getByText("Refund recorded")).toBeVisible();
  await expect(panel).toContainText("Refunded ₦5,000 on");
  await expect(panel.getByRole("button", { name: "Record refund" })).toHaveCount(0);
  const refundSubject = `Your refund of ₦5,000 for BAY order ${number}`;
  await expect.poll(async () => (await latestMailTo(page.request, email)).subject).toBe(refundSubject);
  await visit(page, "/admin");
  await expect(page.getByText(/Refunded for returns: ₦[\d,]+ \(\d+ returns?\)/)).toBeVisible();

  await visit(shopper, `/track-order/${number}`);
  await expect(progress).toContainText("Refunded");
  await expect(progress).toContainText("Your parcel is back with us, and we refunded you ₦5,000 on");
  await shopper.context().close();
});

test("without JavaScript, the return form is refused beside its boxes and then sent", async ({
  browser,
  baseURL,
  page,
}) => {
  await signInAsAdmin(page);
  const { number, shopper, orderId } = await deliveredOrder(browser, baseURL!, page, false);
  await shopper.goto(`/track-order/${number}?return`);
  const form = shopper.getByRole("region", { name: "Return or exchange" });
  await form.getByRole("checkbox").uncheck();
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByText("Please tick what you are sending back")).toBeVisible();
  await expect(form.getByText("Please choose a reason")).toBeVisible();
  await form.getByRole("checkbox").check();
  await form.getByLabel("Why are you sending it back?").selectOption("Faulty or damaged");
  await form.getByRole("radio", { name: "A refund" }).check();
  await form.getByRole("button", { name: "Send request" }).click();
  const progress = shopper.getByRole("region", { name: "Your return" });
  await expect(progress).toContainText("Requested");
  await expect(progress).toContainText("Faulty or damaged · A refund");
  await shopper.context().close();

  // Back with the owner, the refund waits for the pay-on-delivery order to be marked paid, and says so.
  const origin = { origin: new URL(baseURL!).origin };
  for (const [path, data] of [
    [`/api/v1/admin/orders/${orderId}/return`, { decision: "accept", reply: "A courier collects it." }],
    [`/api/v1/admin/orders/${orderId}/return/received`, { restock: false }],
  ] as const) {
    const done = await page.request.fetch(path, {
      method: path.endsWith("received") ? "POST" : "PUT",
      data,
      headers: origin,
    });
    expect(done.status()).toBe(200);
  }
  await visit(page, `/admin/orders/${number}`);
  const panel = page.getByRole("region", { name: "Return" });
  await expect(panel).toContainText("The order is not marked as paid: once it is, record its refund here.");
  await expect(panel.getByRole("button", { name: "Record refund" })).toHaveCount(0);
});

test("the owner sends an exchange in another size from the order's page; the shopper reads what is on its way", async ({
  browser,
  baseURL,
  page,
}) => {
  await signInAsAdmin(page);
  const { number, email, shopper, orderId } = await deliveredOrder(browser, baseURL!, page);
  const origin = { origin: new URL(baseURL!).origin };
  const asked = await shopper.request.post(`/api/v1/orders/${number}/return`, {
    data: { items: [{ line: 0, quantity: 1 }], reason: "Too small", wants: "exchange", note: "One size up" },
    headers: origin,
  });
  expect(asked.status()).toBe(201);
  const accepted = await page.request.put(`/api/v1/admin/orders/${orderId}/return`, {
    data: { decision: "accept", reply: "A courier collects it when it brings the new size." },
    headers: origin,
  });
  expect(accepted.status()).toBe(200);

  await visit(page, `/admin/orders/${number}`);
  const panel = page.getByRole("region", { name: "Return" });
  const pieces = panel.getByRole("group", { name: "Send in exchange" });
  await panel.getByRole("button", { name: "Send the exchange" }).click();
  await expect(panel.getByText("Please choose what to send for each piece")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Another size or colour of the same product, one that is in stock.
  const choice = pieces.getByRole("combobox");
  const offered = await choice
    .locator("option:not([disabled]):not([value=''])")
    .evaluateAll((options) =>
      options.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent ?? "" })),
    );
  const sent = offered.at(-1)!;
  await choice.selectOption(sent.value);
  await panel.getByLabel("Courier (optional)").fill("GIG Logistics");
  await panel.getByRole("button", { name: "Send the exchange" }).click();
  await expect(panel.getByText("Please enter the tracking number")).toBeVisible();
  await expect(choice).toHaveValue(sent.value);
  await panel.getByLabel("Tracking number (optional)").fill("GIG-778899");
  await panel.getByRole("button", { name: "Send the exchange" }).click();
  await expect(page.getByRole("status").getByText("Exchange sent")).toBeVisible();
  await expect(panel).toContainText("Exchange sent");
  await expect(panel).toContainText("GIG Logistics · GIG-778899");
  await expect(panel.getByRole("button", { name: "Send the exchange" })).toHaveCount(0);
  // The exchange's parcel has its own slip: the piece sent, to the order's address.
  await panel.getByRole("link", { name: "Print exchange slip" }).click();
  const slip = page.getByRole("region", { name: "Packing slip" });
  await expect(slip).toContainText("Exchange slip");
  await expect(slip).toContainText(`Exchange for ${number}`);
  await expect(slip).toContainText(/Sent \d{1,2} \w{3} \d{4}/);
  await expect(slip).toContainText(sent.text.split(" —")[0].replace(" · ", " / "));
  // The orders list marks the order with where its return stands, linked to it.
  await visit(page, `/admin/orders?search=${number}`);
  await expect(
    page.getByRole("article", { name: number }).getByRole("link", { name: "Return: Exchange sent" }),
  ).toBeVisible();

  const subject = `Your exchange for BAY order ${number} is on its way`;
  await expect.poll(async () => (await latestMailTo(page.request, email)).subject).toBe(subject);
  await visit(shopper, `/track-order/${number}`);
  const progress = shopper.getByRole("region", { name: "Your return" });
  await expect(progress).toContainText("Exchange sent");
  await expect(progress).toContainText("with GIG Logistics, tracking number GIG-778899");
  await expect(progress).toContainText("On its way to you");
  await shopper.context().close();
});
