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

/** The sizes and colours the shop sells, in the order shoppers see them (docs/product-rules.md#sizes-and-colours). */
export type SizesAndColours = { sizes: string[]; colors: string[] };

export const UNKNOWN_SIZE = "Unknown size";
export const UNKNOWN_COLOUR = "Unknown colour";

const CACHE_KEY = "sizes-and-colours";
const ROW = 1;

/**
 * One list, as a JSON array or the comma-separated text of the owner's box: each entry trimmed, the
 * first spelling of an entry kept when another differs only in case.
 */
const listOf = (noun: string, max: number) => {
  const entry = z
    .string()
    .trim()
    .max(20, `Each ${noun} is at most 20 characters`)
    .refine((value) => !/[,;\p{Cc}]/u.test(value), `A ${noun} cannot hold a comma`);
  return z
    .union([z.string().transform((text) => text.split(",")), z.array(z.string())], {
      error: `Please list the ${noun}s, separated by commas`,
    })
    .pipe(z.array(entry))
    .transform((entries) => distinct(entries.filter(Boolean)))
    .refine((entries) => entries.length <= max, `At most ${max} ${noun}s`);
};

function distinct(entries: string[]): string[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entry.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

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
  await ctx.db
    .insert(sizesAndColours)
    .values({ id: ROW, ...next })
    .onConflictDoUpdate({ target: sizesAndColours.id, set: { ...next, updatedAt: new Date() } });
  return next;
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
