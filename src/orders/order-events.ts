import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { matchableId } from "@/db/ids";
import type { CurrentUser } from "@/platform/access";
import { notFound } from "@/platform/errors";
import { orderEvents, orders, type OrderRow } from "./tables";

/** Who did something to an order: an admin, named as they were then; null when the shop did it itself. */
export type OrderActor = { id: string; name: string } | null;

export const actorOf = (user: CurrentUser): OrderActor => ({ id: user.id, name: user.fullName });

type OrderEventKind = (typeof orderEvents.$inferInsert)["kind"];

/** Adds an entry to the order's timeline, in the transaction that made the change it records. */
export async function recordOrderEvent(
  tx: Tx,
  orderId: string,
  kind: OrderEventKind,
  actor: OrderActor,
  detail: string | null = null,
) {
  await tx
    .insert(orderEvents)
    .values({ orderId, kind, detail, adminId: actor?.id ?? null, adminName: actor?.name ?? null });
}

/** The order an admin is changing, held (FOR UPDATE) until the change and its timeline entry commit. */
export async function holdOrderToChange(tx: Tx, orderId: string): Promise<OrderRow> {
  const [current] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, matchableId(orderId)))
    .for("update");
  if (!current) throw notFound("Order not found");
  return current;
}
