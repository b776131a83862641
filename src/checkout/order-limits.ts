import type { Config } from "@/platform/config";
import { AppError } from "@/platform/errors";

// How much one shopper may hold off the shelf (issue 12, item 8): without limits one account could
// order every unit of a product on "pay on delivery" and never pay. The cart checks the unit limits
// as the shopper fills it; the order statement checks them again, for carts filled before a limit
// changed, and counts the shopper's unpaid orders.

export type OrderLimits = { unitsPerLine: number; unitsPerOrder: number; openUnpaidOrders: number };

export function orderLimits(config: Config): OrderLimits {
  return {
    unitsPerLine: config.MAX_UNITS_PER_LINE,
    unitsPerOrder: config.MAX_UNITS_PER_ORDER,
    openUnpaidOrders: config.MAX_OPEN_UNPAID_ORDERS,
  };
}

export const tooManyOfOneItemMessage = (limits: OrderLimits) =>
  `You can order at most ${limits.unitsPerLine} of each item`;

export const tooManyItemsMessage = (limits: OrderLimits) =>
  `You can order at most ${limits.unitsPerOrder} items in one order`;

/**
 * An order counts as unpaid while it is Pending with its payment Pending, whatever the method: pay on
 * delivery holds stock like the others. Once the shop ships it, it no longer counts.
 */
export function tooManyUnpaidOrders(limits: OrderLimits): AppError {
  return new AppError(
    409,
    "too_many_unpaid_orders",
    `You already have ${limits.openUnpaidOrders} unpaid orders. Please pay for one, or wait until one is shipped, before placing another.`,
  );
}

/**
 * What placing an order would answer now because of the shopper's `openUnpaid` orders, or null while
 * they may order: the checkout page says it before the shopper fills the form in, not after Place Order.
 */
export function unpaidOrdersRefusal(config: Config, openUnpaid: number): string | null {
  const limits = orderLimits(config);
  return openUnpaid >= limits.openUnpaidOrders ? tooManyUnpaidOrders(limits).message : null;
}
