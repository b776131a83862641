// Issue 17: each "Failed to …" of docs/product-rules.md#failure-messages is what a shopper (or an admin) reads when an action
// fails for a reason they cannot act on. Nothing of ours is mocked: the database itself refuses the
// write, as when its disk is full (a trigger on the table the action writes, dropped afterwards).
// Reads still work, so the page around the message renders as it would during such an outage.
// The forms are posted as a browser without JavaScript posts them.
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import {
  cartItems,
  mailOutbox,
  orders,
  products,
  reviewHelpfulVotes,
  reviews,
  wishlists,
} from "../../src/server/schema";
import { captureLog } from "../support/log-capture";
import { describeOnEachDatabase } from "../support/shop";
import { createSignedInUser } from "../support/users";
import { insertOrder } from "./admin/helpers";
import { createProduct, LAGOS_ADDRESS } from "./shopping/fixtures";

// PostgreSQL's own words for a full disk: they must never reach a page.
const DISK_FULL = "could not extend file: No space left on device";
const written = captureLog();

describeOnEachDatabase(
  "failure messages",
  (shop) => {
    beforeAll(async () => {
      await shop().app.db.execute(
        sql.raw(`CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION '${DISK_FULL}' USING ERRCODE = 'disk_full'; END $$`),
      );
    });
    afterEach(() => written.clear());

    /** Runs `act` while every write to `table` fails in the database; reads still work. */
    async function whileWritesFail<T>(table: string, act: () => Promise<T>): Promise<T> {
      const db = shop().app.db;
      await db.execute(
        sql.raw(
          `CREATE TRIGGER test_disk_full BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION test_disk_full()`,
        ),
      );
      try {
        return await act();
      } finally {
        await db.execute(sql.raw(`DROP TRIGGER test_disk_full ON ${table}`));
      }
    }

    /** A page's form as the browser sends it: form-encoded, from our own origin, with the session cookie. */
    const post = (token: string, path: string, fields: Record<string, string>) =>
      shop().call(path, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { cookie: `bay_session=${token}`, origin: shop().baseUrl },
        redirect: "manual",
      });

    /** Where the action's redirect leads, with the toast cookie it set: the page the person sees next. */
    async function followed(token: string, res: { status: number; headers: Headers }) {
      expect(res.status).toBe(302);
      const toast = res.headers.getSetCookie().find((c) => c.startsWith("bay_toast="));
      expect(toast).toBeDefined();
      return shop().call(res.headers.get("location")!, {
        headers: { cookie: `bay_session=${token}; ${toast!.split(";")[0]}` },
      });
    }

    /** The page shows the message, answers no 5xx, and tells nothing of the database; the cause is in our log. */
    function expectShown(page: { status: number; body: unknown }, message: string) {
      const html = String(page.body);
      expect(page.status).toBeLessThan(500);
      // As text on the page (a toast, or the message beside the item), not only in the page's data.
      expect(html).toContain(`>${message}</`);
      expect(html).not.toContain("Something went wrong");
      expect(html).not.toContain(DISK_FULL);
      expect(html).not.toContain("Failed query");
      expect(html).not.toMatch(/\bat .+:\d+:\d+\)?/);
    }
    const loggedTheCause = () =>
      written.entries().some((e) => Number(e.level) >= 50 && JSON.stringify(e.err ?? {}).includes(DISK_FULL));

    const cartLines = (userId: string) => shop().app.db.select().from(cartItems).where(eq(cartItems.userId, userId));
    const wishlisted = (userId: string) => shop().app.db.select().from(wishlists).where(eq(wishlists.userId, userId));
    async function withCartLine(userId: string, productId: string) {
      const [line] = await shop().app.db.insert(cartItems).values({ userId, productId, quantity: 2 }).returning();
      return line;
    }

    it("cart: Failed to add item to cart, Failed to update cart, Failed to remove item; the cart is unchanged", async () => {
      const { user, token } = await createSignedInUser(shop().app);
      const product = await createProduct(shop().app);
      const added = await whileWritesFail("cart_items", async () =>
        followed(
          token,
          await post(token, "/cart", {
            intent: "add",
            productId: product.id,
            quantity: "1",
            redirectTo: `/product/${product.id}`,
          }),
        ),
      );
      expectShown(added, "Failed to add item to cart");
      expect(added.body).toContain(product.name);
      expect(loggedTheCause()).toBe(true);
      expect(await cartLines(user.id)).toEqual([]);

      const line = await withCartLine(user.id, product.id);
      for (const [intent, message] of [
        ["increase", "Failed to update cart"],
        ["decrease", "Failed to update cart"],
        ["remove", "Failed to remove item"],
      ]) {
        written.clear();
        const page = await whileWritesFail("cart_items", () => post(token, "/cart", { intent, lineId: line.id }));
        expect(page.status, intent).toBe(400);
        expectShown(page, message);
        expect(loggedTheCause(), intent).toBe(true);
        expect(
          (await cartLines(user.id)).map((l) => l.quantity),
          intent,
        ).toEqual([2]);
      }
    });

    it("wishlist: Failed to add to wishlist, Failed to remove from wishlist, Failed to add to cart; nothing half-moved", async () => {
      const { user, token } = await createSignedInUser(shop().app);
      const product = await createProduct(shop().app);
      const toggled = await whileWritesFail("wishlists", async () =>
        followed(
          token,
          await post(token, "/wishlist", {
            intent: "toggle",
            productId: product.id,
            redirectTo: `/product/${product.id}`,
          }),
        ),
      );
      expectShown(toggled, "Failed to add to wishlist");
      expect(loggedTheCause()).toBe(true);
      expect(await wishlisted(user.id)).toEqual([]);

      await shop().app.db.insert(wishlists).values({ userId: user.id, productId: product.id });
      // The filled heart posts what the shopper saw: its refused toggle was a removal.
      const untoggled = await whileWritesFail("wishlists", async () =>
        followed(
          token,
          await post(token, "/wishlist", {
            intent: "toggle",
            productId: product.id,
            wishlisted: "1",
            redirectTo: `/product/${product.id}`,
          }),
        ),
      );
      expectShown(untoggled, "Failed to remove from wishlist");
      expect(await wishlisted(user.id)).toHaveLength(1);

      const removed = await whileWritesFail("wishlists", () =>
        post(token, "/wishlist", { intent: "remove", productId: product.id }),
      );
      expect(removed.status).toBe(400);
      expectShown(removed, "Failed to remove from wishlist");
      expect(await wishlisted(user.id)).toHaveLength(1);

      // Moving to the cart fails at the cart: the item stays on the wishlist, and no line is written.
      const moved = await whileWritesFail("cart_items", () =>
        post(token, "/wishlist", { intent: "move", productId: product.id }),
      );
      expect(moved.status).toBe(400);
      expectShown(moved, "Failed to add to cart");
      expect(await wishlisted(user.id)).toHaveLength(1);
      expect(await cartLines(user.id)).toEqual([]);
    });

    it("reviews: Failed to submit review and Failed to mark review as helpful; no review, vote or count written", async () => {
      const { token } = await createSignedInUser(shop().app);
      const product = await createProduct(shop().app);
      const review = {
        intent: "write",
        rating: "4",
        title: "Fits well",
        comment: "True to size and the colour holds after washing.",
      };
      const submitted = await whileWritesFail("reviews", async () =>
        followed(token, await post(token, `/product/${product.id}/reviews`, review)),
      );
      expectShown(submitted, "Failed to submit review");
      expect(loggedTheCause()).toBe(true);
      expect(await shop().app.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
      const [rating] = await shop()
        .app.db.select({ count: products.reviewCount })
        .from(products)
        .where(eq(products.id, product.id));
      expect(rating.count).toBe(0);

      const author = await createSignedInUser(shop().app);
      const [theirs] = await shop()
        .app.db.insert(reviews)
        .values({
          userId: author.user.id,
          productId: product.id,
          rating: 5,
          title: "Lovely",
          comment: "Wore it to the match.",
        })
        .returning();
      written.clear();
      const voted = await whileWritesFail("review_helpful_votes", async () =>
        followed(
          token,
          await post(token, `/product/${product.id}/reviews`, { intent: "helpful", reviewId: theirs.id }),
        ),
      );
      expectShown(voted, "Failed to mark review as helpful");
      expect(loggedTheCause()).toBe(true);
      expect(
        await shop().app.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, theirs.id)),
      ).toEqual([]);
      const [after] = await shop()
        .app.db.select({ helpful: reviews.helpfulCount })
        .from(reviews)
        .where(eq(reviews.id, theirs.id));
      expect(after.helpful).toBe(0);
    });

    it("checkout: Failed to place order; no order, the stock and the cart as they were", async () => {
      const { user, token } = await createSignedInUser(shop().app);
      const product = await createProduct(shop().app, { stockQuantity: 4 });
      await withCartLine(user.id, product.id);
      const page = await whileWritesFail("orders", () =>
        post(token, "/checkout", {
          ...LAGOS_ADDRESS,
          paymentMethod: "pay-on-delivery",
          checkoutKey: crypto.randomUUID(),
        }),
      );
      expect(page.status).toBe(409);
      expectShown(page, "Failed to place order");
      // The address typed is still in the form.
      expect(page.body).toContain(LAGOS_ADDRESS.address);
      expect(loggedTheCause()).toBe(true);
      expect(await shop().app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
      const [stock] = await shop()
        .app.db.select({ left: products.stockQuantity })
        .from(products)
        .where(eq(products.id, product.id));
      expect(stock.left).toBe(4);
      expect(await cartLines(user.id)).toHaveLength(1);
    });

    it("admin: Failed to update order status and Failed to delete product, back on their page, not a 500 page", async () => {
      const admin = await createSignedInUser(shop().app, { role: "admin" });
      const product = await createProduct(shop().app);
      const email = `buyer-${randomBytes(4).toString("hex")}@example.ng`;
      const order = await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }], email });
      const updated = await whileWritesFail("orders", async () =>
        followed(
          admin.token,
          await post(admin.token, "/admin/orders", {
            intent: "status",
            id: order.id,
            status: "Shipped",
            returnTo: "/admin/orders",
          }),
        ),
      );
      expectShown(updated, "Failed to update order status");
      expect(updated.body).toContain(order.orderNumber);
      expect(loggedTheCause()).toBe(true);
      const [row] = await shop().app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      expect(row.status).toBe("Pending");
      expect(
        await shop()
          .app.db.select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), sql`${mailOutbox.subject} ILIKE '%shipped%'`)),
      ).toEqual([]);

      written.clear();
      const deleted = await whileWritesFail("products", async () =>
        followed(admin.token, await post(admin.token, `/admin/products/${product.id}`, { intent: "delete" })),
      );
      expectShown(deleted, "Failed to delete product");
      expect(loggedTheCause()).toBe(true);
      expect(await shop().app.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
    });
  },
  {},
  { pages: true, log: written.log },
);
