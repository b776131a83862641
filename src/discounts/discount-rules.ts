import { sql, type SQL } from "drizzle-orm";
import type { CodeState, DiscountProblem } from "./discount-wording";
import { shoppersOrdersWithCode } from "@/orders/query-parts";

// The rules of a discount code (issue 15), stated once, in SQL: the order statement must judge a code
// and take its use in the same atomic statement as the prices it locks (src/checkout/place-order.ts),
// and the cart's preview runs the same fragments on today's prices (./shopper-codes.ts). Each fragment
// reads a discount_codes row by the alias the statement gives it ("c", or the table's own name).

/** A column of the code row `code` names. */
const column = (code: string, name: string) => sql.raw(`${code}.${name}`);

/** What the cart holds, as SQL expressions of the statement the rules run in. */
export type CartFactsSql = {
  now: SQL;
  subtotal: SQL;
  /** The part of the subtotal in the code's categories (discountsCategory). */
  eligible: SQL;
  /** Orders this shopper placed with the code and did not cancel (usesByShopper). */
  usesByShopper: SQL;
};

/** Orders of `userId` with the code `codeId` that are not cancelled: the orders count them. */
export function usesByShopper(codeId: SQL, userId: string): SQL<number> {
  return shoppersOrdersWithCode(codeId, userId);
}

/** Every use of the code is taken. */
export function usedUp(code: string): SQL {
  return sql`(${column(code, "usage_limit")} IS NOT NULL AND ${column(code, "times_used")} >= ${column(code, "usage_limit")})`;
}

/** The shopper has used the code as often as one shopper may. */
export function usedByShopper(code: string, uses: SQL): SQL {
  return sql`(${column(code, "per_customer_limit")} IS NOT NULL AND ${uses} >= ${column(code, "per_customer_limit")})`;
}

/** An item of `category` is discounted by the code: one of its categories, or any for a code without. */
export function discountsCategory(code: string, category: SQL): SQL {
  return sql`(cardinality(${column(code, "categories")}) = 0 OR ${category} = ANY (${column(code, "categories")}))`;
}

/**
 * Why nobody can use the code at `now`, whatever their cart (a CodeState): the first checks of
 * discountProblem, and the status the owner's list shows; NULL when it is open.
 */
export function codeState(code: string, now: SQL): SQL<CodeState | null> {
  return sql<CodeState | null>`(CASE
    WHEN ${column(code, "is_paused")} THEN 'paused'
    WHEN ${column(code, "starts_at")} > ${now} THEN 'not_started'
    WHEN ${column(code, "ends_at")} <= ${now} THEN 'expired'
    WHEN ${usedUp(code)} THEN 'used_up'
  END)`;
}

/** Why the code does not apply to the cart (a DiscountProblem), in the order the shopper is told; NULL when it does. */
export function discountProblem(code: string, cart: CartFactsSql): SQL<DiscountProblem | null> {
  return sql<DiscountProblem | null>`coalesce(${codeState(code, cart.now)}, CASE
    WHEN ${usedByShopper(code, cart.usesByShopper)} THEN 'used_by_you'
    WHEN ${cart.subtotal} < ${column(code, "min_subtotal_kobo")} THEN 'below_minimum'
    WHEN ${cart.eligible} = 0 THEN 'not_for_items'
  END)`;
}

/** Kobo off the eligible items: a percentage rounds down to the kobo; never more than they cost. */
export function discountKobo(code: string, eligible: SQL): SQL {
  return sql`(CASE WHEN ${column(code, "kind")} = 'percent' THEN (${eligible} * ${column(code, "percent_off")}) / 100
    ELSE least(${column(code, "amount_off_kobo")}, ${eligible}) END)::bigint`;
}
