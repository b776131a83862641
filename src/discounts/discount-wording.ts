import type { DiscountCodeRow } from "./tables";
import { formatNaira } from "@/shop/money";

// What a shopper and the owner read about a code: its summary and why it does not apply. The rules
// that decide it are in ./discount-rules.ts. No database here: the admin page's bundle loads it.

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

/** Why nobody can use a code now, whatever their cart (codeState in ./discount-rules.ts). */
export type CodeState = Extract<DiscountProblem, "paused" | "not_started" | "expired" | "used_up">;

/** The owner's word for a code's state: Active, Paused, Scheduled, Expired or Used up. */
export function codeStateLabel(state: CodeState | null): string {
  if (state === null) return "Active";
  return { paused: "Paused", not_started: "Scheduled", expired: "Expired", used_up: "Used up" }[state];
}

export const UNKNOWN_CODE_MESSAGE = "We couldn't find that discount code";

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
