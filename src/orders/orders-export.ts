import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { csvStream } from "@/platform/csv";
import { lagosDay, lagosTime } from "@/shop/dates";
import { koboToNairaInput } from "@/shop/money";
import { ordersInRange, paymentLabel, reportRange } from "./sales-report";

/** The export's columns, in the owner's words; one row per item of each order. */
export const ORDERS_CSV_HEADER = [
  "Order number",
  "Date",
  "Time",
  "Order status",
  "Payment status",
  "Payment method",
  "Customer name",
  "Customer e-mail",
  "Customer phone",
  "City",
  "State",
  "Product",
  "Size",
  "Colour",
  "Quantity",
  "Unit price (₦)",
  "Item total (₦)",
  "Discount code",
  "Discount (₦)",
  "Delivery fee (₦)",
  "Order total (₦)",
] as const;

export type OrdersCsv = { filename: string; body: ReadableStream<Uint8Array> };

/**
 * Every order created in a range of Africa/Lagos days (all statuses, cancelled included: the Order status
 * column tells them apart), as a CSV stream read from the database a batch at a time. Money in naira with
 * two decimals, as plain numbers a spreadsheet can add up; every cell guarded against formulas (csvCell).
 */
export function ordersCsv(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
  options: { batch?: number } = {},
): OrdersCsv {
  requireAdmin(user);
  const range = reportRange(query);
  const body = csvStream(
    ORDERS_CSV_HEADER,
    ordersInRange(ctx, range, options.batch),
    (order) =>
      order.items.map((item) => [
        order.orderNumber,
        lagosDay(order.createdAt),
        lagosTime(order.createdAt),
        order.status,
        order.paymentStatus,
        paymentLabel(order.paymentMethod),
        order.shippingAddress.fullName,
        order.customerEmail,
        order.customerPhone,
        order.shippingAddress.city,
        order.shippingAddress.state,
        item.productName,
        item.size ?? "",
        item.color ?? "",
        String(item.quantity),
        koboToNairaInput(item.priceKobo),
        koboToNairaInput(item.priceKobo * item.quantity),
        order.discountCode ?? "",
        koboToNairaInput(order.discountKobo),
        koboToNairaInput(order.shippingFeeKobo),
        koboToNairaInput(order.totalAmountKobo),
      ]),
    (error) => ctx.log.error({ err: error }, "orders CSV export failed"),
  );
  return { filename: `orders-${range.from}-to-${range.to}.csv`, body };
}
