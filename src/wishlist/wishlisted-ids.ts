import { and, eq, inArray } from "drizzle-orm";
import type { CurrentUser } from "@/platform/access";
import { wishlists } from "./tables";
import type { AppContext } from "@/platform/context";

/** Which of these products the shopper has hearted, so listings can show a filled heart. */
export async function wishlistedIds(
  ctx: AppContext,
  user: CurrentUser | null,
  productIds: string[],
): Promise<string[]> {
  if (!user || productIds.length === 0) return [];
  const rows = await ctx.db
    .select({ productId: wishlists.productId })
    .from(wishlists)
    .where(and(eq(wishlists.userId, user.id), inArray(wishlists.productId, productIds)));
  return rows.map((r) => r.productId);
}
