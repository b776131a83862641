import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "@/db/client";
import { users } from "./tables";

/*
 * What other capabilities read of the accounts' tables, stated here so that the accounts stay their
 * only reader and writer (decision 035). This file imports only the accounts' tables and the kernel, so
 * any capability may use it without a cycle.
 */

/** The shopper's name, as a reviewer is shown, for the row whose user id is `userId`. */
export const shopperName = (userId: AnyPgColumn): SQL<string> =>
  sql<string>`(SELECT ${users.fullName} FROM ${users} WHERE ${users.id} = ${userId})`;

/** In a raw SQL statement: joins the shopper whose id is `userId` as `u` (`u.email`, `u.full_name`). */
export const joinShopper = (userId: SQL) => sql`JOIN users u ON u.id = ${userId}`;

/** How many accounts the shop has, as part of a figures statement. */
export const accountCount: SQL<number> = sql<number>`(SELECT count(*) FROM ${users})::int`;

/**
 * Holds the shopper's row until the transaction ends, so that two requests of one shopper take turns
 * (their row is the queue for what they may have only so many of).
 */
export async function holdShopper(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}
