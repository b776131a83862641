import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { csvLine } from "@/platform/csv";
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

// A byte order mark, so that Excel reads the file as UTF-8 (₦, accented names) rather than guessing.
const BOM = "\uFEFF";

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
  const encoder = new TextEncoder();
  const batches = ordersInRange(ctx, range, options.batch);
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvLine(ORDERS_CSV_HEADER)));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        let text = "";
        for (const order of next.value) {
          const address = order.shippingAddress;
          for (const item of order.items) {
            text += csvLine([
              order.orderNumber,
              lagosDay(order.createdAt),
              lagosTime(order.createdAt),
              order.status,
              order.paymentStatus,
              paymentLabel(order.paymentMethod),
              address.fullName,
              order.customerEmail,
              order.customerPhone,
              address.city,
              address.state,
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
            ]);
          }
        }
        controller.enqueue(encoder.encode(text));
      } catch (error) {
        ctx.log.error({ err: error }, "orders CSV export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return { filename: `orders-${range.from}-to-${range.to}.csv`, body };
}
