import { useEffect, useRef, useState } from "react";
import { Link, useSubmit } from "react-router";
import type { ProductQuery, SizesAndColours } from "@/catalog";
import { AVAILABILITY_OPTIONS, CATEGORIES, MIN_RATING_OPTIONS, SORTS } from "@/shop/constants";
import { formatNaira } from "@/shop/money";
import { shopHref } from "~/lib/shop-href";
import { useCategoriesOnSale } from "~/lib/shop-menu";
import { StarRow } from "./icons";

export const SHOP_FORM_ID = "shop-filters";
const WIDE_SCREEN = "(min-width: 1024px)";

const SWATCH: Record<string, string> = {
  Red: "#c62828",
  Black: "#111111",
  White: "#ffffff",
  Blue: "#1e63c6",
  Grey: "#8a8f98",
  Navy: "#1b2a4a",
};

/**
 * An owner's colour as CSS colour names a browser may know: the whole name ("Sky Blue" → skyblue) over
 * its last word ("Olive Green" → green). A name CSS does not know paints nothing, so the one below shows.
 */
function Swatch({ colour }: { colour: string }) {
  const css = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");
  return (
    <span
      aria-hidden="true"
      className="relative size-5 rounded-full border border-neutral-300"
      style={{ background: SWATCH[colour] ?? css(colour.split(" ").at(-1) ?? "") }}
    >
      {SWATCH[colour] ? null : <span className="absolute inset-0 rounded-full" style={{ background: css(colour) }} />}
    </span>
  );
}

/** Price slider steps of ₦500, so the ends are round amounts. */
const PRICE_STEP_KOBO = 500_00;

/** The price slider's top end: the dearest product's price, up to a round amount. */
export function priceSliderTop(highestPriceKobo: number): number {
  return Math.max(PRICE_STEP_KOBO, Math.ceil(highestPriceKobo / PRICE_STEP_KOBO) * PRICE_STEP_KOBO);
}

/**
 * The query without price ends that filter nothing (the slider's two ends, which a form posted
 * without JavaScript always sends), so that links and the applied filters leave them out.
 */
export function withoutOpenPriceEnds(query: ProductQuery, highestPriceKobo: number): ProductQuery {
  const top = priceSliderTop(highestPriceKobo);
  return {
    ...query,
    minPrice: query.minPrice ? query.minPrice : undefined,
    maxPrice: query.maxPrice !== undefined && query.maxPrice < top ? query.maxPrice : undefined,
  };
}

/** Drops values that mean "no filter", so shared links stay short and readable. */
function cleanParams(form: HTMLFormElement, maxKobo: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string" || value === "") continue;
    if (key === "availability" && value === "all") continue;
    if (key === "sort" && value === "popular") continue;
    if (key === "minPrice" && Number(value) <= 0) continue;
    if (key === "maxPrice" && Number(value) >= maxKobo) continue;
    params.append(key, value);
  }
  return params;
}

const fieldset = "border-t border-neutral-200 py-5";
const legend = "text-xs font-bold uppercase tracking-[0.15em] text-neutral-900";
// A floated legend sits inside the fieldset instead of cutting through its top border.
const fieldLegend = `${legend} float-left w-full`;

