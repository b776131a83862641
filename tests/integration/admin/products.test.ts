import { beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, reviews, wishlists } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder, productBody } from "./helpers";

describeOnEachDatabase("admin products", (shop) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });
  const create = (json: unknown) => shop().call("/api/v1/admin/products", { json, token: admin });

  it("creates a product with defaults and ignores fields a client may not set", async () => {
    const res = await create(
      productBody({
        id: "00000000-0000-0000-0000-000000000001",
        averageRating: 5,
        ratingSum: 50,
        reviewCount: 10,
        createdAt: "2000-01-01",
      }),
    );
    expect(res.status).toBe(201);
    const { product } = res.body;
    expect(product.id).not.toBe("00000000-0000-0000-0000-000000000001");
    expect(product).toMatchObject({
      name: "Lagos Linen Shirt",
      priceKobo: 15_000_00,
      salePriceKobo: null,
      isOnSale: false,
      isNew: false,
      status: "Active",
      priority: 999,
      images: [],
      sizes: [],
      colors: [],
      averageRating: 0,
      totalReviews: 0,
    });
    expect(new Date(product.createdAt).getFullYear()).toBeGreaterThan(2000);
  });

  it("explains what is wrong with a product form", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "" }, "Product Name is required"],
      [{ description: "  " }, "Description is required"],
      [{ category: "Socks" }, "Please choose a category from the list"],
      [{ imageUrl: "" }, "Please upload at least one product image"],
      [{ imageUrl: undefined }, "Please upload at least one product image"],
      [{ imageUrl: "javascript:alert(1)" }, "Images must be uploaded through the image upload"],
      [{ priceKobo: 0 }, "Price must be more than zero"],
      [{ priceKobo: 12.5 }, "Price must be in whole kobo"],
      [{ stockQuantity: -1 }, "Stock Quantity cannot be negative"],
      [{ sizes: ["XS"] }, "Unknown size: XS"],
      [{ isOnSale: true, salePriceKobo: 15_000_00 }, "Sale price must be lower than the price"],
    ];
    for (const [change, message] of cases) {
      const res = await create(productBody(change));
      expect(res.status, message).toBe(422);
      expect(res.body.error.message).toBe(message);
    }
  });

  it("keeps a sale price only while on sale", async () => {
    const onSale = await create(productBody({ isOnSale: true, salePriceKobo: 12_000_00 }));
    expect(onSale.body.product).toMatchObject({ isOnSale: true, salePriceKobo: 12_000_00 });
    const off = await create(productBody({ isOnSale: false, salePriceKobo: 12_000_00 }));
    expect(off.body.product.salePriceKobo).toBeNull();
    const id = onSale.body.product.id;
    const tooHigh = await shop().call(`/api/v1/admin/products/${id}`, {
      method: "PATCH",
      json: { priceKobo: 11_000_00 },
      token: admin,
    });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.error.message).toBe("Sale price must be lower than the price");
  });

  it("updates only the fields sent", async () => {
    const { product } = (await create(productBody({ sizes: ["S", "M"], colors: ["Red"] }))).body;
    const res = await shop().call(`/api/v1/admin/products/${product.id}`, {
      method: "PATCH",
      json: { stockQuantity: 3, status: "Inactive", priority: 5, reviewCount: 99 },
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({
      name: product.name,
      sizes: ["S", "M"],
      colors: ["Red"],
      stockQuantity: 3,
      status: "Inactive",
      priority: 5,
      totalReviews: 0,
    });
  });

  it("lists inactive products too, searches names case-insensitively, filters by category and pages", async () => {
    await create(productBody({ name: "Zebra Hoodie Unique", category: "Hoodie", status: "Inactive" }));
    await create(productBody({ name: "Zebra Cap Unique", category: "Hat" }));
    const found = await shop().call("/api/v1/admin/products?search=zEBRA%20hoodie", { token: admin });
    expect(found.body.items.map((p: { name: string }) => p.name)).toEqual(["Zebra Hoodie Unique"]);
    expect(found.body.items[0].status).toBe("Inactive");
    const hats = await shop().call("/api/v1/admin/products?category=Hat&search=zebra", { token: admin });
    expect(hats.body.items.map((p: { name: string }) => p.name)).toEqual(["Zebra Cap Unique"]);
    const all = await shop().call("/api/v1/admin/products?limit=2&page=1", { token: admin });
    const second = await shop().call("/api/v1/admin/products?limit=2&page=2", { token: admin });
    expect(all.body).toMatchObject({ page: 1, limit: 2 });
    expect(all.body.total).toBeGreaterThan(3);
    expect(all.body.items).toHaveLength(2);
    expect(second.body.items[0].id).not.toBe(all.body.items[0].id);
    expect(second.body.items[0].id).not.toBe(all.body.items[1].id);
    expect((await shop().call("/api/v1/admin/products?limit=101", { token: admin })).status).toBe(422);
    expect((await shop().call("/api/v1/admin/products?search=%25", { token: admin })).body.items).toEqual([]);
  });

  it("filters by status, sorts by name, the price paid and stock, and finds a product by a variant's SKU (issue 46)", async () => {
    const tag = `Kudi${Date.now()}`;
    const names = (res: { body: { items: Array<{ name: string }> } }) => res.body.items.map((p) => p.name);
    const list = (query: string) => shop().call(`/api/v1/admin/products?search=${tag}&${query}`, { token: admin });
    await create(productBody({ name: `${tag} Ankara`, priceKobo: 9_000_00, stockQuantity: 2 }));
    await create(
      productBody({
        name: `${tag} Buba`,
        priceKobo: 20_000_00,
        isOnSale: true,
        salePriceKobo: 5_000_00,
        stockQuantity: 40,
      }),
    );
    const { product: cap } = (
      await create(
        productBody({
          name: `${tag} Cap`,
          category: "Hat",
          priceKobo: 7_000_00,
          status: "Inactive",
          sizes: ["One Size"],
          colors: ["Red"],
          variants: [{ size: "One Size", color: "Red", sku: `${tag}-CAP-RED`, stockQuantity: 9 }],
        }),
      )
    ).body;

    expect(names(await list("status=Inactive"))).toEqual([`${tag} Cap`]);
    expect(names(await list("status=Active&sort=name-asc"))).toEqual([`${tag} Ankara`, `${tag} Buba`]);
    expect(names(await list("sort=name-desc"))).toEqual([`${tag} Cap`, `${tag} Buba`, `${tag} Ankara`]);
    // The price a shopper pays: Buba's sale price undercuts the others.
    expect(names(await list("sort=price-asc"))).toEqual([`${tag} Buba`, `${tag} Cap`, `${tag} Ankara`]);
    expect(names(await list("sort=stock-desc"))).toEqual([`${tag} Buba`, `${tag} Cap`, `${tag} Ankara`]);
    expect(names(await list("sort=stock-asc&category=Hat"))).toEqual([`${tag} Cap`]);
    const newest = names(await list(""));
    expect(names(await list("sort=oldest"))).toEqual([...newest].reverse());

    const bySku = await shop().call(`/api/v1/admin/products?search=${tag}-CAP-RED`, { token: admin });
    expect(bySku.body.items.map((p: { id: string }) => p.id)).toEqual([cap.id]);
    expect(bySku.body.items[0].variants).toHaveLength(1);
    expect((await list("sort=cheapest")).status).toBe(422);
    expect((await list("status=Sold")).status).toBe(422);
  });

  it("deletes a product that is in a past order; the order keeps its items, carts, wishlists and reviews let go", async () => {
    const { product } = (await create(productBody({ name: "Ibadan Jersey" }))).body;
    const { user } = await createSignedInUser(shop().app);
    const order = await insertOrder(shop().app, {
      items: [{ productId: product.id, quantity: 2, name: "Ibadan Jersey" }],
      userId: user.id,
    });
    await shop().app.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 1 });
    await shop().app.db.insert(wishlists).values({ userId: user.id, productId: product.id });
    await shop()
      .app.db.insert(reviews)
      .values({ userId: user.id, productId: product.id, rating: 5, title: "Great", comment: "Lovely" });

    const res = await shop().call(`/api/v1/admin/products/${product.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect((await shop().call(`/api/v1/admin/products/${product.id}`, { method: "DELETE", token: admin })).status).toBe(
      404,
    );

    const orders = await shop().call(`/api/v1/admin/orders?search=${order.orderNumber}`, { token: admin });
    expect(orders.body.items[0].items[0]).toMatchObject({
      productId: product.id,
      productName: "Ibadan Jersey",
      quantity: 2,
      priceKobo: 10_000_00,
    });
    expect(await shop().app.db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toEqual([]);
    expect(await shop().app.db.select().from(wishlists).where(eq(wishlists.productId, product.id))).toEqual([]);
    expect(await shop().app.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
  });

  it("answers 404 for a malformed id and 415 for a body that is not JSON", async () => {
    expect(
      (await shop().call("/api/v1/admin/products/not-a-uuid", { method: "PATCH", json: { name: "x" }, token: admin }))
        .status,
    ).toBe(404);
    const res = await shop().call("/api/v1/admin/products", {
      method: "POST",
      body: "name=x",
      token: admin,
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
  });
});
