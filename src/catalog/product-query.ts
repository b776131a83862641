import { z } from "zod";
import { withinPageDepth } from "@/platform/paging";
import { wholeNumber } from "@/platform/validation";
import { AVAILABILITY_OPTIONS, CATEGORIES, MAX_PRODUCT_PRICE_KOBO, SORTS } from "@/shop/constants";

/** Sizes or colours, repeated or comma-separated: a client is told the limits in words, as every field below. */
const many = (noun: string) => {
  const message = `Give at most 20 ${noun}, each up to 40 characters`;
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(40, message)).max(20, message));
};

// Up to the dearest price a product may have, so every product can be reached by the filter.
const KOBO_MESSAGE = `Prices are whole kobo from 0 to ${MAX_PRODUCT_PRICE_KOBO}`;
const kobo = z.coerce
  .number({ error: KOBO_MESSAGE })
  .int(KOBO_MESSAGE)
  .min(0, KOBO_MESSAGE)
  .max(MAX_PRODUCT_PRICE_KOBO, KOBO_MESSAGE);

const oneOf = <T extends string>(name: string, values: readonly T[]) =>
  z.enum(values as [T, ...T[]], { error: `${name} must be one of: ${values.join(", ")}` });

/**
 * The shop's filters, shared by /shop (URL query) and GET /api/v1/products.
 * Prices are integer kobo, like every money value of the API. Paged at most MAX_PAGE_DEPTH deep.
 */
export const productQuerySchema = z
  .object({
    category: z.enum(CATEGORIES).optional().catch(undefined),
    search: z.string().trim().max(100, "Search for at most 100 characters").optional(),
    size: many("sizes").optional(),
    color: many("colours").optional(),
    minPrice: kobo.optional(),
    maxPrice: kobo.optional(),
    minRating: wholeNumber("Minimum rating", 1, 4).optional(),
    availability: oneOf(
      "Availability",
      AVAILABILITY_OPTIONS.map((a) => a.value),
    ).default("all"),
    sort: oneOf(
      "Sort",
      SORTS.map((s) => s.value),
    ).default("popular"),
    page: wholeNumber("Page", 1, 10_000).default(1),
    limit: wholeNumber("Limit", 1, 100).default(24),
  })
  .superRefine(withinPageDepth);

export type ProductQuery = z.infer<typeof productQuerySchema>;
