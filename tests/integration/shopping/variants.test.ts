// Stock per size and colour (issue 14, decision 017): the product API shows the variants, the owner
// sets them through the admin API, and cart, checkout and cancellation take and give back the units
// of the variant ordered, never another's.
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { queryRows } from "../../../src/db/client";
import { cartItems, products, productVariants } from "../../../src/server/schema";
import { describeOnEachDatabase, type ApiJson } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { ownerAddsProduct, type VariantCell } from "../../support/products";
import { IBADAN_ADDRESS, LAGOS_ADDRESS } from "./fixtures";

type Cell = VariantCell;

describeOnEachDatabase("variants", (shop) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });

  /** A jersey in M and L, Navy and White, its grid set by the owner through the admin API. */
  const jersey = (name: string, grid: Cell[]) =>
    ownerAddsProduct(shop(), admin, {
      name,
      description: "Match-day jersey",
      sizes: ["M", "L"],
      colors: ["Navy", "White"],
      variants: grid,
    });
  const variantOf = (product: ApiJson, size: string, color: string) =>
    product.variants.find((v: Cell) => v.size === size && v.color === color);

  /** Each variant's stock, and whether the product's total still equals their sum. */
  async function shelf(productId: string) {
    const rows = await shop()
      .app.db.select({ size: productVariants.size, color: productVariants.color, stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const [{ total }] = await shop()
      .app.db.select({ total: products.stockQuantity })
      .from(products)
      .where(eq(products.id, productId));
    const byName = Object.fromEntries(rows.map((r) => [`${r.size}/${r.color}`, r.stock]));
    expect(total, "the product's total is the sum of its variants").toBe(rows.reduce((sum, r) => sum + r.stock, 0));
    return byName;
  }

  async function shopperWith(items: Array<Record<string, unknown>>) {
    const shopper = await createSignedInUser(shop().app);
    for (const json of items) {
      const res = await shop().call("/api/v1/cart/items", { token: shopper.token, json });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    return shopper;
  }
  const checkout = (token: string, key?: string) =>
    shop().call("/api/v1/orders", { token, json: { shippingAddress: IBADAN_ADDRESS, checkoutKey: key } });

  it("shows each size × colour with its own stock and SKU; the product's stock is their sum", async () => {
    const product = await jersey("Eagles Home Jersey", [
      { size: "M", color: "Navy", stockQuantity: 3, sku: "EAG-M-NVY" },
      { size: "L", color: "Navy", stockQuantity: 7 },
      { size: "L", color: "White", stockQuantity: 1, sku: "  " },
    ]);
    const res = await shop().call(`/api/v1/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(res.body.stockQuantity).toBe(11);
    expect(res.body.variants.map((v: Cell) => [v.size, v.color, v.sku, v.stockQuantity])).toEqual([
      ["M", "Navy", "EAG-M-NVY", 3],
      ["M", "White", null, 0],
      ["L", "Navy", null, 7],
      ["L", "White", null, 1],
    ]);
    for (const v of res.body.variants) expect(v.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await shop().call(`/api/v1/products?search=${encodeURIComponent("Eagles Home")}`);
    expect(list.body.items[0].variants).toHaveLength(4);
  });

  it("refuses a SKU another product uses, and a size or colour the product does not have, changing nothing", async () => {
    const first = await jersey("Kano Pillars Jersey", [{ size: "M", color: "Navy", stockQuantity: 2, sku: "KP-1" }]);
    const second = await jersey("Enyimba Jersey", [{ size: "M", color: "Navy", stockQuantity: 4 }]);
    const patch = (json: unknown) =>
      shop().call(`/api/v1/admin/products/${second.id}`, { method: "PATCH", token: admin, json });

    const taken = await patch({ variants: [{ size: "M", color: "Navy", stockQuantity: 9, sku: "KP-1" }] });
    expect(taken.status).toBe(422);
    expect(taken.body.error.message).toBe("SKU KP-1 is already used by another product");
    const unknown = await patch({ variants: [{ size: "XL", color: "Navy", stockQuantity: 9 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe("XL, Navy is not one of the product's sizes and colours");
    const negative = await patch({ variants: [{ size: "M", color: "Navy", stockQuantity: -1 }] });
    expect(negative.status).toBe(422);
    expect(negative.body.error.message).toBe("Stock cannot be negative");
    expect(await shelf(second.id)).toMatchObject({ "M/Navy": 4, "L/Navy": 0 });
    expect(await shelf(first.id)).toMatchObject({ "M/Navy": 2 });
  });

  it("applies the stock rules to the variant: another size's stock never covers it", async () => {
    const product = await jersey("Rangers Away Jersey", [
      { size: "M", color: "Navy", stockQuantity: 2 },
      { size: "L", color: "Navy", stockQuantity: 20 },
    ]);
    const shopper = await createSignedInUser(shop().app);
    const add = (json: Record<string, unknown>) =>
      shop().call("/api/v1/cart/items", { token: shopper.token, json: { productId: product.id, ...json } });

    const tooMany = await add({ size: "M", color: "Navy", quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe("Insufficient stock available");
    const soldOut = await add({ size: "M", color: "White" });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.message).toBe("Insufficient stock available");

    const byId = await add({ variantId: variantOf(product, "M", "Navy").id, quantity: 2 });
    expect(byId.status).toBe(201);
    expect(byId.body.item).toMatchObject({ size: "M", color: "Navy", variantId: variantOf(product, "M", "Navy").id });
    const more = await add({ size: "M", color: "Navy" });
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe("Cannot add more items than available in stock");
    const line = byId.body.item.id;
    const raise = await shop().call(`/api/v1/cart/items/${line}`, {
      method: "PATCH",
      token: shopper.token,
      json: { quantity: 3 },
    });
    expect(raise.status).toBe(409);
    expect(raise.body.error.message).toBe("Only 2 items available in stock");

    const otherProduct = await jersey("Other Jersey", [{ size: "M", color: "Navy", stockQuantity: 5 }]);
    const foreign = await add({ variantId: variantOf(otherProduct, "M", "Navy").id });
    expect(foreign.status).toBe(422);
    const cart = await shop().call("/api/v1/cart", { token: shopper.token });
    expect(cart.body.items.map((i: ApiJson) => [i.size, i.color, i.quantity, i.stockProblem])).toEqual([
      ["M", "Navy", 2, null],
    ]);
  });

  it("a line whose variant sold out since it was added says so and blocks checkout, writing nothing", async () => {
    const product = await jersey("Shooting Stars Jersey", [
      { size: "M", color: "Navy", stockQuantity: 1 },
      { size: "L", color: "Navy", stockQuantity: 5 },
    ]);
    const shopper = await shopperWith([
      { productId: product.id, size: "M", color: "Navy" },
      { productId: product.id, size: "L", color: "Navy", quantity: 2 },
    ]);
    const rival = await shopperWith([{ productId: product.id, size: "M", color: "Navy" }]);
    expect((await checkout(rival.token)).status).toBe(201);

    const cart = await shop().call("/api/v1/cart", { token: shopper.token });
    expect(cart.body.items.map((i: ApiJson) => [i.size, i.stockProblem])).toEqual([
      ["M", "Sold out"],
      ["L", null],
    ]);
    const refused = await checkout(shopper.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("Insufficient stock available for Shooting Stars Jersey (M, Navy)");
    expect(await shelf(product.id)).toMatchObject({ "M/Navy": 0, "L/Navy": 5 });
    expect((await shop().call("/api/v1/cart", { token: shopper.token })).body.items).toHaveLength(2);
  });

  it("sells exactly the last 3 units of M/Navy to 40 shoppers at once, while L/Navy sells to all who ask", async () => {
    const product = await jersey("Super Eagles Jersey", [
      { size: "M", color: "Navy", stockQuantity: 3 },
      { size: "L", color: "Navy", stockQuantity: 100 },
    ]);
    const wantM = [];
    for (let i = 0; i < 40; i++) wantM.push(await shopperWith([{ productId: product.id, size: "M", color: "Navy" }]));
    const wantL = [];
    for (let i = 0; i < 10; i++) wantL.push(await shopperWith([{ productId: product.id, size: "L", color: "Navy" }]));

    const [mResults, lResults] = await Promise.all([
      Promise.all(wantM.map((s) => checkout(s.token, `m-${s.user.id}`))),
      Promise.all(wantL.map((s) => checkout(s.token, `l-${s.user.id}`))),
    ]);
    expect(mResults.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = mResults.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(37);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.error.message).toBe("Insufficient stock available for Super Eagles Jersey (M, Navy)");
    }
    expect(lResults.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await shelf(product.id)).toEqual({ "M/Navy": 0, "M/White": 0, "L/Navy": 90, "L/White": 0 });

    const sold = await queryRows<{ size: string; color: string; variant_id: string }>(
      shop().app.db,
      sql`SELECT i->>'size' AS size, i->>'color' AS color, i->>'variantId' AS variant_id
          FROM orders, jsonb_array_elements(items) AS i WHERE i->>'productId' = ${product.id}`,
    );
    const mNavy = sold.filter((i) => i.size === "M");
    expect(mNavy).toHaveLength(3);
    expect(mNavy.every((i) => i.color === "Navy" && i.variant_id === variantOf(product, "M", "Navy").id)).toBe(true);
  }, 120_000);

  it("cancelling gives each variant back its own units exactly once; reopening takes them again", async () => {
    const product = await jersey("Heartland Jersey", [
      { size: "M", color: "Navy", stockQuantity: 4 },
      { size: "L", color: "White", stockQuantity: 4 },
    ]);
    const shopper = await shopperWith([
      { productId: product.id, size: "M", color: "Navy", quantity: 3 },
      { productId: product.id, size: "L", color: "White", quantity: 1 },
    ]);
    const placed = await checkout(shopper.token);
    expect(placed.status).toBe(201);
    expect(placed.body.order.items.map((i: ApiJson) => i.variantId)).toEqual([
      variantOf(product, "M", "Navy").id,
      variantOf(product, "L", "White").id,
    ]);
    expect(await shelf(product.id)).toMatchObject({ "M/Navy": 1, "L/White": 3 });

    const setStatus = (status: string) =>
      shop().call(`/api/v1/admin/orders/${placed.body.order.id}`, { method: "PATCH", token: admin, json: { status } });
    const cancels = await Promise.all([setStatus("Cancelled"), setStatus("Cancelled"), setStatus("Cancelled")]);
    expect(cancels.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await shelf(product.id)).toEqual({ "M/Navy": 4, "M/White": 0, "L/Navy": 0, "L/White": 4 });

    expect((await setStatus("Pending")).status).toBe(200);
    expect(await shelf(product.id)).toMatchObject({ "M/Navy": 1, "L/White": 3 });
    expect((await setStatus("Cancelled")).status).toBe(200);
    expect(await shelf(product.id)).toMatchObject({ "M/Navy": 4, "L/White": 4 });

    // M/Navy sold out meanwhile: reopening refuses, names the variant and changes nothing.
    const rival = await shopperWith([{ productId: product.id, size: "M", color: "Navy", quantity: 4 }]);
    expect(
      (await shop().call("/api/v1/orders", { token: rival.token, json: { shippingAddress: LAGOS_ADDRESS } })).status,
    ).toBe(201);
    const reopen = await setStatus("Shipped");
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toBe(
      "Not enough stock of Heartland Jersey (M, Navy) to reopen this order: it needs 3.",
    );
    expect(await shelf(product.id)).toMatchObject({ "M/Navy": 0, "L/White": 4 });
  });

  it("spreads a total written without a grid over the variants, as older clients and the seeds write it", async () => {
    const product = await jersey("Remo Stars Jersey", [{ size: "M", color: "Navy", stockQuantity: 1 }]);
    const patch = (json: unknown) =>
      shop().call(`/api/v1/admin/products/${product.id}`, { method: "PATCH", token: admin, json });
    const res = await patch({ stockQuantity: 10 });
    expect(res.status).toBe(200);
    expect(res.body.product.stockQuantity).toBe(10);
    expect(await shelf(product.id)).toEqual({ "M/Navy": 3, "M/White": 3, "L/Navy": 2, "L/White": 2 });
    // A colour dropped takes its variants; the total stays and is spread again.
    const fewer = await patch({ colors: ["Navy"] });
    expect(fewer.body.product.variants.map((v: Cell) => `${v.size}/${v.color}`)).toEqual(["M/Navy", "L/Navy"]);
    expect(await shelf(product.id)).toEqual({ "M/Navy": 5, "L/Navy": 5 });
  });

  it("filters the shop by stock in a size: in stock in M means an M with units, whatever the other sizes hold", async () => {
    const mGone = await jersey("Filter Jersey Sold In M", [{ size: "L", color: "Navy", stockQuantity: 5 }]);
    const mLeft = await jersey("Filter Jersey Left In M", [{ size: "M", color: "White", stockQuantity: 1 }]);
    const names = async (query: string) =>
      (await shop().call(`/api/v1/products?search=Filter%20Jersey&${query}`)).body.items.map((p: ApiJson) => p.name);
    expect((await names("size=M&availability=in-stock")).sort()).toEqual([mLeft.name]);
    expect((await names("size=M&availability=out-of-stock")).sort()).toEqual([mGone.name]);
    expect((await names("size=L,M&availability=in-stock")).sort()).toEqual([mLeft.name, mGone.name].sort());
    expect((await names("size=M")).sort()).toEqual([mLeft.name, mGone.name].sort());
    expect((await names("availability=in-stock")).sort()).toEqual([mLeft.name, mGone.name].sort());
  });

  it("lists the sizes and colours running low across the shop to admins only, the emptiest first", async () => {
    const product = await jersey("Low Stock Jersey", [
      { size: "M", color: "Navy", stockQuantity: 2, sku: "LOW-M-NVY" },
      { size: "L", color: "Navy", stockQuantity: 40 },
      { size: "L", color: "White", stockQuantity: 6 },
    ]);
    const lowOf = async (query: string) => {
      const res = await shop().call(`/api/v1/admin/variants/low-stock?limit=100&${query}`, { token: admin });
      expect(res.status).toBe(200);
      return res.body.items.filter((v: ApiJson) => v.productId === product.id);
    };
    const atFive = await lowOf("");
    expect(atFive.map((v: ApiJson) => [v.size, v.color, v.sku, v.stockQuantity])).toEqual([
      ["M", "White", null, 0],
      ["M", "Navy", "LOW-M-NVY", 2],
    ]);
    expect(atFive[0]).toMatchObject({ productName: "Low Stock Jersey", status: "Active" });
    expect((await lowOf("threshold=6")).map((v: ApiJson) => v.stockQuantity)).toEqual([0, 2, 6]);

    const shopper = await createSignedInUser(shop().app);
    expect((await shop().call("/api/v1/admin/variants/low-stock", { token: shopper.token })).status).toBe(403);
    const bad = await shop().call("/api/v1/admin/variants/low-stock?threshold=-1", { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("Threshold cannot be negative");
  });

  it("exports the whole catalog as CSV, one row per variant, in the owner's words", async () => {
    const product = await jersey("=Export Jersey", [
      { size: "M", color: "Navy", stockQuantity: 3, sku: "EXP-M-NVY" },
      { size: "L", color: "White", stockQuantity: 1 },
    ]);
    const res = await fetch(`${shop().baseUrl}/api/v1/admin/products.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"Handle","Name","Category","Description","Price (₦)","Sale price (₦)","Size","Colour","SKU","Stock","Status","Image URLs"',
    );
    const mine = lines.filter((line) => line.startsWith(`"${product.id}"`));
    expect(mine).toEqual([
      `"${product.id}","'=Export Jersey","Jersey","Match-day jersey","20000.00","","M","Navy","EXP-M-NVY","3","Active","${product.imageUrl}"`,
      `"${product.id}","'=Export Jersey","Jersey","Match-day jersey","20000.00","","M","White","","0","Active","${product.imageUrl}"`,
      `"${product.id}","'=Export Jersey","Jersey","Match-day jersey","20000.00","","L","Navy","","0","Active","${product.imageUrl}"`,
      `"${product.id}","'=Export Jersey","Jersey","Match-day jersey","20000.00","","L","White","","1","Active","${product.imageUrl}"`,
    ]);
    const shopper = await createSignedInUser(shop().app);
    expect((await shop().call("/api/v1/admin/products.csv", { token: shopper.token })).status).toBe(403);
  });

  it("never guesses a colour: a line with the colour left open is refused when the product has several (issue 45)", async () => {
    const product = await jersey("Open Colour Jersey", [
      { size: "M", color: "Navy", stockQuantity: 0 },
      { size: "M", color: "White", stockQuantity: 4 },
      { size: "L", color: "Navy", stockQuantity: 1 },
      { size: "L", color: "White", stockQuantity: 1 },
    ]);
    const shopper = await createSignedInUser(shop().app);
    const add = (json: Record<string, unknown>) =>
      shop().call("/api/v1/cart/items", { token: shopper.token, json: { productId: product.id, ...json } });

    const open = await add({ size: "M" });
    expect(open.status).toBe(422);
    expect(open.body.error.message).toBe("Please select a colour");
    expect(open.body.error.fields).toEqual({ color: "Please select a colour" });
    expect((await add({ size: "M", color: "Black" })).body.error.message).toBe("Please select a colour");
    expect((await shop().call("/api/v1/cart", { token: shopper.token })).body.items).toEqual([]);

    expect((await add({ size: "M", color: "White" })).status).toBe(201);
    const placed = await shop().call("/api/v1/orders", {
      token: shopper.token,
      json: { shippingAddress: LAGOS_ADDRESS },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.items).toEqual([
      expect.objectContaining({ size: "M", color: "White", variantId: variantOf(product, "M", "White").id }),
    ]);
  });

  it("gives a line for a product of one colour that colour, and names the variant of an older open line", async () => {
    const res = await shop().call("/api/v1/admin/products", {
      token: admin,
      json: {
        name: "One Colour Jersey",
        description: "Match-day jersey",
        priceKobo: 20_000_00,
        category: "Jersey",
        imageUrl: "/media/0123456789abcdef0123456789abcdef-800.webp",
        sizes: ["M", "L"],
        colors: ["Black"],
        variants: [
          { size: "M", color: "Black", stockQuantity: 3 },
          { size: "L", color: "Black", stockQuantity: 3 },
        ],
      },
    });
    expect(res.status).toBe(201);
    const product = res.body.product as ApiJson;
    const shopper = await createSignedInUser(shop().app);
    const added = await shop().call("/api/v1/cart/items", {
      token: shopper.token,
      json: { productId: product.id, size: "M" },
    });
    expect(added.status).toBe(201);
    expect(added.body.item).toMatchObject({
      size: "M",
      color: "Black",
      variantId: variantOf(product, "M", "Black").id,
    });

    // A line kept from before colours were required: its colour was left '' beside its variant.
    await shop()
      .app.db.insert(cartItems)
      .values({
        userId: shopper.user.id,
        productId: product.id,
        variantId: variantOf(product, "L", "Black").id,
        size: "L",
        color: "",
        quantity: 1,
      });
    const cart = await shop().call("/api/v1/cart", { token: shopper.token });
    expect(cart.body.items.map((i: ApiJson) => [i.size, i.color])).toEqual([
      ["M", "Black"],
      ["L", "Black"],
    ]);
  });
});
