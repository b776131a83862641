import { z } from "zod";
import { withinPageDepth } from "@/platform/paging";
import { AVAILABILITY_OPTIONS, CATEGORIES, MAX_PRODUCT_PRICE_KOBO, SORTS } from "@/shop/constants";

const many = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(40)).max(20));

// Up to the dearest price a product may have, so every product can be reached by the filter.
const kobo = z.coerce.number().int().min(0).max(MAX_PRODUCT_PRICE_KOBO);

/**
 * The shop's filters, shared by /shop (URL query) and GET /api/v1/products.
 * Prices are integer kobo, like every money value of the API. Paged at most MAX_PAGE_DEPTH deep.
 */
export const productQuerySchema = z
  .object({
    category: z.enum(CATEGORIES).optional().catch(undefined),
    search: z.string().trim().max(100).optional(),
    size: many.optional(),
    color: many.optional(),
    minPrice: kobo.optional(),
    maxPrice: kobo.optional(),
    minRating: z.coerce.number().int().min(1).max(4).optional(),
    availability: z.enum(AVAILABILITY_OPTIONS.map((a) => a.value) as [string, ...string[]]).default("all"),
    sort: z.enum(SORTS.map((s) => s.value) as [string, ...string[]]).default("popular"),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(24),
  })
  .superRefine(withinPageDepth);

export type ProductQuery = z.infer<typeof productQuerySchema>;
