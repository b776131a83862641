import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { paymentEvents } from "./tables";

/*
 * What other capabilities read of the payments' tables, stated here so that the payments stay their
 * only reader and writer (decision 035). This file imports only the payments' tables and the kernel, so
 * the orders, which the payments use, may use it without a cycle.
 */

/** When the order's card charges came in, for its timeline. */
export async function cardChargesOf(db: Db, orderId: string) {
  return db
    .select({ createdAt: paymentEvents.createdAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId));
}
