import { and, desc, eq, sql } from "drizzle-orm";
import { preparedOnce } from "@/db/client";
import { type CurrentUser, requireUser } from "@/platform/access";
import { isUuid } from "@/db/ids";
import { productViewColumns, toProductView, type ProductView } from "@/catalog";
import { isActiveProduct, theProduct } from "@/catalog/query-parts";
import { wishlists } from "./tables";
import { addToCart, removeCartItem, type CartLine } from "@/cart";
import { inTransaction, type AppContext } from "@/platform/context";
import { notFound } from "@/platform/errors";

export type WishlistEntry = { productId: string; createdAt: string; product: ProductView };

const SIGN_IN_FOR_WISHLIST = "Please sign in to add items to wishlist";

/** The shopper's wishlist, newest first. */
export async function listWishlist(ctx: AppContext, user: CurrentUser | null): Promise<WishlistEntry[]> {
  const shopper = requireUser(user);
  // Read on every view of the wishlist: parsed and planned once, not per view.
  const query = preparedOnce(ctx.db, "my_wishlist", (db) =>
    db
      .select({ createdAt: wishlists.createdAt, product: productViewColumns })
      .from(wishlists)
      .innerJoin(...theProduct(wishlists.productId))
      .where(eq(wishlists.userId, sql.placeholder("userId")))
      .orderBy(desc(wishlists.createdAt), desc(wishlists.productId))
      .prepare("my_wishlist"),
  );
  const rows = await query.execute({ userId: shopper.id });
  return rows.map((row) => ({
    productId: row.product.id,
    createdAt: row.createdAt.toISOString(),
    product: toProductView(row.product),
  }));
}

async function requireActiveProduct(ctx: AppContext, productId: string) {
  if (!isUuid(productId) || !(await isActiveProduct(ctx.db, productId))) throw notFound("Product not found");
}

/** Adds a product; adding it twice keeps one entry. */
export async function addToWishlist(ctx: AppContext, user: CurrentUser | null, productId: string): Promise<void> {
  const shopper = requireUser(user, SIGN_IN_FOR_WISHLIST);
  await requireActiveProduct(ctx, productId);
  await ctx.db.insert(wishlists).values({ userId: shopper.id, productId }).onConflictDoNothing();
}

/** Removes a product; returns whether it was there. */
export async function removeFromWishlist(
  ctx: AppContext,
  user: CurrentUser | null,
  productId: string,
): Promise<boolean> {
  const shopper = requireUser(user, SIGN_IN_FOR_WISHLIST);
  if (!isUuid(productId)) return false;
  const deleted = await ctx.db
    .delete(wishlists)
    .where(and(eq(wishlists.userId, shopper.id), eq(wishlists.productId, productId)))
    .returning({ productId: wishlists.productId });
  return deleted.length > 0;
}

/** The heart button: removes the product when it is on the wishlist, adds it otherwise. */
export async function toggleWishlist(
  ctx: AppContext,
  user: CurrentUser | null,
  productId: string,
): Promise<{ inWishlist: boolean }> {
  requireUser(user, SIGN_IN_FOR_WISHLIST);
  if (await removeFromWishlist(ctx, user, productId)) return { inWishlist: false };
  await addToWishlist(ctx, user, productId);
  return { inWishlist: true };
}

/**
 * "Move to cart" on the wishlist page: one of the product, in the chosen size (and colour), goes into
 * the cart and the product leaves the wishlist, in one transaction. An add the cart refuses (no size
 * chosen, out of stock, an order limit: its rules and messages) leaves the wishlist as it was.
 */
export async function moveWishlistItemToCart(
  ctx: AppContext,
  user: CurrentUser | null,
  input: { productId: string; variantId?: string; size?: string; color?: string; quantity?: number },
): Promise<CartLine> {
  return inTransaction(ctx, async (tx) => {
    // One unit. The page's add to bag form, parsed by the cart's form schema, goes on as it is (decision 036).
    const line = await addToCart(tx, user, input.quantity === 1 ? input : { ...input, quantity: 1 });
    await removeFromWishlist(tx, user, input.productId);
    return line;
  });
}

/**
 * "Save for later" in the bag: the line leaves the bag and its product goes on the wishlist, in one transaction, so
 * a product that can no longer be wished for (taken out of the shop) stays in the bag rather than being lost.
 */
export async function saveCartLineForLater(
  ctx: AppContext,
  user: CurrentUser | null,
  lineId: string,
): Promise<{ productId: string }> {
  requireUser(user, SIGN_IN_FOR_WISHLIST);
  return inTransaction(ctx, async (tx) => {
    const { productId } = await removeCartItem(tx, user, lineId);
    await addToWishlist(tx, user, productId);
    return { productId };
  });
}
