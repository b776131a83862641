import { arrayContains, sql } from "drizzle-orm";
import { z } from "zod";
import { products, sizesAndColours } from "./tables";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { invalid } from "@/platform/errors";
import { cachedRead } from "@/platform/public-cache";
import { parseInput } from "@/platform/validation";
import { textFormOf } from "@/platform/form-fields";
import { COLORS, MAX_SHOP_COLOURS, MAX_SHOP_SIZES, ONE_SIZE, SIZES } from "@/shop/constants";
import { listOf } from "./sizes-and-colours-schema";

/** The sizes and colours the shop sells, in the order shoppers see them (docs/product-rules.md#sizes-and-colours). */
export type SizesAndColours = { sizes: string[]; colors: string[] };

export const UNKNOWN_SIZE = "Unknown size";
export const UNKNOWN_COLOUR = "Unknown colour";

const CACHE_KEY = "sizes-and-colours";
const ROW = 1;

/** What the owner sends: PUT /admin/sizes-and-colours and the Sizes & Colours form (two text boxes). */
export const sizesAndColoursSchema = z.object({
  // One Size is always there for a product without sizes; written in the list, it is left out of it.
  sizes: listOf("size", MAX_SHOP_SIZES).transform((sizes) => sizes.filter((size) => size !== ONE_SIZE)),
  colors: listOf("colour", MAX_SHOP_COLOURS),
});
export const sizesAndColoursFormSchema = textFormOf(sizesAndColoursSchema);

/** The shop's lists, read once per instance until they change (migration 0036 notifies every instance). */
export function readSizesAndColours(ctx: AppContext): Promise<SizesAndColours> {
  return cachedRead(ctx.publicCache, CACHE_KEY, async () => {
    const [row] = await ctx.db
      .select({ sizes: sizesAndColours.sizes, colors: sizesAndColours.colors })
      .from(sizesAndColours)
      .limit(1);
    return row ?? { sizes: [...SIZES], colors: [...COLORS] };
  });
}

/** The owner's view of the lists (the admin page and GET /admin/sizes-and-colours). */
export async function adminSizesAndColours(ctx: AppContext, user: CurrentUser | null): Promise<SizesAndColours> {
  requireAdmin(user);
  return readSizesAndColours(ctx);
}

/** How many products (active or not) have each size and each colour: what the owner may take off the lists. */
export async function sizesAndColoursInUse(
  ctx: AppContext,
  user: CurrentUser | null,
): Promise<Record<"sizes" | "colors", Record<string, number>>> {
  requireAdmin(user);
  const counted = async (field: "sizes" | "colors") => {
    const rows = await ctx.db
      .select({ value: sql<string>`unnest(${products[field]})`, products: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(sql`1`);
    return Object.fromEntries(rows.map((row) => [row.value, row.products]));
  };
  const [sizes, colors] = await Promise.all([counted("sizes"), counted("colors")]);
  return { sizes, colors };
}

/**
 * The owner's new lists. A size or colour still on a product stays: taking it away would leave the
 * product selling what the shop no longer lists, so the owner is told which products to change first.
 */
export async function changeSizesAndColours(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<SizesAndColours> {
  requireAdmin(user);
  const next = parseInput(sizesAndColoursSchema, input);
  const current = await readSizesAndColours(ctx);
  const stillUsed = async (field: "sizes" | "colors", noun: string) => {
    const kept = new Set(next[field]);
    for (const value of current[field].filter((value) => !kept.has(value))) {
      const count = await ctx.db.$count(products, arrayContains(products[field], [value]));
      if (count === 0) continue;
      const message = `${value} is still a ${noun} of ${count === 1 ? "1 product" : `${count} products`}: take it off them first`;
      throw invalid(message, { [field]: message });
    }
  };
  await stillUsed("sizes", "size");
  await stillUsed("colors", "colour");
  await writeLists(ctx, next);
  return next;
}

async function writeLists(ctx: AppContext, lists: SizesAndColours): Promise<void> {
  await ctx.db
    .insert(sizesAndColours)
    .values({ id: ROW, ...lists })
    .onConflictDoUpdate({ target: sizesAndColours.id, set: { ...lists, updatedAt: new Date() } });
  // The trigger tells every instance once this commits; this one forgets at once, for the request's next read.
  ctx.publicCache.invalidate();
}

/**
 * Adds sizes and colours to the ends of the shop's lists (the product form's "Other sizes" and "Other colours"),
 * and gives each as the lists spell it: "green" typed where the lists have Green is Green, not a second entry.
 */
export async function addToSizesAndColours(
  ctx: AppContext,
  user: CurrentUser | null,
  added: SizesAndColours,
): Promise<SizesAndColours> {
  requireAdmin(user);
  if (added.sizes.length === 0 && added.colors.length === 0) return added;
  const current = await readSizesAndColours(ctx);
  const joined = (field: "sizes" | "colors") => {
    const listed = [...current[field]];
    const spelled = added[field].map((value) => {
      if (field === "sizes" && value.toLowerCase() === ONE_SIZE.toLowerCase()) return ONE_SIZE;
      const found = spelledAsListed(value, listed);
      if (found !== null) return found;
      listed.push(value);
      return value;
    });
    return { listed, spelled };
  };
  const sizes = joined("sizes");
  const colors = joined("colors");
  if (sizes.listed.length > MAX_SHOP_SIZES)
    throw invalid(`At most ${MAX_SHOP_SIZES} sizes`, { newSizes: `The shop lists at most ${MAX_SHOP_SIZES} sizes` });
  if (colors.listed.length > MAX_SHOP_COLOURS)
    throw invalid(`At most ${MAX_SHOP_COLOURS} colours`, {
      newColors: `The shop lists at most ${MAX_SHOP_COLOURS} colours`,
    });
  const grown = sizes.listed.length > current.sizes.length || colors.listed.length > current.colors.length;
  if (grown) await writeLists(ctx, { sizes: sizes.listed, colors: colors.listed });
  return { sizes: sizes.spelled, colors: colors.spelled };
}

/** Refuses a product's sizes or colours that the shop does not list, on the field that holds them. */
export function refuseUnlisted(listed: SizesAndColours, product: { sizes?: string[]; colors?: string[] }): void {
  const size = product.sizes?.find((value) => value !== ONE_SIZE && !listed.sizes.includes(value));
  if (size !== undefined) throw invalid(`${UNKNOWN_SIZE}: ${size}`, { sizes: `${UNKNOWN_SIZE}: ${size}` });
  const colour = product.colors?.find((value) => !listed.colors.includes(value));
  if (colour !== undefined) throw invalid(`${UNKNOWN_COLOUR}: ${colour}`, { colors: `${UNKNOWN_COLOUR}: ${colour}` });
}

/** The list's own spelling of `value` ("navy" is Navy), or null when the list does not have it. */
export function spelledAsListed(value: string, listed: readonly string[]): string | null {
  const lower = value.toLowerCase();
  return listed.find((item) => item.toLowerCase() === lower) ?? null;
}
