import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { cartItems } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct } from "./fixtures";

describeOnEachDatabase("cart", (shop) => {
  it("asks a signed-out visitor to sign in before adding to the cart", async () => {
    const product = await createProduct(shop().app);
    const res = await shop().call("/api/v1/cart/items", { json: { productId: product.id, quantity: 1 } });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe("Please sign in to add items to cart");
    expect((await shop().call("/api/v1/cart")).status).toBe(401);
  });

  it("adds a product and prices it at the sale price when on sale", async () => {
    const { token } = await createSignedInUser(shop().app);
    const product = await createProduct(shop().app, { priceKobo: 20_000_00, salePriceKobo: 15_000_00, isOnSale: true });
    const added = await shop().call("/api/v1/cart/items", { token, json: { productId: product.id, quantity: 2 } });
    expect(added.status).toBe(201);
    const cart = await shop().call("/api/v1/cart", { token });
    expect(cart.status).toBe(200);
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0]).toMatchObject({ productId: product.id, quantity: 2, size: "", color: "" });
    expect(cart.body.items[0].product).toMatchObject({ id: product.id, name: product.name });
    expect(cart.body.subtotalKobo).toBe(30_000_00);
  });

  it("requires a size when the product has sizes other than One Size, and keeps size and colour on the line", async () => {
    const { token } = await createSignedInUser(shop().app);
    const sized = await createProduct(shop().app, { sizes: ["S", "M", "L"], colors: ["Red", "Black"] });
    const missing = await shop().call("/api/v1/cart/items", { token, json: { productId: sized.id, quantity: 1 } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe("Please select a size");
    const wrong = await shop().call("/api/v1/cart/items", { token, json: { productId: sized.id, size: "XXL" } });
    expect(wrong.body.error.message).toBe("Please select a size");

    await shop().call("/api/v1/cart/items", {
      token,
      json: { productId: sized.id, quantity: 1, size: "M", color: "Red" },
    });
    await shop().call("/api/v1/cart/items", {
      token,
      json: { productId: sized.id, quantity: 1, size: "M", color: "Red" },
    });
    await shop().call("/api/v1/cart/items", {
      token,
      json: { productId: sized.id, quantity: 1, size: "L", color: "Red" },
    });
    const cart = await shop().call("/api/v1/cart", { token });
    const lines = cart.body.items.map((i: { size: string; color: string; quantity: number }) => [
      i.size,
      i.color,
      i.quantity,
    ]);
    expect(lines).toEqual([
      ["M", "Red", 2],
      ["L", "Red", 1],
    ]);

    const oneSize = await createProduct(shop().app, { sizes: ["One Size"] });
    const hat = await shop().call("/api/v1/cart/items", { token, json: { productId: oneSize.id } });
    expect(hat.status).toBe(201);
    expect(hat.body.item).toMatchObject({ size: "One Size", quantity: 1 });
  });

  it("refuses more than the stock, counting what is already in the cart", async () => {
    const { token } = await createSignedInUser(shop().app);
    const product = await createProduct(shop().app, { stockQuantity: 3, sizes: ["S", "M"] });
    const tooMany = await shop().call("/api/v1/cart/items", {
      token,
      json: { productId: product.id, quantity: 4, size: "S" },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe("Insufficient stock available");

    await shop().call("/api/v1/cart/items", { token, json: { productId: product.id, quantity: 2, size: "S" } });
    const combined = await shop().call("/api/v1/cart/items", {
      token,
      json: { productId: product.id, quantity: 2, size: "M" },
    });
    expect(combined.status).toBe(409);
    expect(combined.body.error.message).toBe("Cannot add more items than available in stock");

    const soldOut = await createProduct(shop().app, { stockQuantity: 0 });
    const none = await shop().call("/api/v1/cart/items", { token, json: { productId: soldOut.id } });
    expect(none.body.error.message).toBe("Insufficient stock available");
  });

  it("answers Product not found for unknown, malformed or inactive products", async () => {
    const { token } = await createSignedInUser(shop().app);
    const inactive = await createProduct(shop().app, { status: "Inactive" });
    for (const productId of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", inactive.id]) {
      const res = await shop().call("/api/v1/cart/items", { token, json: { productId, quantity: 1 } });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Product not found");
    }
  });

  it("updates quantities within 1 and the stock, and removes lines", async () => {
    const { token } = await createSignedInUser(shop().app);
    const product = await createProduct(shop().app, { stockQuantity: 5 });
    const { body } = await shop().call("/api/v1/cart/items", { token, json: { productId: product.id, quantity: 1 } });
    const id = body.item.id;

    const zero = await shop().call(`/api/v1/cart/items/${id}`, { method: "PATCH", token, json: { quantity: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.error.message).toBe("Quantity must be at least 1");
    const over = await shop().call(`/api/v1/cart/items/${id}`, { method: "PATCH", token, json: { quantity: 6 } });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe("Only 5 items available in stock");
    const ok = await shop().call(`/api/v1/cart/items/${id}`, { method: "PATCH", token, json: { quantity: 4 } });
    expect(ok.status).toBe(200);
    expect(ok.body.items[0].quantity).toBe(4);
    expect(ok.body.subtotalKobo).toBe(40_000_00);

    const removed = await shop().call(`/api/v1/cart/items/${id}`, { method: "DELETE", token });
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
    const again = await shop().call(`/api/v1/cart/items/${id}`, { method: "DELETE", token });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("Cart item not found");
  });

  it("never lets one shopper see or change another shopper's cart line", async () => {
    const owner = await createSignedInUser(shop().app);
    const stranger = await createSignedInUser(shop().app);
    const product = await createProduct(shop().app);
    const { body } = await shop().call("/api/v1/cart/items", {
      token: owner.token,
      json: { productId: product.id, quantity: 2 },
    });
    const id = body.item.id;

    const patch = await shop().call(`/api/v1/cart/items/${id}`, {
      method: "PATCH",
      token: stranger.token,
      json: { quantity: 1 },
    });
    expect(patch.status).toBe(404);
    expect(patch.body.error.message).toBe("Cart item not found");
    const del = await shop().call(`/api/v1/cart/items/${id}`, { method: "DELETE", token: stranger.token });
    expect(del.status).toBe(404);
    expect((await shop().call("/api/v1/cart", { token: stranger.token })).body.items).toEqual([]);
    const [line] = await shop().app.db.select().from(cartItems).where(eq(cartItems.id, id));
    expect(line.quantity).toBe(2);
  });

  it("answers malformed bodies with a 4xx, never a 5xx", async () => {
    const { token } = await createSignedInUser(shop().app);
    const broken = await shop().call("/api/v1/cart/items", {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(broken.status).toBe(400);
    const wrongType = await shop().call("/api/v1/cart/items", { token, json: { productId: 5, quantity: "many" } });
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
    const arrayBody = await shop().call("/api/v1/cart/items/x", { method: "PATCH", token, json: [1, 2] });
    expect(arrayBody.status).toBeLessThan(500);
  });
});
