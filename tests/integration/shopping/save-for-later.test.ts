// "Save for later" in the bag (docs/product-rules.md#cart-quantity): the line leaves the bag and its product goes on the
// wishlist, in one transaction, through the cart page's form as a browser posts it.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { cartItems, products, wishlists } from "../../../src/server/schema";
import { describeOnEachDatabase, toastIn } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct } from "./fixtures";

describeOnEachDatabase(
  "save for later",
  (shop) => {
    const postToCart = (token: string, fields: Record<string, string>) =>
      shop().call("/cart", {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: `bay_session=${token}`,
          origin: shop().baseUrl,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });
    const bagOf = (userId: string) => shop().app.db.select().from(cartItems).where(eq(cartItems.userId, userId));
    const wishesOf = (userId: string) => shop().app.db.select().from(wishlists).where(eq(wishlists.userId, userId));

    async function shopperWithLine() {
      const shopper = await createSignedInUser(shop().app);
      const product = await createProduct(shop().app, { stockQuantity: 5 });
      const added = await shop().call("/api/v1/cart/items", {
        token: shopper.token,
        json: { productId: product.id, quantity: 2 },
      });
      expect(added.status).toBe(201);
      const [line] = await bagOf(shopper.user.id);
      return { shopper, product, line };
    }

    it("moves the line's product from the bag to the wishlist, and says so", async () => {
      const { shopper, product, line } = await shopperWithLine();
      const answer = await postToCart(shopper.token, { intent: "save-for-later", lineId: line.id });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(/^\/cart/);
      expect(toastIn(answer)).toMatchObject({
        kind: "success",
        message: "Saved to your wishlist",
      });
      expect(await bagOf(shopper.user.id)).toEqual([]);
      expect((await wishesOf(shopper.user.id)).map((wish) => wish.productId)).toEqual([product.id]);
    });

    it("changes nothing for a line that is not the shopper's, or a product gone from the shop", async () => {
      const { shopper, product, line } = await shopperWithLine();
      const other = await createSignedInUser(shop().app);
      const refused = await postToCart(other.token, { intent: "save-for-later", lineId: line.id });
      expect(refused.status).toBe(400);
      expect(String(refused.body)).toContain("Cart item not found");
      expect(await bagOf(shopper.user.id)).toHaveLength(1);
      expect(await wishesOf(other.user.id)).toEqual([]);

      // Taken out of the shop since: it cannot be wished for, so it stays in the bag (one transaction).
      await shop().app.db.update(products).set({ status: "Inactive" }).where(eq(products.id, product.id));
      const gone = await postToCart(shopper.token, { intent: "save-for-later", lineId: line.id });
      expect(gone.status).toBe(400);
      expect(await bagOf(shopper.user.id)).toHaveLength(1);
      expect(await wishesOf(shopper.user.id)).toEqual([]);
    });
  },
  {},
  { pages: true },
);
