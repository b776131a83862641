import { eq, sql } from "drizzle-orm";
import { queueAddressChangedMail } from "@/mail";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { conflict } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { actorOf, holdOrderToChange, recordOrderEvent } from "./order-events";
import { toOrderView, type AdminOrderView } from "./order-view";
import { shippingAddressSchema } from "@/shop/shipping-address";
import { orders, type ShippingAddress } from "./tables";

const ADDRESS_FIXED_ONCE_SHIPPED = "The address can be changed only while the order is Pending";
const PICKUP_HAS_NO_ADDRESS = "An order picked up in store has no delivery address";

const sameAddress = (a: ShippingAddress, b: ShippingAddress) =>
  (["fullName", "phone", "address", "city", "state", "postalCode"] as const).every(
    (field) => (a[field] ?? "") === (b[field] ?? ""),
  );

/**
 * The admin corrects a pending order's delivery address (the shopper called: a wrong street, a landmark, another
 * phone), checked as checkout checks it. Only before the parcel leaves, and never for a pick-up. The order keeps
 * its delivery fee and date, as it keeps its prices: they were what the shopper agreed to. On the timeline with
 * the admin who made it, and mailed to the shopper in writing; the same address again changes nothing.
 */
export async function changeDeliveryAddress(
  ctx: AppContext,
  user: CurrentUser | null,
  orderId: string,
  input: unknown,
): Promise<AdminOrderView> {
  const admin = requireAdmin(user);
  const address = parseInput(shippingAddressSchema, input);
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const current = await holdOrderToChange(tx, orderId);
    if (current.delivery?.pickup) throw conflict(PICKUP_HAS_NO_ADDRESS);
    if (current.status !== "Pending") throw conflict(ADDRESS_FIXED_ONCE_SHIPPED);
    if (sameAddress(current.shippingAddress, address)) return { row: current, changed: false };
    const [updated] = await tx
      .update(orders)
      .set({ shippingAddress: address, customerPhone: address.phone, updatedAt: sql`now()` })
      .where(eq(orders.id, current.id))
      .returning();
    await recordOrderEvent(
      tx,
      current.id,
      "address",
      actorOf(admin),
      `${address.address}, ${address.city}, ${address.state}`,
    );
    return { row: updated, changed: true };
  });
  if (changed) await queueAddressChangedMail(ctx, row);
  return toOrderView(row, "admin");
}
