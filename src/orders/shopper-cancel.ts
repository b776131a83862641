import { queueOrderStatusMail, queueShopperCancelledForOwner } from "@/mail";
import { type CurrentUser, requireUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { conflict, notFound } from "@/platform/errors";
import type { OrderStatus, PAYMENT_STATUSES } from "@/shop/constants";
import { actorOf } from "./order-events";
import { changeOrderStatus } from "./order-status";
import { ownOrder } from "./order-service";
import { toOrderView, type OrderView } from "./order-view";
import { orders } from "./tables";

export const SHOPPER_CANCEL_REFUSED =
  "This order can no longer be cancelled here: it is on its way or paid. Please contact us.";

/**
 * Whether a shopper may cancel their own order themselves (docs/product-rules.md#cancelling-your-own-order): while
 * it is Pending and nothing is paid. Once paid or sent, money or a courier is involved, and the owner decides.
 */
export function shopperMayCancel(order: {
  status: OrderStatus;
  paymentStatus: (typeof PAYMENT_STATUSES)[number];
}): boolean {
  return order.status === "Pending" && order.paymentStatus === "Pending";
}

/**
 * Cancels the signed-in shopper's own order, as the owner's Cancelled does: its units go back on the shelf and its
 * discount use is given back once (decision 007), the timeline names the shopper, and they and the owner are
 * mailed. The rule is asked again on the locked row, so an order the owner ships or marks paid meanwhile is not
 * cancelled.
 */
export async function cancelMyOrder(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
): Promise<OrderView> {
  const shopper = requireUser(user);
  const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(ownOrder(shopper.id, orderNumber)).limit(1);
  if (!row) throw notFound("Order not found");
  const result = await changeOrderStatus(
    ctx,
    row.id,
    "Cancelled",
    (current) => current.userId === shopper.id && shopperMayCancel(current),
    actorOf(shopper),
  );
  if (!result?.changed) throw conflict(SHOPPER_CANCEL_REFUSED);
  await queueOrderStatusMail(ctx, result.row, "Cancelled");
  await queueShopperCancelledForOwner(ctx, result.row);
  return toOrderView(result.row, "shopper");
}
