import { eq, sql } from "drizzle-orm";
import { preparedOnce, queryRows } from "@/db/client";
import { cartDiscountCodes, discountCodes, type DiscountCodeRow } from "./tables";
import type { AppContext } from "@/platform/context";
import { discountKobo, discountProblem, discountsCategory, usesByShopper } from "./discount-rules";
import { discountProblemMessage, discountSummary, type DiscountProblem, type DiscountTerms } from "./discount-wording";

/** A code as one shopper may use it. */
export type ShopperCode = { id: string; terms: DiscountTerms };

/** A code on a cart: what it takes off now, or why it does not apply (`problem`, a message). */
export type CartDiscount = {
  code: string;
  summary: string;
  amountKobo: number;
  freeDelivery: boolean;
  problem: string | null;
};

function toShopperCode(row: { code: DiscountCodeRow }): ShopperCode {
  return { id: row.code.id, terms: row.code };
}

/** The code with this name (any case), or null. */
export async function discountCodeNamed(ctx: AppContext, code: string): Promise<ShopperCode | null> {
  const [row] = await ctx.db
    .select({ code: discountCodes })
    .from(discountCodes)
    .where(eq(discountCodes.code, code.trim().toUpperCase()));
  return row ? toShopperCode(row) : null;
}

/** The code the shopper applied to their cart, or null. */
export async function appliedDiscountCode(ctx: AppContext, userId: string): Promise<ShopperCode | null> {
  // Asked on every view of the bag and the checkout: parsed and planned once, not per view.
  const query = preparedOnce(ctx.db, "applied_discount_code", (db) =>
    db
      .select({ code: discountCodes })
      .from(cartDiscountCodes)
      .innerJoin(discountCodes, eq(discountCodes.id, cartDiscountCodes.codeId))
      .where(eq(cartDiscountCodes.userId, sql.placeholder("userId")))
      .prepare("applied_discount_code"),
  );
  const [row] = await query.execute({ userId });
  return row ? toShopperCode(row) : null;
}

export async function rememberDiscountCode(ctx: AppContext, userId: string, codeId: string): Promise<void> {
  await ctx.db
    .insert(cartDiscountCodes)
    .values({ userId, codeId })
    .onConflictDoUpdate({ target: cartDiscountCodes.userId, set: { codeId, createdAt: sql`now()` } });
}

export async function forgetDiscountCode(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.delete(cartDiscountCodes).where(eq(cartDiscountCodes.userId, userId));
}

/**
 * What a code does to a cart's lines at today's prices: the rules of ./discount-rules.ts, run in the
 * database as the order statement runs them (which decides again at checkout, on the prices it locks).
 */
export async function cartDiscount(
  ctx: AppContext,
  userId: string,
  code: ShopperCode,
  lines: ReadonlyArray<{ product: { category: string }; lineTotalKobo: number }>,
): Promise<CartDiscount> {
  const items = JSON.stringify(lines.map((line) => ({ category: line.product.category, total: line.lineTotalKobo })));
  const [judged] = await queryRows<{ problem: DiscountProblem | null; kobo: string; subtotal: string }>(
    ctx.db,
    sql`WITH items AS (
          SELECT * FROM jsonb_to_recordset(${items}::jsonb) AS i(category text, total bigint)
        ), cart AS (
          SELECT coalesce(sum(i.total), 0)::bigint AS subtotal,
                 coalesce(sum(i.total) FILTER (WHERE ${discountsCategory("c", sql`i.category`)}), 0)::bigint AS eligible
          FROM discount_codes c LEFT JOIN items i ON true WHERE c.id = ${code.id}::uuid
        ), judged AS (
          SELECT ${discountProblem("c", {
            now: sql`now()`,
            subtotal: sql`cart.subtotal`,
            eligible: sql`cart.eligible`,
            usesByShopper: usesByShopper(sql`c.id`, userId),
          })} AS problem, ${discountKobo("c", sql`cart.eligible`)} AS kobo, cart.subtotal
          FROM discount_codes c CROSS JOIN cart WHERE c.id = ${code.id}::uuid
        )
        SELECT problem, CASE WHEN problem IS NULL THEN kobo ELSE 0 END AS kobo, subtotal FROM judged`,
  );
  // Deleted since it was applied: the shopper is told as for any code the shop does not have.
  const problem: DiscountProblem | null = judged ? judged.problem : "unknown";
  const subtotalKobo = Number(judged?.subtotal ?? 0);
  return {
    code: code.terms.code,
    summary: discountSummary(code.terms),
    amountKobo: problem ? 0 : Number(judged.kobo),
    freeDelivery: !problem && code.terms.freeDelivery,
    problem: problem ? discountProblemMessage(problem, code.terms, subtotalKobo) : null,
  };
}
