import { sql, type SQL } from "drizzle-orm";

/*
 * What other capabilities read and write of the cart's lines, stated here so that the cart stays
 * their only reader and writer (decision 035): the parts of checkout's one order statement. This file
 * imports only the cart's tables and the kernel, so checkout, which the cart uses, may compose them
 * without a cycle.
 */

/** How many lines the shopper's cart holds, in the statement's snapshot (a CTE body). */
export const cartLineCount = (userId: string) =>
  sql`SELECT count(*)::int AS n FROM cart_items WHERE user_id = ${userId}::uuid`;

/**
 * The shopper's cart lines, oldest first, locked: a second submission of the same cart waits, then
 * finds them gone (a CTE body: id, product_id, variant_id, size, color, quantity, created_at).
 */
export const holdCartLines = (userId: string) =>
  sql`SELECT id, product_id, variant_id, size, color, quantity, created_at FROM cart_items
      WHERE user_id = ${userId}::uuid ORDER BY created_at, id FOR UPDATE`;

/** Empties the cart of the lines held (`lines`: the CTE of holdCartLines) once the order is placed. */
export const clearCartLines = (userId: string, lines: SQL, placing: SQL) =>
  sql`DELETE FROM cart_items
      WHERE user_id = ${userId}::uuid AND id = ANY (ARRAY (SELECT id FROM ${lines})) AND ${placing}`;
