import { data, Link } from "react-router";
import type { Route } from "./+types/pages.$slug";
import { readStorePage, storePageHref } from "@/store";
import { formatLongDate } from "@/shop/dates";
import { ErrorPage } from "~/components/error-page";
import { storeNameIn, useStorePages } from "~/lib/store-name";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await readStorePage(context.app, params.slug);
  // An address that is not one of the shop's pages, or a page the owner has not written
  // (docs/product-rules.md#store-pages).
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export function meta({ data: loaded, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  if (!loaded) return [{ title: `Page not found | ${store}` }];
  return [
    { title: `${loaded.page.title} | ${store}` },
    { name: "description", content: `${store}: ${loaded.page.title.toLowerCase()}, as the shop's owner wrote it.` },
  ];
}

// The owner's text, made safe HTML on the server (src/store/page-text.ts): only headings, paragraphs,
// lists, bold, italic and checked links, styled here.
const prose = [
  "mt-8 space-y-4 leading-relaxed text-neutral-800",
  "[&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-black [&_h2]:text-neutral-900",
  "[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-neutral-900",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4",
  "[&_strong]:font-bold [&_strong]:text-neutral-900",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_thead_th]:bg-neutral-100 [&_thead_th]:font-bold",
  "[&_th]:border [&_th]:border-neutral-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left",
  "[&_td]:border [&_td]:border-neutral-300 [&_td]:px-3 [&_td]:py-2",
].join(" ");

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const others = useStorePages().filter((p) => p.slug !== page.slug);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-2 text-sm text-neutral-700">Updated {formatLongDate(page.updatedAt)}</p>
      <div className={prose} dangerouslySetInnerHTML={{ __html: page.html }} />
      {others.length > 0 ? (
        <nav aria-labelledby="more-help" className="mt-12 border-t border-neutral-200 pt-6">
          <h2 id="more-help" className="text-xs font-bold uppercase tracking-[0.15em] text-neutral-900">
            More help
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {others.map((p) => (
              <li key={p.slug}>
                <Link
                  to={storePageHref(p.slug)}
                  className="inline-flex min-h-11 items-center rounded-full bg-neutral-100 px-4 text-sm font-semibold text-neutral-800 hover:bg-neutral-200"
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} title="Page not found" text="We couldn't find that page." />;
}
