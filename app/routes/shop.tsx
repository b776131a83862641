import { data, Link } from "react-router";
import type { Route } from "./+types/shop";
import { highestPriceKobo, listProducts, sizesAndColoursInCategory, type SizesAndColours } from "@/catalog";
import { isTooDeep } from "@/platform/paging";
import { CATEGORY_PLURALS } from "@/shop/constants";
import { wishlistedIds } from "@/wishlist";
import { AppliedFilters, anyFilterApplied } from "~/components/applied-filters";
import { EmptyState } from "~/components/empty-state";
import { Pagination } from "~/components/pagination";
import { PopularProducts } from "~/components/popular-products";
import { ProductCard } from "~/components/product-card";
import { popularProducts } from "~/lib/popular-products.server";
import { ShopFilters, ShopSort, withoutOpenPriceEnds } from "~/components/shop-filters";
import { toCardProduct, type CardProduct } from "~/lib/card-product";
import { LOAD_FAILED, readOrReport } from "~/lib/load-failure.server";
import { shopHref } from "~/lib/shop-href";
import { parseShopQuery } from "~/lib/shop-query";
import { storeNameIn } from "~/lib/store-name";
import { useHearted } from "~/lib/personal-state";
import { formatCount } from "@/shop/counts";

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  const title = data ? `${data.heading} | ${store}` : `Shop | ${store}`;
  return [
    { title },
    {
      name: "description",
      content: `Browse ${store}'s jerseys, jeans, hoodies, tees, shorts, polos and hats. Filter by size, colour, price and rating; prices in naira.`,
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseShopQuery(new URL(request.url).searchParams);
  // Past MAX_PAGE_DEPTH results there is no page to show (and reading that deep is costly).
  if (isTooDeep(query)) throw data(null, { status: 404 });
  // A category is named as the header's menu names it ("Jerseys"), on every render of the page.
  const heading = query.search
    ? `Results for “${query.search}”`
    : query.category
      ? CATEGORY_PLURALS[query.category]
      : "Shop All";
  const read = await readOrReport(
    context,
    () =>
      Promise.all([
        listProducts(context.app, query),
        highestPriceKobo(context.app),
        sizesAndColoursInCategory(context.app, query.category),
      ]),
    "Failed to load products",
  );
  if ("failed" in read) {
    const empty = {
      items: [] as CardProduct[],
      total: 0,
      totalIsLowerBound: false,
      page: 1,
      limit: query.limit,
      highestPriceKobo: 0,
      offered: { sizes: [], colors: [] } as SizesAndColours,
      suggested: [] as CardProduct[],
      wishlisted: [] as string[],
    };
    return data({ query, heading, ...empty, loadFailed: read.failed }, LOAD_FAILED);
  }
  const [result, highest, offered] = read.value;
  const items = result.items.map(toCardProduct);
  const suggested = items.length === 0 ? await popularProducts(context) : [];
  return {
    loadFailed: null,
    query,
    heading,
    items,
    total: result.total,
    totalIsLowerBound: result.totalIsLowerBound,
    page: result.page,
    limit: result.limit,
    highestPriceKobo: highest,
    offered,
    suggested,
    wishlisted: await wishlistedIds(
      context.app,
      context.user,
      [...items, ...suggested].map((p) => p.id),
    ),
  };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { heading, items, total, totalIsLowerBound, page, limit, loadFailed } = loaderData;
  const query = withoutOpenPriceEnds(loaderData.query, loaderData.highestPriceKobo);
  const wishlisted = useHearted(loaderData.wishlisted);
  const params = new URLSearchParams();
  // Rebuild the URL's filters from the parsed query, so links never repeat a rejected value.
  if (query.category) params.set("category", query.category);
  if (query.search) params.set("search", query.search);
  for (const s of query.size ?? []) params.append("size", s);
  for (const c of query.color ?? []) params.append("color", c);
  if (query.minPrice !== undefined) params.set("minPrice", String(query.minPrice));
  if (query.maxPrice !== undefined) params.set("maxPrice", String(query.maxPrice));
  if (query.minRating !== undefined) params.set("minRating", String(query.minRating));
  if (query.availability !== "all") params.set("availability", query.availability);
  if (query.sort !== "popular") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  // Past PRODUCT_COUNT_LIMIT matches the count is "1,000+": the pager then offers a next page while pages are full.
  const counted = Math.max(1, Math.ceil(total / limit));
  const pages = totalIsLowerBound ? Math.max(counted, items.length === limit ? page + 1 : page) : counted;
  const first = items.length === 0 ? 0 : (page - 1) * limit + 1;
  const last = first === 0 ? 0 : first + items.length - 1;
  const totalText = `${formatCount(total)}${totalIsLowerBound ? "+" : ""}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:pb-12">
      {query.search ? (
        // The shopper's own words, as typed: a long search in the category headings' capitals filled a phone's first screen.
        <h1 className="[overflow-wrap:anywhere]">
          <span className="block text-xs font-bold uppercase tracking-[0.2em] text-neutral-700">Results for</span>{" "}
          <span className="mt-1 line-clamp-2 block text-2xl font-black tracking-tight sm:text-3xl">
            “{query.search}”
          </span>
        </h1>
      ) : (
        <h1 className="text-3xl font-black uppercase tracking-tight [overflow-wrap:anywhere] sm:text-4xl">{heading}</h1>
      )}
      <p className="mt-1 text-sm text-neutral-700">
        {first === 1 && last === total && !totalIsLowerBound
          ? `${totalText} ${total === 1 ? "product" : "products"}`
          : total === 0
            ? "0 products"
            : `Showing ${first}–${last} of ${totalText} products`}
      </p>

      <AppliedFilters query={query} params={params} />

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[240px_minmax(0,1fr)]">
        {/* On a phone the sort and the folded filters share one row above the results. */}
        <aside aria-label="Filters" className="grid grid-cols-2 items-start gap-x-2 lg:block">
          <ShopSort sort={query.sort} />
          <ShopFilters
            query={query}
            params={params}
            highestPriceKobo={loaderData.highestPriceKobo}
            offered={loaderData.offered}
          />
        </aside>
        {/* Popular pieces sit beside the filters with the results, not under the long filter column. */}
        <div>
          <section aria-labelledby="products-heading">
            <h2 id="products-heading" className="sr-only">
              Products
            </h2>
            {loadFailed ? (
              <p role="alert" className="rounded-3xl bg-sand px-6 py-20 text-center text-2xl font-black">
                {loadFailed}
              </p>
            ) : items.length === 0 ? (
              <EmptyState
                heading="No products found"
                message={
                  anyFilterApplied(query, params)
                    ? "Try removing a filter or searching for something else."
                    : "Check the spelling, or search for something more general, such as jersey or jeans."
                }
                actions={
                  <Link to="/shop" className="btn-primary">
                    Show all products
                  </Link>
                }
              />
            ) : null}
            {!loadFailed && items.length > 0 ? (
              <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 xl:grid-cols-4">
                {items.map((p, i) => (
                  <li key={p.id}>
                    <ProductCard
                      product={p}
                      wishlisted={wishlisted.includes(p.id)}
                      eager={i < 4}
                      priority={i === 0}
                      anchored
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <Pagination
              page={page}
              pages={pages}
              hrefFor={(n) => shopHref(params, { page: n === 1 ? null : String(n) })}
            />
          </section>
          {loadFailed ? null : <PopularProducts products={loaderData.suggested} wishlisted={wishlisted} />}
        </div>
      </div>
    </div>
  );
}
