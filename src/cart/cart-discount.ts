import { requireUser, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { AppError, conflict } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import {
  applyDiscountCodeSchema,
  cartDiscount,
  countCodeTry,
  discountCodeNamed,
  forgiveCodeTry,
  forgetDiscountCode,
  rememberDiscountCode,
  UNKNOWN_CODE_MESSAGE,
} from "@/discounts";
import { getCart, type Cart } from "./cart-service";

const refused = (message: string) => new AppError(422, "discount_refused", message, { code: message });

/**
 * The shopper's "Discount code" box (cart and checkout): a code that applies to the cart now is kept
 * for the order; one that does not is refused with the reason and leaves the cart as it was. Each try
 * counts against the shopper's and the address's limits (countCodeTry) until it applies.
 */
export async function applyDiscountCode(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
  clientIp: string,
): Promise<Cart> {
  const shopper = requireUser(user);
  const { code } = parseInput(applyDiscountCodeSchema, input);
  await countCodeTry(ctx, shopper.id, clientIp);
  const found = await discountCodeNamed(ctx, code);
  if (!found) throw refused(UNKNOWN_CODE_MESSAGE);
  const cart = await getCart(ctx, shopper);
  if (cart.items.length === 0) throw conflict("Your cart is empty");
  const preview = await cartDiscount(ctx, shopper.id, found, cart.items);
  if (preview.problem) throw refused(preview.problem);
  await rememberDiscountCode(ctx, shopper.id, found.id);
  await forgiveCodeTry(ctx, shopper.id, clientIp);
  return { ...cart, discount: preview };
}

export async function removeDiscountCode(ctx: AppContext, user: CurrentUser | null): Promise<Cart> {
  const shopper = requireUser(user);
  await forgetDiscountCode(ctx, shopper.id);
  return getCart(ctx, shopper);
}