export function CategoryLinks({
  params,
  current,
  onPick,
}: {
  params: URLSearchParams;
  current: string | undefined;
  onPick?: () => void;
}) {
  // As the header's menu: only what the shop sells, and the category being looked at whatever it holds.
  const onSale = useCategoriesOnSale();
  const shown = CATEGORIES.filter((c) => c === current || onSale.includes(c));
  const all = [{ label: "All", value: null }, ...shown.map((c) => ({ label: c, value: c as string }))];
  return (
    <nav aria-labelledby="categories-heading" className="pb-5">
      <h2 id="categories-heading" className={legend}>
        Categories
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {all.map((c) => {
          const active = (c.value ?? undefined) === current;
          return (
            <li key={c.label}>
              <Link
                to={shopHref(params, { category: c.value })}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                onClick={onPick}
                className={`inline-block rounded-full px-3 py-1.5 text-sm lg:rounded-lg lg:px-2 ${
                  active
                    ? "bg-brand font-bold text-white"
                    : "bg-neutral-100 text-neutral-800 hover:bg-neutral-200 lg:bg-transparent"
                }`}
              >
                {c.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The order of the results, sent with the filters' form; with JavaScript a change applies at once. */
export function ShopSort({ sort }: { sort: ProductQuery["sort"] }) {
  return (
    <div className="relative z-10 col-start-1 row-start-1 flex min-h-11 min-w-0 flex-wrap items-center gap-x-1 rounded-full border border-neutral-300 bg-white pl-4 lg:mb-6 lg:flex-col lg:items-stretch lg:gap-2 lg:rounded-none lg:border-0 lg:bg-transparent lg:pl-0 max-lg:has-[button]:rounded-3xl max-lg:has-[button]:pr-2 max-lg:has-[button]:pb-2">
      <label
        htmlFor="sort"
        className="text-sm font-bold lg:text-xs lg:tracking-[0.15em] lg:text-neutral-900 lg:uppercase"
      >
        Sort<span className="max-lg:sr-only"> by</span>
      </label>
      <select
        key={sort}
        id="sort"
        name="sort"
        form={SHOP_FORM_ID}
        defaultValue={sort}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="min-h-11 min-w-24 flex-1 cursor-pointer rounded-full bg-transparent pr-2 text-sm font-medium lg:border lg:border-neutral-300 lg:bg-white lg:py-2 lg:pr-8 lg:pl-4"
      >
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      {/* Without JavaScript a changed sort needs a button (on a phone a row of its own: the pill becomes a
          card); with it, the change applies at once. */}
      <noscript className="max-lg:w-full">
        <button
          type="submit"
          form={SHOP_FORM_ID}
          className="rounded-full bg-neutral-900 px-4 py-2 text-sm font-bold text-white max-lg:w-full"
        >
          Apply
        </button>
      </noscript>
    </div>
  );
}

/**
 * The filter sidebar: a plain GET form to /shop, so filtering works without JavaScript (an
 * Apply button) and every filter lives in the URL. With JavaScript each change applies at once.
 */
export function ShopFilters({
  query,
  params,
  highestPriceKobo,
  offered,
}: {
  query: ProductQuery;
  params: URLSearchParams;
  highestPriceKobo: number;
  /** The sizes and colours the category's products come in, in the shop's order (src/catalog/category-sizes-and-colours.ts). */
  offered: SizesAndColours;
}) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const maxKobo = priceSliderTop(highestPriceKobo);
  const [minPrice, setMinPrice] = useState(Math.min(query.minPrice ?? 0, maxKobo));
  const [maxPrice, setMaxPrice] = useState(Math.min(query.maxPrice ?? maxKobo, maxKobo));

  useEffect(() => {
    // Wide screens show the filters as a sidebar; phones keep them folded under "Filters".
    if (details.current && window.matchMedia(WIDE_SCREEN).matches) details.current.open = true;
  }, []);
  // On a phone the open panel hides the results: a choice folds it, as a reload does without JavaScript,
  // and the applied filters above the results show what was chosen.
  const foldOnPhone = () => {
    if (details.current && !window.matchMedia(WIDE_SCREEN).matches) details.current.open = false;
  };
  useEffect(() => {
    setMinPrice(Math.min(query.minPrice ?? 0, maxKobo));
    setMaxPrice(Math.min(query.maxPrice ?? maxKobo, maxKobo));
  }, [query.minPrice, query.maxPrice, maxKobo]);

  // The form is re-created for each URL (its inputs start from the URL's values); listen again.
  const formKey = params.toString();
  // Native "change" fires when a slider is released (React's onChange fires while dragging).
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const apply = () => el.requestSubmit();
    el.addEventListener("change", apply);
    return () => el.removeEventListener("change", apply);
  }, [formKey]);

  const sizes = new Set(query.size ?? []);
  const colors = new Set(query.color ?? []);
  // A size or colour already chosen stays offered, so that it can be unticked.
  const shownSizes = [...offered.sizes, ...[...sizes].filter((s) => !offered.sizes.includes(s))];
  const shownColors = [...offered.colors, ...[...colors].filter((c) => !offered.colors.includes(c))];

  return (
    // On a phone the folded panel's summary is the right half of the row the sort starts (ShopSort sits over
    // the left half), and the open panel spans the row below both.
    <details ref={details} className="filters-details group col-span-2 col-start-1 row-start-1">
      <summary className="ml-[calc(50%+0.25rem)] flex min-h-11 cursor-pointer list-none items-center justify-between rounded-full border border-neutral-300 px-4 text-sm font-bold lg:hidden [&::-webkit-details-marker]:hidden">
        Filters
        <span aria-hidden="true" className="text-lg leading-none group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="mt-3 rounded-2xl border border-neutral-200 p-4 lg:mt-0 lg:border-0 lg:p-0">
        <CategoryLinks params={params} current={query.category} onPick={foldOnPhone} />
        <form
          key={formKey}
          ref={form}
          id={SHOP_FORM_ID}
          method="get"
          action="/shop"
          onSubmit={(event) => {
            event.preventDefault();
            foldOnPhone();
            void submit(cleanParams(event.currentTarget, maxKobo), {
              method: "get",
              action: "/shop",
              preventScrollReset: true,
            });
          }}
        >
          {query.category && <input type="hidden" name="category" value={query.category} />}
          {query.search && <input type="hidden" name="search" value={query.search} />}

          <fieldset className={fieldset}>
            <legend className={fieldLegend}>Size</legend>
            <div className="clear-both flex flex-wrap gap-2 pt-3">
              {shownSizes.map((s) => (
                <label key={s} className="chip min-w-11 py-1.5 text-sm">
                  <input type="checkbox" name="size" value={s} defaultChecked={sizes.has(s)} className="sr-only" />
                  {s}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={fieldset}>
            <legend className={fieldLegend}>Colour</legend>
            <div className="clear-both grid grid-cols-2 gap-2 pt-3">
              {shownColors.map((c) => (
                <label
                  key={c}
                  className="relative flex cursor-pointer items-center gap-2 rounded-lg border border-neutral-200 px-2 py-1.5 text-sm has-checked:border-brand has-checked:bg-brand-50 has-checked:font-bold has-focus-visible:outline-2 has-focus-visible:outline-brand"
                >
                  <input type="checkbox" name="color" value={c} defaultChecked={colors.has(c)} className="sr-only" />
                  <Swatch colour={c} />
                  {c}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={fieldset}>
            <legend className={fieldLegend}>Price</legend>
            <p className="clear-both pt-3 text-sm font-semibold" aria-hidden="true">
              {formatNaira(minPrice)} – {formatNaira(maxPrice)}
            </p>
            <PriceSlider
              id="min-price"
              label="Minimum price"
              value={minPrice}
              max={maxKobo}
              onChange={(kobo) => setMinPrice(Math.min(kobo, maxPrice))}
              className="mt-3"
            />
            <PriceSlider
              id="max-price"
              label="Maximum price"
              value={maxPrice}
              max={maxKobo}
              onChange={(kobo) => setMaxPrice(Math.max(kobo, minPrice))}
              className="mt-2"
            />
          </fieldset>

          <fieldset className={fieldset}>
            <legend className={fieldLegend}>Minimum rating</legend>
            <div className="clear-both space-y-1 pt-3">
              {[null, ...MIN_RATING_OPTIONS].map((r) => (
                <label key={r ?? "any"} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="minRating"
                    value={r ?? ""}
                    defaultChecked={(query.minRating ?? null) === r}
                    className="accent-brand"
                  />
                  {r === null ? (
                    "Any rating"
                  ) : (
                    <>
                      <StarRow filled={r} small />
                      {r} & up
                    </>
                  )}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={fieldset}>
            <legend className={fieldLegend}>Availability</legend>
            <div className="clear-both space-y-1 pt-3">
              {AVAILABILITY_OPTIONS.map((a) => (
                <label key={a.value} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="availability"
                    value={a.value}
                    defaultChecked={query.availability === a.value}
                    className="accent-brand"
                  />
                  {a.label}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="flex flex-col gap-3 border-t border-neutral-200 pt-5">
            <noscript>
              <button type="submit" className="btn-primary w-full">
                Apply Filters
              </button>
            </noscript>
            <Link
              to={query.search ? `/shop?search=${encodeURIComponent(query.search)}` : "/shop"}
              className="btn-secondary"
            >
              Clear All Filters
            </Link>
          </div>
        </form>
      </div>
    </details>
  );
}

/** One end of the price range: a slider in naira steps that a screen reader reads as an amount. */
function PriceSlider(props: {
  id: "min-price" | "max-price";
  label: string;
  value: number;
  max: number;
  onChange: (kobo: number) => void;
  className: string;
}) {
  return (
    <>
      <label htmlFor={props.id} className={`${props.className} block text-sm text-neutral-700`}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="range"
        name={props.id === "min-price" ? "minPrice" : "maxPrice"}
        min={0}
        max={props.max}
        step={PRICE_STEP_KOBO}
        value={props.value}
        aria-valuetext={formatNaira(props.value)}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="w-full accent-brand"
      />
    </>
  );
}
