import { sql, type SQL } from "drizzle-orm";

/*
 * What other capabilities read and write of the discounts' tables, stated here so that the discounts
 * stay their only reader and writer (decision 035): the parts of checkout's one order statement that
 * find, hold, count and clear the code. The code's rules (its verdict and amount) are discount-rules.ts.
 * This file imports only the kernel, so any capability may compose it without a cycle.
 */

/**
 * Which code the order asks for (a CTE body: wanted, code_id): the one typed with the order, else the
 * one the shopper applied to their cart; `wanted` is whether any was asked for, known or not.
 */
export const codeAskedFor = (userId: string, typed: string | null) =>
  sql`SELECT ${typed}::text IS NOT NULL
               OR EXISTS (SELECT 1 FROM cart_discount_codes WHERE user_id = ${userId}::uuid) AS wanted,
             CASE WHEN ${typed}::text IS NOT NULL
               THEN (SELECT id FROM discount_codes WHERE code = upper(${typed}::text))
               ELSE (SELECT code_id FROM cart_discount_codes WHERE user_id = ${userId}::uuid) END AS code_id`;

/**
 * Holds the code's row (`codeId`: a query of its id), before the products: its uses are counted while
 * it is held, so a code with n uses left gives exactly n orders.
 */
export const holdCode = (codeId: SQL) => sql`SELECT * FROM discount_codes WHERE id = ${codeId} FOR UPDATE`;

/** Counts one use of the code the order used (`codeId`: a query of its id, null for none). */
export const countCodeUse = (codeId: SQL, placing: SQL) =>
  sql`UPDATE discount_codes d SET times_used = d.times_used + 1, updated_at = now()
      WHERE d.id = ${codeId} AND ${placing}`;

/** The code applied to the cart goes with the cart once the order is placed. */
export const clearAppliedCode = (userId: string, placing: SQL) =>
  sql`DELETE FROM cart_discount_codes WHERE user_id = ${userId}::uuid AND ${placing}`;
