import { eq, sql } from "drizzle-orm";
import { queueShipmentMail } from "@/mail";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import { actorOf, holdOrderToChange, recordOrderEvent } from "./order-events";
import { toOrderView, type AdminOrderView } from "./order-view";
import { shipmentSchema } from "./shipment-schema";
import { orders } from "./tables";

/**
 * Records which courier carries the order and its tracking number (both empty clears them), and puts the
 * change on the order's timeline with the admin who made it; the same courier and number again change nothing.
 * The shopper reads them on their tracking page and in the Shipped mail; recorded or changed once the order
 * is Shipped, they are mailed on their own (docs/product-rules.md#courier-and-tracking-number).
 */
export async function setShipment(
  ctx: AppContext,
  user: CurrentUser | null,
  orderId: string,
  input: unknown,
): Promise<AdminOrderView> {
  const admin = requireAdmin(user);
  const given = parseInput(shipmentSchema, input);
  const shipment = given.courier ? { courier: given.courier, trackingNumber: given.trackingNumber } : null;
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const current = await holdOrderToChange(tx, orderId);
    const same =
      current.shipment?.courier === shipment?.courier && current.shipment?.trackingNumber === shipment?.trackingNumber;
    if (same) return { row: current, changed: false };
    const [updated] = await tx
      .update(orders)
      .set({ shipment, updatedAt: sql`now()` })
      .where(eq(orders.id, current.id))
      .returning();
    const detail = shipment ? `${shipment.courier} · ${shipment.trackingNumber}` : null;
    await recordOrderEvent(tx, current.id, "shipment", actorOf(admin), detail);
    return { row: updated, changed: true };
  });
  if (changed && row.shipment && row.status === "Shipped") await queueShipmentMail(ctx, row);
  return toOrderView(row, "admin");
}
