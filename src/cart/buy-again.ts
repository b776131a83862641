import { myOrderItems } from "@/orders";
import type { CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { AppError } from "@/platform/errors";
import { addToCart } from "./cart-service";

export type BuyAgainResult = {
  /** How many of the order's lines went into the bag. */
  added: number;
  /** The lines that could not, each with the reason add to cart gave (sold out, no longer sold, …). */
  missed: Array<{ productName: string; reason: string }>;
};

/**
 * Whether a shopper's own order offers Buy again on their pages: once it has left the Pending stage
 * (docs/product-rules.md#buy-again); while Pending the same items are still on their way to being bought.
 */
export function offersBuyAgain(order: { status: string }): boolean {
  return order.status !== "Pending";
}

/**
 * Puts the items of one of the shopper's own orders back in their bag, each in the size, colour and
 * quantity bought, through add to cart's own checks (docs/product-rules.md#buy-again). A line that cannot
 * be added now is left out and named; the others still go in.
 */
export async function buyAgain(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
): Promise<BuyAgainResult> {
  const items = await myOrderItems(ctx, user, orderNumber);
  const result: BuyAgainResult = { added: 0, missed: [] };
  for (const item of items) {
    const choice = item.variantId ? { variantId: item.variantId } : { size: item.size, color: item.color };
    try {
      await addToCart(ctx, user, { productId: item.productId, quantity: item.quantity, ...choice });
      result.added += 1;
    } catch (err) {
      if (!(err instanceof AppError) || err.status === 401) throw err;
      result.missed.push({ productName: item.productName, reason: err.message });
    }
  }
  return result;
}

/** What the bag's toast says after Buy again: all in, some in and which not, or none. */
export function buyAgainMessage({ added, missed }: BuyAgainResult): { kind: "success" | "error"; message: string } {
  const names = missed.map((line) => line.productName).join(", ");
  if (missed.length === 0) return { kind: "success", message: "Items added to your bag" };
  if (added === 0) return { kind: "error", message: `These items cannot be bought now: ${names}` };
  return {
    kind: "success",
    message: `${added} of ${added + missed.length} items added to your bag. Not available now: ${names}`,
  };
}
