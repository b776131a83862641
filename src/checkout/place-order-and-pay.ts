import { requireUser, type CurrentUser } from "@/platform/access";
import type { OrderView } from "@/orders";
import { PAYMENT_START_FAILED_MESSAGE, startCardPayment } from "@/payments";
import { AppError } from "@/platform/errors";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import { placeOrderSchema } from "./checkout-schema";
import { placeOrder, SIGN_IN_TO_ORDER } from "./place-order";

/**
 * Where the shopper goes once the order exists:
 * - `none`: nothing to pay online now (pay on delivery, bank transfer, or a card order already
 *   paid): `redirectTo` is the order history; or a card order placed without `payNow`: its page,
 *   where the shopper (or POST /orders/{n}/payment) starts the payment.
 * - `started`: a card payment began; `redirectTo` is Paystack's payment page.
 * - `failed`: the card payment could not start; the order stands and `redirectTo` is its page,
 *   where the shopper can Pay now. `message` says why, in words for the shopper.
 */
export type PlacedOrder = { order: OrderView; created: boolean; redirectTo: string } & (
  { payment: "none" | "started" } | { payment: "failed"; message: string }
);

/**
 * Checkout, for the page and POST /orders alike: place the order (placeOrder: all of the cart or
 * nothing), then, with `payNow` (the page always; an API client when it asks), send a card order
 * straight to Paystack. A payment that cannot start never undoes the order.
 */
export async function placeOrderAndStartPayment(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
  clientIp: string,
): Promise<PlacedOrder> {
  requireUser(user, SIGN_IN_TO_ORDER);
  const checkout = parseInput(placeOrderSchema, input);
  const { order, created } = await placeOrder(ctx, user, checkout, clientIp);
  const orderPage = `/track-order/${encodeURIComponent(order.orderNumber)}`;
  if (order.paymentMethod !== "card" || order.paymentStatus !== "Pending") {
    return { order, created, redirectTo: "/order-history", payment: "none" };
  }
  if (!checkout.payNow) return { order, created, redirectTo: orderPage, payment: "none" };
  try {
    const { authorizationUrl } = await startCardPayment(ctx, user, order.orderNumber);
    return { order, created, redirectTo: authorizationUrl, payment: "started" };
  } catch (error) {
    if (!(error instanceof AppError))
      ctx.log.error({ err: error, order: order.orderNumber }, "card payment did not start");
    const message = error instanceof AppError ? error.message : PAYMENT_START_FAILED_MESSAGE;
    return { order, created, redirectTo: orderPage, payment: "failed", message };
  }
}
