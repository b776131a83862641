// Back-in-stock alerts (issue 14): a shopper waits for a sold-out size and colour; when it has stock
// again, each one waiting gets exactly one mail through the outbox, with a link to that size and colour.
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { mailOutbox, products, productVariants, stockAlerts } from "../../../src/server/schema";
import { publicOrigin } from "../../../src/platform/public-origin";
import { DEFAULT_STORE_NAME, MAX_STOCK_ALERTS_PER_SHOPPER } from "../../../src/shop/constants";
import { TOO_MANY_ALERTS } from "../../../src/stock-alerts/stock-alert-schema";
import { mailBackInStock } from "../../../src/stock-alerts";
import { describeOnEachDatabase, type ApiJson } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { ownerAddsProduct, type VariantCell } from "../../support/products";
import { insertOrder } from "../admin/helpers";

type Cell = VariantCell;

describeOnEachDatabase("stock alerts", (shop) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });

  /** A jersey in M and L, Navy and Red; M in Navy sold out unless the grid says otherwise. */
  const jersey = (name: string, grid: Cell[] = soldOutMNavy) =>
    ownerAddsProduct(shop(), admin, {
      name,
      description: "Match-day jersey",
      priceKobo: 35_000_00,
      sizes: ["M", "L"],
      colors: ["Navy", "Red"],
      variants: grid,
    });
  const soldOutMNavy: Cell[] = [
    { size: "M", color: "Navy", stockQuantity: 0 },
    { size: "L", color: "Navy", stockQuantity: 4 },
    { size: "M", color: "Red", stockQuantity: 2 },
    { size: "L", color: "Red", stockQuantity: 0 },
  ];
  const variantId = (product: ApiJson, size: string, color: string): string =>
    product.variants.find((v: Cell) => v.size === size && v.color === color).id;

  /** The owner sets the grid through the admin API, as the product form does. */
  const setGrid = (productId: string, grid: Cell[]) =>
    shop().call(`/api/v1/admin/products/${productId}`, { method: "PATCH", token: admin, json: { variants: grid } });
  const restocked = (size: string, color: string, stockQuantity: number) =>
    soldOutMNavy.map((cell) => (cell.size === size && cell.color === color ? { ...cell, stockQuantity } : cell));

  const subscribe = (token: string | undefined, json: unknown) => shop().call("/api/v1/stock-alerts", { token, json });
  const mailsTo = (emails: string[]) =>
    shop()
      .app.db.select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, emails));

  it("subscribes a shopper to a sold-out variant once, however often they ask, and lists it", async () => {
    const product = await jersey(`Alert Jersey ${Date.now()}`);
    const shopper = await createSignedInUser(shop().app);
    const id = variantId(product, "M", "Navy");
    const first = await subscribe(shopper.token, { variantId: id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.alert).toMatchObject({
      variantId: id,
      productId: product.id,
      productName: product.name,
      size: "M",
      color: "Navy",
      path: `/product/${product.id}?size=M&color=Navy`,
    });
    const again = await subscribe(shopper.token, { variantId: id });
    expect(again.status).toBe(201);
    expect(again.body.alert.id).toBe(first.body.alert.id);
    const [{ count }] = await shop()
      .app.db.select({ count: sql<number>`count(*)::int` })
      .from(stockAlerts)
      .where(eq(stockAlerts.variantId, id));
    expect(count).toBe(1);

    const list = await shop().call("/api/v1/stock-alerts", { token: shopper.token });
    expect(list.status).toBe(200);
    expect(list.body.alerts).toEqual([first.body.alert]);
    // Nobody else sees it.
    const other = await createSignedInUser(shop().app);
    expect((await shop().call("/api/v1/stock-alerts", { token: other.token })).body.alerts).toEqual([]);
  });

  it("refuses a variant in stock, an unknown one, a missing one and a visitor, writing nothing", async () => {
    const product = await jersey(`Refused Jersey ${Date.now()}`);
    const shopper = await createSignedInUser(shop().app);
    const inStock = await subscribe(shopper.token, { variantId: variantId(product, "L", "Navy") });
    expect(inStock.status).toBe(409);
    expect(inStock.body.error.message).toBe("L, Navy is in stock: you can add it to your cart now");
    const unknown = await subscribe(shopper.token, { variantId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("This size and colour is no longer sold");
    const malformed = await subscribe(shopper.token, { variantId: "not-an-id" });
    expect(malformed.status).toBe(404);
    const missing = await subscribe(shopper.token, {});
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe("Choose the size and colour you are waiting for");
    const visitor = await subscribe(undefined, { variantId: variantId(product, "M", "Navy") });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe("Please sign in to get an e-mail when it's back");
    expect((await shop().call("/api/v1/stock-alerts", { token: shopper.token })).body.alerts).toEqual([]);
  });

  it("mails each waiting shopper once when the owner restocks, with a link to that size and colour", async () => {
    const product = await jersey(`Restock Jersey ${Date.now()}`);
    const ada = await createSignedInUser(shop().app, { fullName: "Ada Obi" });
    const tunde = await createSignedInUser(shop().app, { fullName: "Tunde Bello" });
    const red = await createSignedInUser(shop().app, { fullName: "Waiting For Red" });
    for (const s of [ada, tunde]) {
      expect((await subscribe(s.token, { variantId: variantId(product, "M", "Navy") })).status).toBe(201);
    }
    expect((await subscribe(red.token, { variantId: variantId(product, "L", "Red") })).status).toBe(201);
    const emails = [ada.user.email, tunde.user.email, red.user.email];

    // Another cell's change mails nobody; M/Navy still has no stock.
    expect((await setGrid(product.id, restocked("M", "Red", 9))).status).toBe(200);
    expect(await mailsTo(emails)).toEqual([]);

    // Two restocks at once, then a third: one mail each for M/Navy's two shoppers, none for L/Red.
    const grid = restocked("M", "Navy", 6);
    const answers = await Promise.all([setGrid(product.id, grid), setGrid(product.id, grid)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await setGrid(product.id, restocked("M", "Navy", 8))).status).toBe(200);
    expect(await mailBackInStock(shop().app)).toBe(0);

    const mails = await mailsTo(emails);
    expect(mails.map((m) => m.to).sort()).toEqual([ada.user.email, tunde.user.email].sort());
    const toAda = mails.find((m) => m.to === ada.user.email)!;
    expect(toAda.subject).toBe(`${product.name} is back in stock at ${DEFAULT_STORE_NAME}`);
    expect(toAda.text).toContain("Hello Ada Obi,");
    expect(toAda.text).toContain(`${product.name} (Size M, Colour Navy) is back in stock`);
    const link = toAda.text.match(/http\S+/)![0];
    const url = new URL(link);
    expect(url.origin).toBe(publicOrigin(shop().app.config));
    expect(url.pathname).toBe(`/product/${product.id}`);
    expect(url.searchParams.get("size")).toBe("M");
    expect(url.searchParams.get("color")).toBe("Navy");
    expect(toAda.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);

    // Their alerts are done: no longer listed, and asking again makes a new one for the next restock.
    expect((await shop().call("/api/v1/stock-alerts", { token: ada.token })).body.alerts).toEqual([]);
    expect((await shop().call("/api/v1/stock-alerts", { token: red.token })).body.alerts).toHaveLength(1);
  });

  it("mails once for a restock nobody announced (a cancelled order, an import), found by the sweep", async () => {
    const product = await jersey(`Swept Jersey ${Date.now()}`);
    const shopper = await createSignedInUser(shop().app);
    const id = variantId(product, "M", "Navy");
    expect((await subscribe(shopper.token, { variantId: id })).status).toBe(201);
    // A direct write of the variant and its product's total, as a cancellation does.
    await shop().app.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + 1` })
        .where(eq(products.id, product.id));
      await tx.update(productVariants).set({ stockQuantity: 1 }).where(eq(productVariants.id, id));
    });
    const sweeps = await Promise.all([mailBackInStock(shop().app), mailBackInStock(shop().app)]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo([shopper.user.email])).toHaveLength(1);
  });

  it("waits while the product is inactive, and mails when the owner makes it active again", async () => {
    const product = await jersey(`Hidden Jersey ${Date.now()}`);
    const shopper = await createSignedInUser(shop().app);
    expect((await subscribe(shopper.token, { variantId: variantId(product, "M", "Navy") })).status).toBe(201);
    const patch = (json: unknown) =>
      shop().call(`/api/v1/admin/products/${product.id}`, { method: "PATCH", token: admin, json });
    expect((await patch({ status: "Inactive", variants: restocked("M", "Navy", 3) })).status).toBe(200);
    expect(await mailsTo([shopper.user.email])).toEqual([]);
    expect((await patch({ status: "Active" })).status).toBe(200);
    expect(await mailsTo([shopper.user.email])).toHaveLength(1);
  });

  it("caps the alerts one shopper may have waiting (issue 47), and asking again for one held still answers", async () => {
    const sizes = ["S", "M", "L", "XL", "XXL", "28", "30", "32", "34", "36"];
    const colors = ["Red", "Black", "White", "Blue", "Grey", "Navy"];
    const res = await shop().call("/api/v1/admin/products", {
      token: admin,
      json: {
        name: "Sold-out everything",
        description: "Every size and colour gone",
        priceKobo: 10_000_00,
        category: "Jersey",
        imageUrl: "/media/0123456789abcdef0123456789abcdef-800.webp",
        sizes,
        colors,
        variants: sizes.flatMap((size) => colors.map((color) => ({ size, color, stockQuantity: 0 }))),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ids: string[] = res.body.product.variants.map((v: { id: string }) => v.id);
    const shopper = await createSignedInUser(shop().app);
    for (const id of ids.slice(0, MAX_STOCK_ALERTS_PER_SHOPPER)) {
      expect((await subscribe(shopper.token, { variantId: id })).status).toBeLessThan(300);
    }
    const refused = await subscribe(shopper.token, { variantId: ids[MAX_STOCK_ALERTS_PER_SHOPPER] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(TOO_MANY_ALERTS);
    expect((await subscribe(shopper.token, { variantId: ids[0] })).status).toBeLessThan(300);
    const held = (await shop().call("/api/v1/stock-alerts", { token: shopper.token })).body.alerts;
    expect(held).toHaveLength(MAX_STOCK_ALERTS_PER_SHOPPER);
    const cancelled = await shop().call(`/api/v1/stock-alerts/${held[0].id}`, {
      method: "DELETE",
      token: shopper.token,
    });
    expect(cancelled.status).toBeLessThan(300);
    expect((await subscribe(shopper.token, { variantId: ids[MAX_STOCK_ALERTS_PER_SHOPPER] })).status).toBeLessThan(300);
  });

  it("lets a shopper cancel only their own alert", async () => {
    const product = await jersey(`Cancel Jersey ${Date.now()}`);
    const owner = await createSignedInUser(shop().app);
    const stranger = await createSignedInUser(shop().app);
    const { alert } = (await subscribe(owner.token, { variantId: variantId(product, "M", "Navy") })).body;

    const refused = await shop().call(`/api/v1/stock-alerts/${alert.id}`, { method: "DELETE", token: stranger.token });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe("Alert not found");
    expect((await shop().call("/api/v1/stock-alerts", { token: owner.token })).body.alerts).toHaveLength(1);
    const visitor = await shop().call(`/api/v1/stock-alerts/${alert.id}`, { method: "DELETE" });
    expect(visitor.status).toBe(401);

    const cancelled = await shop().call(`/api/v1/stock-alerts/${alert.id}`, { method: "DELETE", token: owner.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.alerts).toEqual([]);
    const twice = await shop().call(`/api/v1/stock-alerts/${alert.id}`, { method: "DELETE", token: owner.token });
    expect(twice.status).toBe(404);

    // A cancelled alert is never mailed.
    expect((await setGrid(product.id, restocked("M", "Navy", 5))).status).toBe(200);
    expect(await mailsTo([owner.user.email])).toEqual([]);
  });

  it("mails the shoppers waiting for a size as soon as a cancelled order puts it back on the shelf", async () => {
    const product = await jersey(`Cancelled Order Jersey ${Date.now()}`, restocked("M", "Red", 0));
    const order = await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }] });
    const waiting = await createSignedInUser(shop().app);
    expect((await subscribe(waiting.token, { variantId: variantId(product, "M", "Red") })).status).toBe(201);
    const cancelled = await shop().call(`/api/v1/admin/orders/${order.id}`, {
      method: "PATCH",
      token: admin,
      json: { status: "Cancelled" },
    });
    expect(cancelled.status).toBe(200);
    // No sweep has run: the cancellation itself announced the restock.
    const mails = await mailsTo([waiting.user.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/product/${product.id}?size=M&color=Red`);
  });

  it("mails the shoppers waiting for a size as soon as a catalog import restocks it", async () => {
    const product = await jersey(`Imported Stock Jersey ${Date.now()}`);
    const waiting = await createSignedInUser(shop().app);
    expect((await subscribe(waiting.token, { variantId: variantId(product, "M", "Navy") })).status).toBe(201);
    const exported = await fetch(`${shop().baseUrl}/api/v1/admin/products.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const [header, ...rows] = (await exported.text()).trim().split(/\r?\n/);
    // Every cell is quoted and none of this jersey's holds a comma.
    const stockAt = header.split(",").indexOf('"Stock"');
    const mine = rows
      .filter((row) => row.startsWith(`"${product.id}"`))
      .map((row) => {
        const cells = row.split(",");
        if (cells.includes('"M"') && cells.includes('"Navy"')) cells[stockAt] = '"3"';
        return cells.join(",");
      });
    const imported = await shop().call("/api/v1/admin/products.csv", {
      method: "POST",
      token: admin,
      headers: { "content-type": "text/csv; charset=utf-8" },
      body: [header, ...mine].join("\n"),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.updated).toBe(1);
    // No sweep has run: the import announced the restock.
    expect(await mailsTo([waiting.user.email])).toHaveLength(1);
  });
});
