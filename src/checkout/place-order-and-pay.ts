import type { CurrentUser } from "@/platform/access";
import type { OrderView } from "@/orders";
import { startCardPayment } from "@/payments";
import type { AppContext } from "@/platform/context";
import { placeOrder } from "./place-order";

/**
 * Where the shopper goes once the order exists:
 * - `none`: nothing to pay online now (pay on delivery, bank transfer, or a card order already
 *   paid); `redirectTo` is the order history.
 * - `started`: a card payment began; `redirectTo` is Paystack's payment page.
 * - `failed`: the card payment could not start; the order stands and `redirectTo` is its page,
 *   where the shopper can Pay now. `error` says why.
 */
export type PlacedOrder = { order: OrderView; created: boolean; redirectTo: string } & (
  { payment: "none" | "started" } | { payment: "failed"; error: unknown }
);

/**
 * Checkout as the shopper's browser does it: place the order (placeOrder: all of the cart or
 * nothing), then send a card order straight to Paystack. A payment that cannot start never undoes
 * the order. The JSON API keeps the two steps apart (POST /orders, then POST /orders/{n}/payment,
 * DESIGN.md §4), so an API client starts each payment attempt itself.
 */
export async function placeOrderAndStartPayment(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<PlacedOrder> {
  const { order, created } = await placeOrder(ctx, user, input);
  if (order.paymentMethod !== "card" || order.paymentStatus !== "Pending") {
    return { order, created, redirectTo: "/order-history", payment: "none" };
  }
  try {
    const { authorizationUrl } = await startCardPayment(ctx, user, order.orderNumber);
    return { order, created, redirectTo: authorizationUrl, payment: "started" };
  } catch (error) {
    return {
      order,
      created,
      redirectTo: `/track-order/${encodeURIComponent(order.orderNumber)}`,
      payment: "failed",
      error,
    };
  }
}
