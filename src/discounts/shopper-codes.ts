import { eq, sql } from "drizzle-orm";
import { cartDiscountCodes, discountCodes, type DiscountCodeRow } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import {
  discountKobo,
  discountProblem,
  discountProblemMessage,
  discountSummary,
  isEligibleCategory,
  type DiscountTerms,
} from "./discount-rules";

/** A code as one shopper may use it: its terms and how often they used it already. */
export type ShopperCode = { id: string; terms: DiscountTerms; usesByShopper: number };

/** A code on a cart: what it takes off now, or why it does not apply (`problem`, a message). */
export type CartDiscount = {
  code: string;
  summary: string;
  amountKobo: number;
  freeDelivery: boolean;
  problem: string | null;
};

/** Orders of this shopper with the code (of the row in hand) that are not cancelled. */
export const usesBy = (userId: string) =>
  sql<number>`(SELECT count(*)::int FROM orders o
    WHERE o.discount_code_id = discount_codes.id AND o.user_id = ${userId}::uuid AND o.status <> 'Cancelled')`;

function toShopperCode(row: { code: DiscountCodeRow; uses: number }): ShopperCode {
  return { id: row.code.id, terms: row.code, usesByShopper: Number(row.uses) };
}

/** The code with this name (any case), or null. */
export async function discountCodeNamed(ctx: AppContext, userId: string, code: string): Promise<ShopperCode | null> {
  const [row] = await ctx.db
    .select({ code: discountCodes, uses: usesBy(userId) })
    .from(discountCodes)
    .where(eq(discountCodes.code, code.trim().toUpperCase()));
  return row ? toShopperCode(row) : null;
}

/** The code the shopper applied to their cart, or null. */
export async function appliedDiscountCode(ctx: AppContext, userId: string): Promise<ShopperCode | null> {
  const [row] = await ctx.db
    .select({ code: discountCodes, uses: usesBy(userId) })
    .from(cartDiscountCodes)
    .innerJoin(discountCodes, eq(discountCodes.id, cartDiscountCodes.codeId))
    .where(eq(cartDiscountCodes.userId, userId));
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

/** What a code does to a cart's lines at today's prices (the order statement decides again at checkout). */
export function cartDiscount(
  code: ShopperCode,
  lines: ReadonlyArray<{ product: { category: string }; lineTotalKobo: number }>,
  now: Date,
): CartDiscount {
  const subtotalKobo = lines.reduce((sum, line) => sum + line.lineTotalKobo, 0);
  const eligibleKobo = lines
    .filter((line) => isEligibleCategory(code.terms, line.product.category))
    .reduce((sum, line) => sum + line.lineTotalKobo, 0);
  const problem = discountProblem(code.terms, { now, subtotalKobo, eligibleKobo, usesByShopper: code.usesByShopper });
  return {
    code: code.terms.code,
    summary: discountSummary(code.terms),
    amountKobo: problem ? 0 : discountKobo(code.terms, eligibleKobo),
    freeDelivery: !problem && code.terms.freeDelivery,
    problem: problem ? discountProblemMessage(problem, code.terms, subtotalKobo) : null,
  };
}
