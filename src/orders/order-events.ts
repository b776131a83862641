import type { Tx } from "@/db/client";
import { orderEvents } from "./tables";
import type { CurrentUser } from "@/platform/access";

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
