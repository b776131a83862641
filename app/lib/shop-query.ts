import { productQuerySchema, type ProductQuery } from "@/catalog";

const MULTI = new Set(["size", "color"]);

/**
 * The shop's filters from the address bar. Each field is read on its own so one bad value
 * (a hand-edited URL, an old link) falls back to its default instead of failing the page.
 */
export function parseShopQuery(params: URLSearchParams): ProductQuery {
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(productQuerySchema.shape)) {
    const raw = MULTI.has(key)
      ? params
          .getAll(key)
          .flatMap((v) => v.split(","))
          .filter(Boolean)
      : (params.get(key) ?? undefined);
    const value = Array.isArray(raw) && raw.length === 0 ? undefined : raw === "" ? undefined : raw;
    const parsed = schema.safeParse(value);
    result[key] = parsed.success ? parsed.data : schema.safeParse(undefined).data;
  }
  return result as ProductQuery;
}
