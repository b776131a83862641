import { expect, it } from "vitest";
import { headerCounts } from "../../src/cart/header-counts";
import { wishlistedIds } from "../../src/wishlist/wishlisted-ids";
import { cartItems, products, wishlists } from "../../src/server/schema";
import { createSignedInUser } from "../support/users";
import { describeOnEachDatabase } from "../support/shop";

describeOnEachDatabase("header counts and hearts", (shop) => {
  async function product(name: string) {
    const [row] = await shop()
      .app.db.insert(products)
      .values({
        name,
        description: "A test product",
        priceKobo: 10_000_00,
        imageUrl: "/media/x.webp",
        category: "Jersey",
        stockQuantity: 10,
      })
      .returning({ id: products.id });
    return row.id;
  }

  it("shows zeros to a signed-out visitor", async () => {
    expect(await headerCounts(shop().app, null)).toEqual({ cart: 0, wishlist: 0 });
  });

  it("counts cart units (not lines) and wishlist entries of the shopper only", async () => {
    const { app } = shop();
    const [a, b] = [await product("Lagos Jersey"), await product("Ibadan Jeans")];
    const me = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    const meUser = { ...me.user, phone: me.user.phoneNumber, isAdmin: false, adminSessionExpiresAt: null };
    expect(await headerCounts(app, meUser)).toEqual({ cart: 0, wishlist: 0 });

    await app.db.insert(cartItems).values([
      { userId: me.user.id, productId: a, quantity: 2, size: "M" },
      { userId: me.user.id, productId: a, quantity: 1, size: "L" },
      { userId: me.user.id, productId: b, quantity: 3 },
      { userId: other.user.id, productId: b, quantity: 5 },
    ]);
    await app.db.insert(wishlists).values([
      { userId: me.user.id, productId: a },
      { userId: other.user.id, productId: a },
      { userId: other.user.id, productId: b },
    ]);
    expect(await headerCounts(app, meUser)).toEqual({ cart: 6, wishlist: 1 });
    expect(await wishlistedIds(app, meUser, [a, b])).toEqual([a]);
    expect(await wishlistedIds(app, null, [a, b])).toEqual([]);
  });
});
