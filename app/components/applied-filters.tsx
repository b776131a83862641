import { Link } from "react-router";
import type { ProductQuery } from "@/catalog";
import { AVAILABILITY_OPTIONS, CATEGORY_PLURALS } from "@/shop/constants";
import { formatNaira } from "@/shop/money";

type Chip = { key: string; label: string; href: string };

/** The /shop address without one filter (one value of a list such as sizes), back on page 1. */
function without(params: URLSearchParams, key: string, value?: string): string {
  const next = new URLSearchParams();
  for (const [name, v] of params) {
    if (name === "page" || (name === key && (value === undefined || v === value))) continue;
    if (key === "price" && (name === "minPrice" || name === "maxPrice")) continue;
    next.append(name, v);
  }
  const query = next.toString();
  return query ? `/shop?${query}` : "/shop";
}

function priceLabel(query: ProductQuery): string | null {
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined) return `${formatNaira(minPrice)} – ${formatNaira(maxPrice)}`;
  if (minPrice !== undefined) return `From ${formatNaira(minPrice)}`;
  if (maxPrice !== undefined) return `Up to ${formatNaira(maxPrice)}`;
  return null;
}

function chipsOf(query: ProductQuery, params: URLSearchParams): Chip[] {
  const chips: Chip[] = [];
  if (query.category)
    chips.push({ key: "category", label: CATEGORY_PLURALS[query.category], href: without(params, "category") });
  for (const size of query.size ?? [])
    chips.push({ key: `size-${size}`, label: `Size ${size}`, href: without(params, "size", size) });
  for (const color of query.color ?? [])
    chips.push({ key: `color-${color}`, label: color, href: without(params, "color", color) });
  const price = priceLabel(query);
  if (price) chips.push({ key: "price", label: price, href: without(params, "price") });
  if (query.minRating !== undefined)
    chips.push({ key: "rating", label: `${query.minRating}★ & up`, href: without(params, "minRating") });
  const availability = AVAILABILITY_OPTIONS.find((a) => a.value === query.availability && a.value !== "all");
  if (availability)
    chips.push({ key: "availability", label: availability.label, href: without(params, "availability") });
  return chips;
}

/** Whether the shopper narrowed the list with any filter (a search alone is not one). */
export const anyFilterApplied = (query: ProductQuery, params: URLSearchParams) => chipsOf(query, params).length > 0;

/**
 * The filters in use, above the results: each a link to the same list without it, so a shopper on a
 * phone sees what narrows the list and undoes one choice in a tap, with or without JavaScript. A
 * category alone has none: the heading names it, and the first screen keeps its room for products.
 */
export function AppliedFilters({ query, params }: { query: ProductQuery; params: URLSearchParams }) {
  const chips = chipsOf(query, params);
  if (chips.length === 0 || (chips.length === 1 && chips[0].key === "category")) return null;
  const keep = new URLSearchParams();
  if (query.search) keep.set("search", query.search);
  if (query.sort !== "popular") keep.set("sort", query.sort);
  return (
    <nav aria-label="Applied filters" className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={`Remove filter: ${chip.label}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand ring-1 ring-brand/30 hover:bg-brand hover:text-white"
            >
              {chip.label}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </Link>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <Link
              to={keep.size ? `/shop?${keep}` : "/shop"}
              preventScrollReset
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold underline underline-offset-4"
            >
              Clear all
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
