import { z } from "zod";
import { formOf, isTicked } from "@/platform/form-fields";
import { tickedFormBoxes, tickedIds } from "@/platform/ticked-ids";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import { AppError } from "@/platform/errors";
import { eq } from "drizzle-orm";
import { matchableId } from "@/db/ids";
import { queueOrderStatusMail } from "@/mail";
import { countOf } from "@/shop/counts";
import { setPaymentStatus, statusSchema } from "./admin-orders";
import { actorOf } from "./order-events";
import { changeOrderStatus } from "./order-status";
import { orders } from "./tables";

export const ordersStatusSchema = z.object({
  ids: tickedIds("order"),
  status: statusSchema.shape.status,
  paidOnDelivery: statusSchema.shape.paidOnDelivery,
});

/** The orders list's ticked rows, the status chosen for them and the pay-on-delivery tick. */
export const ordersStatusFormSchema = formOf(ordersStatusSchema, (sent) => ({
  ...tickedFormBoxes(sent),
  paidOnDelivery: isTicked(sent.paidOnDelivery),
}));

export type OrdersStatusResult = {
  status: z.output<typeof statusSchema>["status"];
  /** Order numbers whose status changed. */
  changed: string[];
  /** Order numbers that already had the status. */
  unchanged: string[];
  /** Ids that match no order (deleted since the list was drawn). */
  missing: number;
  /** Orders left as they were, with why: reopening a cancelled order whose stock has gone. */
  refused: Array<{ orderNumber: string; reason: string }>;
  /** Pay-on-delivery orders just Delivered and marked paid with it (`paidOnDelivery`). */
  paid: string[];
};

/** Why an order was left as it was when its change failed for a reason no rule gives (the database). */
export const NOT_CHANGED_FOR_AN_ERROR = "something went wrong, try it again";

/**
 * Sets several orders to one status (a morning's parcels to Shipped), each as setOrderStatus does it:
 * its own transaction, stock back or taken again, its timeline and the shopper's mail. One order's change
 * never waits on another's: an order already in that status or gone is counted, and one the change is
 * refused for (stock gone before reopening) is named, while the others still change. So is one whose
 * change failed unexpectedly (logged): the orders changed before it are changed, and the answer says so.
 */
export async function setStatusOfOrders(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<OrdersStatusResult> {
  const admin = requireAdmin(user);
  const { ids, status, paidOnDelivery } = parseInput(ordersStatusSchema, input);
  const result: OrdersStatusResult = { status, changed: [], unchanged: [], missing: 0, refused: [], paid: [] };
  const refuse = async (id: string, reason: string) => {
    const [order] = await ctx.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, matchableId(id)))
      .catch(() => []);
    result.refused.push({ orderNumber: order?.orderNumber ?? id, reason });
  };
  for (const id of new Set(ids)) {
    const outcome = await changeOrderStatus(ctx, matchableId(id), status, undefined, actorOf(admin)).catch(
      async (error: unknown) => {
        if (error instanceof AppError) await refuse(id, error.message);
        else {
          ctx.log.error({ err: error, orderId: id, status }, "an order of a bulk status change failed");
          await refuse(id, NOT_CHANGED_FOR_AN_ERROR);
        }
        return undefined;
      },
    );
    if (outcome === undefined) continue;
    if (!outcome) result.missing += 1;
    else if (!outcome.changed) result.unchanged.push(outcome.row.orderNumber);
    else {
      await queueOrderStatusMail(ctx, outcome.row, status);
      result.changed.push(outcome.row.orderNumber);
      // The courier handed each parcel over for its cash (docs/product-rules.md#payments).
      const { row } = outcome;
      if (
        status === "Delivered" &&
        paidOnDelivery &&
        row.paymentMethod === "pay-on-delivery" &&
        row.paymentStatus === "Pending"
      ) {
        await setPaymentStatus(ctx, user, row.id, { paymentStatus: "Verified" });
        result.paid.push(row.orderNumber);
      }
    }
  }
  return result;
}

/** The toast after a change of several orders: how many changed, and what happened to the rest. */
export function ordersStatusMessage({
  status,
  changed,
  unchanged,
  missing,
  refused,
  paid,
}: OrdersStatusResult): string {
  const parts = [`Order status updated to ${status} for ${countOf(changed.length, "order")}`];
  if (paid.length > 0) parts.push(`${countOf(paid.length, "order")} paid on delivery marked paid`);
  if (unchanged.length > 0)
    parts.push(`${unchanged.join(", ")} ${unchanged.length === 1 ? "was" : "were"} already ${status}`);
  if (missing > 0) parts.push(`${countOf(missing, "order")} no longer found`);
  for (const { orderNumber, reason } of refused) parts.push(`${orderNumber} not changed: ${reason}`);
  return parts.join("; ");
}
