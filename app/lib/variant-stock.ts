import type { VariantView } from "@/catalog";

/** A shopper's choice on the product page: '' is "not chosen yet" (or the product has none to choose). */
export type VariantPick = { size: string; color: string };

type Stocked = Pick<VariantView, "size" | "color" | "stockQuantity">;

/** Units of the variants that match the pick; an open size or colour counts all of them. */
export function stockFor(variants: readonly Stocked[], pick: VariantPick): number {
  return variants
    .filter((v) => (!pick.size || v.size === pick.size) && (!pick.color || v.color === pick.color))
    .reduce((sum, v) => sum + v.stockQuantity, 0);
}

/** The sizes with no units in this colour ('' for any colour): struck through and disabled. */
export function soldOutSizes(variants: readonly Stocked[], sizes: readonly string[], color: string): Set<string> {
  return new Set(sizes.filter((size) => stockFor(variants, { size, color }) === 0));
}

/**
 * The colours with no units in any size: struck through and disabled. A colour sold out only in the
 * chosen size stays choosable (the stock line then says Out of Stock and the size is struck through),
 * so a shopper can reach every variant in stock whatever they picked first.
 */
export function soldOutColors(variants: readonly Stocked[], colors: readonly string[]): Set<string> {
  return new Set(colors.filter((color) => stockFor(variants, { size: "", color }) === 0));
}

/**
 * The pick the page opens with: the URL's size and colour when the product has them (a page without
 * JavaScript asks the server that way), else no size and the first colour with stock.
 */
export function firstPick(
  variants: readonly Stocked[],
  sizes: readonly string[],
  colors: readonly string[],
  asked: Partial<VariantPick>,
): VariantPick {
  const soldOut = soldOutColors(variants, colors);
  const color =
    (asked.color && colors.includes(asked.color) ? asked.color : colors.find((c) => !soldOut.has(c))) ??
    colors[0] ??
    "";
  const size = asked.size && sizes.includes(asked.size) ? asked.size : "";
  return { size, color };
}
