/**
 * The few operations the order's money rules (deliveryFee in ./shipping.ts, orderTotal in
 * ./order-amounts.ts) are written with, so that each rule is written once and read two ways: here on
 * numbers, for the previews a page computes as the shopper types (no round trip), and as SQL
 * (src/db/sql-reckoning.ts) inside the order statement, which must decide on the prices it locks in the
 * same atomic statement. A rule passes every value through these, never branching on one in
 * TypeScript: the order statement is prepared once under its name, so its text must be the same
 * whatever the zone or the code, with the values as parameters.
 */
export type Reckoning<Kobo, Truth> = {
  kobo(amount: number): Kobo;
  truth(value: boolean): Truth;
  plus(a: Kobo, b: Kobo): Kobo;
  minus(a: Kobo, b: Kobo): Kobo;
  /** `amount` is `floor` or more; never when either is not known (null). */
  reaches(amount: Kobo | null, floor: number | null): Truth;
  /** True when any of them is; false for none. */
  any(truths: Truth[]): Truth;
  /** Nothing when `free`, else `amount`. */
  unless(free: Truth, amount: Kobo): Kobo;
};

/** The rules on integer kobo, for the pages' previews. */
export const inKobo: Reckoning<number, boolean> = {
  kobo: (amount) => amount,
  truth: (value) => value,
  plus: (a, b) => a + b,
  minus: (a, b) => a - b,
  reaches: (amount, floor) => amount !== null && floor !== null && amount >= floor,
  any: (truths) => truths.some(Boolean),
  unless: (free, amount) => (free ? 0 : amount),
};
