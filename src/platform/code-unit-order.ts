/**
 * Texts in code-unit order, as PostgreSQL's "C" collation sorts them (the shop's texts are in the BMP):
 * the same on every machine, and with no locale data loaded (see src/shop/counts.ts).
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
