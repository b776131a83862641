// Buy again (docs/product-rules.md#buy-again): an order's lines go back into its shopper's bag in the size,
// colour and quantity bought, through the API and the order page's form; a line that cannot be added is named.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { products } from "../../../src/server/schema";
import {
  describeOnEachDatabase,
  pageHtml,
  postPageForm,
  signedInPageHtml,
  type ApiJson,
  toastIn,
} from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { ownerAddsProduct } from "../../support/products";
import { createProduct, LAGOS_ADDRESS } from "./fixtures";

describeOnEachDatabase(
  "buy again",
  (shop) => {
    let admin: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });

    /** A jersey in M and L, Navy and White, 5 of each, as the owner adds it. */
    const jersey = () =>
      ownerAddsProduct(shop(), admin, {
        name: `Again Jersey ${Date.now()}`,
        sizes: ["M", "L"],
        colors: ["Navy", "White"],
        variants: ["M", "L"].flatMap((size) => ["Navy", "White"].map((color) => ({ size, color, stockQuantity: 5 }))),
      });

    /** A shopper buys 2 of the jersey in L/White and 1 cap; the owner ships the order. */
    async function shippedOrder() {
      const shopper = await createSignedInUser(shop().app);
      const shirt = await jersey();
      const cap = await createProduct(shop().app, { name: `Again Cap ${Date.now()}`, stockQuantity: 4 });
      for (const json of [
        { productId: shirt.id, quantity: 2, size: "L", color: "White" },
        { productId: cap.id, quantity: 1 },
      ]) {
        const added = await shop().call("/api/v1/cart/items", { token: shopper.token, json });
        expect(added.status, JSON.stringify(added.body)).toBe(201);
      }
      const placed = await shop().call("/api/v1/orders", {
        token: shopper.token,
        json: { shippingAddress: LAGOS_ADDRESS },
      });
      expect(placed.status).toBe(201);
      const order = placed.body.order as ApiJson;
      const shipped = await shop().call(`/api/v1/admin/orders/${order.id}`, {
        method: "PATCH",
        json: { status: "Shipped" },
        token: admin,
      });
      expect(shipped.status).toBe(200);
      return { shopper, shirt, cap, order };
    }
    const again = (token: string | undefined, orderNumber: string) =>
      shop().call(`/api/v1/orders/${orderNumber}/buy-again`, { method: "POST", token });

    it("puts every line back as bought: same size, colour and quantity", async () => {
      const { shopper, shirt, cap, order } = await shippedOrder();
      const res = await again(shopper.token, order.orderNumber.toLowerCase());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ added: 2, missed: [] });
      const lines = (res.body.cart.items as ApiJson[]).map((line) => [
        line.productId,
        line.size,
        line.color,
        line.quantity,
      ]);
      expect(lines).toEqual(
        expect.arrayContaining([
          [shirt.id, "L", "White", 2],
          [cap.id, "", "", 1],
        ]),
      );
      expect(lines).toHaveLength(2);
    });

    it("leaves out and names a line that cannot be added now, and still adds the others", async () => {
      const { shopper, cap, order } = await shippedOrder();
      await shop().app.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, cap.id));
      const res = await again(shopper.token, order.orderNumber);
      expect(res.status).toBe(200);
      expect(res.body.added).toBe(1);
      expect(res.body.missed).toEqual([{ productName: cap.name, reason: "Insufficient stock available" }]);
      expect(res.body.cart.items).toHaveLength(1);
    });

    it("is the order's own shopper's: another's order is not found, a visitor is asked to sign in", async () => {
      const { order } = await shippedOrder();
      const other = await createSignedInUser(shop().app);
      expect((await again(other.token, order.orderNumber)).status).toBe(404);
      expect((await again(undefined, order.orderNumber)).status).toBe(401);
      const bag = await shop().call("/api/v1/cart", { token: other.token });
      expect(bag.body.items).toEqual([]);
    });

    it("the order page offers it to its shopper once the order has left Pending, and its form opens the bag", async () => {
      const { shopper, order } = await shippedOrder();
      const page = async (token?: string) =>
        token
          ? signedInPageHtml(shop(), `/track-order/${order.orderNumber}`, token)
          : pageHtml(shop(), `/track-order/${order.orderNumber}`);
      expect(await page(shopper.token)).toContain("Buy again");
      expect(await page()).not.toContain("Buy again");
      expect(await page((await createSignedInUser(shop().app)).token)).not.toContain("Buy again");

      const posted = await postPageForm(shop(), `/track-order/${order.orderNumber}`, shopper.token, {
        intent: "again",
      });
      expect(posted.status).toBe(302);
      expect(posted.headers.get("location")).toBe("/cart");
      expect(toastIn(posted)).toMatchObject({
        kind: "success",
        message: "Items added to your bag",
      });
      const bag = await shop().call("/api/v1/cart", { token: shopper.token });
      expect(bag.body.items).toHaveLength(2);
    });

    it("is not offered while the order is Pending", async () => {
      const shopper = await createSignedInUser(shop().app);
      const cap = await createProduct(shop().app, { stockQuantity: 4 });
      await shop().call("/api/v1/cart/items", { token: shopper.token, json: { productId: cap.id, quantity: 1 } });
      const placed = await shop().call("/api/v1/orders", {
        token: shopper.token,
        json: { shippingAddress: LAGOS_ADDRESS },
      });
      const html = await signedInPageHtml(shop(), `/track-order/${placed.body.order.orderNumber}`, shopper.token);
      expect(html).toContain("Cancel order");
      expect(html).not.toContain("Buy again");
      expect(await signedInPageHtml(shop(), "/order-history", shopper.token)).not.toContain("Buy again");
    });

    it("is offered on the order history's card too, posting to the order's page", async () => {
      const { shopper, order } = await shippedOrder();
      const history = await signedInPageHtml(shop(), "/order-history", shopper.token);
      expect(history).toMatch(
        new RegExp(`<form[^>]*action="/track-order/${order.orderNumber}"[^>]*>[^]*?value="again"[^]*?Buy again`),
      );
    });
  },
  {},
  { pages: true },
);
