import { sql, type SQL } from "drizzle-orm";
import type { Reckoning } from "@/shop/reckoning";

/**
 * The money rules of src/shop read as SQL expressions (bigint kobo), for the order statement to compose
 * with what it locks: the same rule the previews run on numbers, not a copy of it.
 */
export const inSql: Reckoning<SQL, SQL> = {
  kobo: (amount) => sql`${amount}::bigint`,
  truth: (value) => sql`${value}::boolean`,
  plus: (a, b) => sql`(${a} + ${b})`,
  minus: (a, b) => sql`(${a} - ${b})`,
  // A NULL floor (a zone never free) compares as NULL: coalesce makes it false, not unknown.
  reaches: (amount, floor) => (amount === null ? sql`false` : sql`coalesce(${amount} >= ${floor}::bigint, false)`),
  any: (truths) => (truths.length === 0 ? sql`false` : sql`(${sql.join(truths, sql` OR `)})`),
  unless: (free, amount) => sql`(CASE WHEN ${free} THEN 0::bigint ELSE ${amount} END)`,
};
