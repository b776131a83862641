import { eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@/platform/access";
import { heartedProductIds, wishlistCount } from "@/wishlist/query-parts";
import { cartItems } from "./tables";
import type { AppContext } from "@/platform/context";
import type { HeaderCounts } from "@/http/shared-pages";

// The shape is the web kernel's (what the header shows); the cart counts it.
export type { HeaderCounts };

/**
 * The badge numbers of the header: units in the cart (sum of quantities, as a shopper counts
 * them) and wishlist entries. One round trip, because it runs on every page view.
 */
export async function headerCounts(ctx: AppContext, user: CurrentUser | null): Promise<HeaderCounts> {
  if (!user) return { cart: 0, wishlist: 0 };
  const [row] = await ctx.db
    .select({
      cart: sql<number>`coalesce((SELECT sum(${cartItems.quantity}) FROM ${cartItems} WHERE ${eq(cartItems.userId, user.id)}), 0)::int`,
      wishlist: wishlistCount(user.id),
    })
    .from(sql`(SELECT 1) AS one`);
  return { cart: Number(row?.cart ?? 0), wishlist: Number(row?.wishlist ?? 0) };
}

/** A shopper's whole wishlist holds at most this many hearts for a shared page. */
const HEARTS_SENT = 500;

/**
 * The header's counts and the hearted products together, for a shared page that asks for them after
 * it has loaded (docs/decisions/015): one round trip, since every signed-in view of it asks.
 */
export async function countsAndHearts(
  ctx: AppContext,
  user: CurrentUser | null,
): Promise<{ counts: HeaderCounts; hearted: string[] }> {
  if (!user) return { counts: { cart: 0, wishlist: 0 }, hearted: [] };
  const [row] = await ctx.db
    .select({
      cart: sql<number>`coalesce((SELECT sum(${cartItems.quantity}) FROM ${cartItems} WHERE ${eq(cartItems.userId, user.id)}), 0)::int`,
      wishlist: wishlistCount(user.id),
      hearted: heartedProductIds(user.id, HEARTS_SENT),
    })
    .from(sql`(SELECT 1) AS one`);
  return {
    counts: { cart: Number(row?.cart ?? 0), wishlist: Number(row?.wishlist ?? 0) },
    hearted: row?.hearted ?? [],
  };
}
