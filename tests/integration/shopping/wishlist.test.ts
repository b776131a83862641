import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, wishlists } from "../../../src/server/schema";
import { AppError } from "../../../src/platform/errors";
import { addToWishlist, moveWishlistItemToCart, toggleWishlist } from "../../../src/wishlist/wishlist-service";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct } from "./fixtures";

describeOnEachDatabase("wishlist", (shop) => {
  it("asks a signed-out visitor to sign in", async () => {
    const product = await createProduct(shop().app);
    const res = await shop().call(`/api/v1/wishlist/${product.id}`, { method: "PUT" });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe("Please sign in to add items to wishlist");
    expect((await shop().call("/api/v1/wishlist")).status).toBe(401);
  });

  it("adds once, lists newest first and removes", async () => {
    const { token } = await createSignedInUser(shop().app);
    const first = await createProduct(shop().app, { name: "First Jersey" });
    const second = await createProduct(shop().app, { name: "Second Jersey" });
    expect((await shop().call(`/api/v1/wishlist/${first.id}`, { method: "PUT", token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await shop().call(`/api/v1/wishlist/${second.id}`, { method: "PUT", token });
    await shop().call(`/api/v1/wishlist/${second.id}`, { method: "PUT", token });
    const list = await shop().call("/api/v1/wishlist", { token });
    expect(list.body.items.map((i: { product: { name: string } }) => i.product.name)).toEqual([
      "Second Jersey",
      "First Jersey",
    ]);

    const removed = await shop().call(`/api/v1/wishlist/${second.id}`, { method: "DELETE", token });
    expect(removed.body.items.map((i: { productId: string }) => i.productId)).toEqual([first.id]);
  });

  it("answers Product not found for an unknown product", async () => {
    const { token } = await createSignedInUser(shop().app);
    const res = await shop().call("/api/v1/wishlist/00000000-0000-4000-8000-000000000000", { method: "PUT", token });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Product not found");
  });

  it("toggles a product on and off, and keeps each shopper's list to themselves", async () => {
    const a = await createSignedInUser(shop().app);
    const b = await createSignedInUser(shop().app);
    const product = await createProduct(shop().app);
    const asUser = (u: typeof a.user) => ({ ...u, phone: u.phoneNumber, isAdmin: false, adminSessionExpiresAt: null });
    expect(await toggleWishlist(shop().app, asUser(a.user), product.id)).toEqual({ inWishlist: true });
    expect((await shop().call("/api/v1/wishlist", { token: b.token })).body.items).toEqual([]);
    await shop().call(`/api/v1/wishlist/${product.id}`, { method: "DELETE", token: b.token });
    expect((await shop().call("/api/v1/wishlist", { token: a.token })).body.items).toHaveLength(1);
    expect(await toggleWishlist(shop().app, asUser(a.user), product.id)).toEqual({ inWishlist: false });
    expect((await shop().call("/api/v1/wishlist", { token: a.token })).body.items).toEqual([]);
  });

  describe("move to cart", () => {
    const asUser = (u: {
      id: string;
      email: string;
      fullName: string;
      phoneNumber: string;
      role: "customer" | "admin";
    }) => ({
      ...u,
      phone: u.phoneNumber,
      isAdmin: false,
      adminSessionExpiresAt: null,
    });
    async function savedProduct(fields: Parameters<typeof createProduct>[1]) {
      const { user } = await createSignedInUser(shop().app);
      const shopper = asUser(user);
      const product = await createProduct(shop().app, fields);
      await addToWishlist(shop().app, shopper, product.id);
      return { shopper, product };
    }
    const wishlisted = async (userId: string) =>
      (
        await shop()
          .app.db.select({ productId: wishlists.productId })
          .from(wishlists)
          .where(eq(wishlists.userId, userId))
      ).map((r) => r.productId);
    const cartLines = (userId: string) =>
      shop()
        .app.db.select({ productId: cartItems.productId, size: cartItems.size, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
    const refusal = (run: Promise<unknown>) =>
      run.then(
        () => null,
        (err: unknown) =>
          err instanceof AppError ? { message: err.message, fields: err.fields ?? null } : Promise.reject(err),
      );

    it("puts one in the cart in the chosen size and takes it off the wishlist", async () => {
      const { shopper, product } = await savedProduct({ sizes: ["S", "M"], stockQuantity: 3 });
      await moveWishlistItemToCart(shop().app, shopper, { productId: product.id, size: "M" });
      expect(await cartLines(shopper.id)).toEqual([{ productId: product.id, size: "M", quantity: 1 }]);
      expect(await wishlisted(shopper.id)).toEqual([]);
    });

    it("keeps the item on the wishlist when no size is chosen", async () => {
      const { shopper, product } = await savedProduct({ sizes: ["S", "M"], stockQuantity: 3 });
      expect(await refusal(moveWishlistItemToCart(shop().app, shopper, { productId: product.id }))).toEqual({
        message: "Please select a size",
        fields: { size: "Please select a size" },
      });
      expect(await wishlisted(shopper.id)).toEqual([product.id]);
      expect(await cartLines(shopper.id)).toEqual([]);
    });

    it("keeps the item on the wishlist when it is out of stock", async () => {
      const { shopper, product } = await savedProduct({ stockQuantity: 0 });
      expect(await refusal(moveWishlistItemToCart(shop().app, shopper, { productId: product.id }))).toMatchObject({
        message: "Insufficient stock available",
      });
      expect(await wishlisted(shopper.id)).toEqual([product.id]);
      expect(await cartLines(shopper.id)).toEqual([]);
    });

    it("takes nothing into the cart when the item cannot leave the wishlist", async () => {
      const { shopper, product } = await savedProduct({ stockQuantity: 3 });
      // The cart's insert succeeds first; the removal then fails, and the whole move must roll back.
      await shop().app.db.execute(
        sql.raw(`CREATE FUNCTION refuse_wishlist_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'wishlist removal refused by the test'; END $$`),
      );
      await shop().app.db.execute(
        sql.raw(`CREATE TRIGGER refuse_wishlist_delete BEFORE DELETE ON wishlists FOR EACH ROW
        WHEN (OLD.user_id = '${shopper.id}') EXECUTE FUNCTION refuse_wishlist_delete()`),
      );
      try {
        await expect(moveWishlistItemToCart(shop().app, shopper, { productId: product.id })).rejects.toThrow();
      } finally {
        await shop().app.db.execute(sql.raw("DROP TRIGGER refuse_wishlist_delete ON wishlists"));
        await shop().app.db.execute(sql.raw("DROP FUNCTION refuse_wishlist_delete()"));
      }
      expect(await cartLines(shopper.id)).toEqual([]);
      expect(await wishlisted(shopper.id)).toEqual([product.id]);
    });
  });
});
