import { jsonCookie } from "@/http/cookies";
import type { CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { AppError } from "@/platform/errors";
import { addToCart } from "@/cart";
import { addToWishlist } from "@/wishlist";
import type { Toast } from "./toast.server";
import { safeRedirectPath } from "./guards.server";

/**
 * What a signed-out shopper asked for when the shop sent them to sign in (issue 45): an item for the
 * bag or the wishlist, and the page to come back to. Kept a quarter of an hour in an HttpOnly cookie;
 * after signing in or up it is done as the shopper's own request would be (the cart service checks
 * the product, size and stock again), and the shopper lands back on that page.
 */
export type PendingIntent =
  | { kind: "cart"; productId: string; size?: string; color?: string; quantity: number; back: string }
  | { kind: "wishlist"; productId: string; back: string };

const pendingCookie = jsonCookie("bay_pending_intent", 15 * 60);

export function pendingIntentHeader(intent: PendingIntent): string {
  return pendingCookie.header(intent);
}

const text = (value: unknown, max: number) => (typeof value === "string" && value.length <= max ? value : undefined);

/** The pending intent of a request, checked field by field (the cookie is the browser's to change). */
function readPendingIntent(request: Request): PendingIntent | null {
  const value = pendingCookie.read(request.headers.get("Cookie")) as Record<string, unknown> | null | undefined;
  const productId = text(value?.productId, 100);
  if (!value || !productId) return null;
  const back = safeRedirectPath(text(value.back, 500), `/product/${encodeURIComponent(productId)}`);
  if (value.kind === "wishlist") return { kind: "wishlist", productId, back };
  if (value.kind !== "cart") return null;
  const quantity = Number(value.quantity);
  return {
    kind: "cart",
    productId,
    size: text(value.size, 40),
    color: text(value.color, 40),
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    back,
  };
}

/**
 * Does the pending intent for the shopper who just signed in from its prompt (the sign-in goes back
 * to the intent's page): where to go, the toast that says how it went, and the header that forgets
 * it. Null when there is none, or the sign-in came from elsewhere.
 */
export async function finishPendingIntent(
  ctx: AppContext,
  user: CurrentUser,
  request: Request,
  redirectTo: string,
): Promise<{ back: string; toast: Toast; clear: string } | null> {
  const intent = readPendingIntent(request);
  if (!intent || intent.back !== redirectTo) return null;
  const clear = pendingCookie.clear();
  try {
    if (intent.kind === "cart") {
      await addToCart(ctx, user, {
        productId: intent.productId,
        quantity: intent.quantity,
        size: intent.size,
        color: intent.color,
      });
      return { back: intent.back, toast: { kind: "success", message: "Item added to cart" }, clear };
    }
    await addToWishlist(ctx, user, intent.productId);
    return { back: intent.back, toast: { kind: "success", message: "Added to wishlist" }, clear };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // Sold out meanwhile, or a size no longer offered: the shopper sees why, on the product.
    return { back: intent.back, toast: { kind: "error", message: err.message }, clear };
  }
}
