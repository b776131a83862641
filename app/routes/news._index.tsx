import { data, Link } from "react-router";
import type { Route } from "./+types/news._index";
import { newsQuerySchema, NEWS_PAGE_SIZE, newsPage, newsTeaser } from "@/news";
import { NewsCard } from "~/components/news-card";
import { Pagination } from "~/components/pagination";
import { storeNameIn } from "~/lib/store-name";
import { ErrorPage, NEWS_BACK } from "~/components/error-page";

export function meta({ data: page, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  const title = page && page.page > 1 ? `News, page ${page.page} | ${store}` : `News | ${store}`;
  return [
    { title },
    {
      name: "description",
      content: `News from ${store}: new drops, restocks, delivery updates and offers across Nigeria.`,
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = newsQuerySchema.safeParse({
    page: new URL(request.url).searchParams.get("page") ?? undefined,
    limit: NEWS_PAGE_SIZE,
  });
  // A page that is not a page number, or lies past the last post, is not a page of this list.
  if (!parsed.success) throw data(null, { status: 404 });
  const { items, total, page, limit } = await newsPage(context.app, parsed.data.page, parsed.data.limit);
  if (page > 1 && items.length === 0) throw data(null, { status: 404 });
  return { posts: items.map(newsTeaser), page, pages: Math.max(1, Math.ceil(total / limit)) };
}

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  const { posts, page, pages } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="section-title">News</h1>
      {posts.length === 0 ? (
        <div className="mt-6">
          <p className="text-neutral-700">No news yet. Check back soon.</p>
          {/* Not a dead end: the newest pieces are the shop's news meanwhile. */}
          <Link to="/shop?sort=newest" className="btn-primary mt-6">
            Shop New In
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <NewsCard post={post} heading="h2" />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} hrefFor={(n) => (n === 1 ? "/news" : `/news?page=${n}`)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} back={NEWS_BACK} title="Page not found" text="There is no such page of news." />;
}
