import type { DiscountCodeRow } from "@/db/schema";
import { formatNaira } from "@/shop/money";

// The rules of a discount code (issue 15), in one place for the cart's preview. The order statement
// (src/checkout/place-order.ts, its `verdict` and `discount` steps) applies the same rules in SQL to the
// prices it locks; the tests hold them together.

/** What the rules read of a code. */
export type DiscountTerms = Pick<
  DiscountCodeRow,
  | "code"
  | "kind"
  | "percentOff"
  | "amountOffKobo"
  | "minSubtotalKobo"
  | "startsAt"
  | "endsAt"
  | "usageLimit"
  | "perCustomerLimit"
  | "categories"
  | "freeDelivery"
  | "isPaused"
  | "timesUsed"
>;

/** Why a code does not apply to a cart, in the order the shopper is told. */
export type DiscountProblem =
  "unknown" | "paused" | "not_started" | "expired" | "used_up" | "used_by_you" | "below_minimum" | "not_for_items";

export const UNKNOWN_CODE_MESSAGE = "We couldn't find that discount code";

/** What the cart holds, as the rules see it. */
export type CartFacts = {
  now: Date;
  subtotalKobo: number;
  /** The part of the subtotal in the code's categories (all of it for a code without categories). */
  eligibleKobo: number;
  /** Orders this shopper placed with the code and did not cancel. */
  usesByShopper: number;
};

export function discountProblem(terms: DiscountTerms, cart: CartFacts): DiscountProblem | null {
  if (terms.isPaused) return "paused";
  if (terms.startsAt && terms.startsAt > cart.now) return "not_started";
  if (terms.endsAt && terms.endsAt <= cart.now) return "expired";
  if (terms.usageLimit !== null && terms.timesUsed >= terms.usageLimit) return "used_up";
  if (terms.perCustomerLimit !== null && cart.usesByShopper >= terms.perCustomerLimit) return "used_by_you";
  if (cart.subtotalKobo < terms.minSubtotalKobo) return "below_minimum";
  if (cart.eligibleKobo === 0) return "not_for_items";
  return null;
}

/** Kobo off the eligible items: a percentage rounds down to the kobo; never more than they cost. */
export function discountKobo(
  terms: Pick<DiscountTerms, "kind" | "percentOff" | "amountOffKobo">,
  eligibleKobo: number,
) {
  if (terms.kind === "percent") return Math.floor((eligibleKobo * terms.percentOff) / 100);
  return Math.min(terms.amountOffKobo, eligibleKobo);
}

/** The items a code discounts: those of its categories, or all of them. */
export function isEligibleCategory(terms: Pick<DiscountTerms, "categories">, category: string): boolean {
  return terms.categories.length === 0 || terms.categories.includes(category);
}

/**
 * What the shopper is told when a code does not apply. A paused code and one not started yet are
 * answered as an unknown code: a shopper may not learn that they exist, nor when they start.
 */
export function discountProblemMessage(
  problem: DiscountProblem,
  terms: Pick<DiscountTerms, "minSubtotalKobo"> | null,
  subtotalKobo: number,
): string {
  switch (problem) {
    case "unknown":
    case "paused":
    case "not_started":
      return UNKNOWN_CODE_MESSAGE;
    case "expired":
      return "This discount code has expired";
    case "used_up":
      return "This discount code has been used up";
    case "used_by_you":
      return "You have already used this discount code";
    case "below_minimum":
      return `Spend ${formatNaira((terms?.minSubtotalKobo ?? 0) - subtotalKobo)} more to use this code`;
    case "not_for_items":
      return "This discount code is not for the items in your cart";
  }
}

/** "10% off", "₦2,000 off", with "free delivery" where it gives that. */
export function discountSummary(terms: Pick<DiscountTerms, "kind" | "percentOff" | "amountOffKobo" | "freeDelivery">) {
  const parts: string[] = [];
  if (terms.kind === "percent" && terms.percentOff > 0) parts.push(`${terms.percentOff}% off`);
  if (terms.kind === "fixed" && terms.amountOffKobo > 0) parts.push(`${formatNaira(terms.amountOffKobo)} off`);
  if (terms.freeDelivery) parts.push("free delivery");
  return parts.join(" and ");
}
