import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { newsPosts } from "./tables";
import { isUuid } from "@/db/ids";
import { paginate } from "@/db/paginate";
import type { AppContext } from "@/platform/context";
import { cachedRead } from "@/platform/public-cache";
import type { z } from "@hono/zod-openapi";
import type { newsPostResponse } from "./responses";

/** How many of the latest posts the home page shows, and how many a page of /news lists. */
export const HOME_NEWS_COUNT = 3;
export const NEWS_PAGE_SIZE = 9;

/** As ./responses.ts documents it (the NewsPost component). */
export type NewsPostView = z.infer<typeof newsPostResponse>;

const columns = {
  id: newsPosts.id,
  title: newsPosts.title,
  body: newsPosts.body,
  imageUrl: newsPosts.imageUrl,
  publishedAt: newsPosts.publishedAt,
};

// A post scheduled for later stays hidden until its time comes.
const published = () =>
  and(eq(newsPosts.isPublished, true), isNotNull(newsPosts.publishedAt), lte(newsPosts.publishedAt, sql`now()`));

function toView(row: {
  id: string;
  title: string;
  body: string;
  imageUrl: string | null;
  publishedAt: Date | null;
}): NewsPostView {
  return { ...row, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() };
}

/** Whether the shop has published anything: the footer links to News only then, never to an empty page. */
export async function hasPublishedNews(ctx: AppContext): Promise<boolean> {
  return cachedRead(ctx.publicCache, "has-published-news", async () => {
    const [row] = await ctx.db.select({ id: newsPosts.id }).from(newsPosts).where(published()).limit(1);
    return Boolean(row);
  });
}

/** The latest published posts, newest first (home page). */
export async function publishedNews(ctx: AppContext, limit: number): Promise<NewsPostView[]> {
  const rows = await ctx.db
    .select(columns)
    .from(newsPosts)
    .where(published())
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(Math.max(1, Math.min(100, Math.trunc(limit) || 1)));
  return rows.map(toView);
}

/** One page of published posts with the total (GET /news). */
export async function newsPage(ctx: AppContext, page: number, limit: number) {
  return paginate(
    { page, limit },
    ctx.db
      .select(columns)
      .from(newsPosts)
      .where(published())
      .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
      .$dynamic(),
    ctx.db.$count(newsPosts, published()),
    toView,
  );
}

/** One published post (its page); null for a draft, a scheduled post, an unknown or a malformed id. */
export async function publishedPost(ctx: AppContext, id: string): Promise<NewsPostView | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(columns)
    .from(newsPosts)
    .where(and(eq(newsPosts.id, id), published()))
    .limit(1);
  return row ? toView(row) : null;
}
