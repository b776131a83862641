import { eq, sql, type SQL } from "drizzle-orm";
import { wishlists } from "./tables";

/*
 * What other capabilities read of the wishlist's table, stated here so that the wishlist stays its
 * only reader and writer (decision 035). This file imports only the wishlist's table and the kernel, so
 * the cart, which the wishlist uses, may put these in its header statement without a cycle.
 */

/** How many products the shopper has hearted, as part of the header's one statement. */
export const wishlistCount = (userId: string): SQL<number> =>
  sql<number>`(SELECT count(*) FROM ${wishlists} WHERE ${eq(wishlists.userId, userId)})::int`;

/** The ids of up to `limit` products the shopper has hearted, as a JSON array, part of one statement. */
export const heartedProductIds = (userId: string, limit: number): SQL<string[]> =>
  sql<
    string[]
  >`coalesce((SELECT jsonb_agg(h.product_id) FROM (SELECT ${wishlists.productId} FROM ${wishlists} WHERE ${eq(wishlists.userId, userId)} LIMIT ${limit}) h), '[]'::jsonb)`;
