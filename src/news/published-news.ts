import { desc, eq } from "drizzle-orm";
import { newsPosts } from "@/db/schema";
import type { AppContext } from "@/platform/context";

export type NewsPostView = {
  id: string;
  title: string;
  body: string;
  imageUrl: string | null;
  publishedAt: string;
};

/** Published posts, newest publication first: what shoppers see (GET /api/v1/news, the home page). */
export async function publishedNews(ctx: AppContext, limit: number): Promise<NewsPostView[]> {
  const rows = await ctx.db
    .select({
      id: newsPosts.id,
      title: newsPosts.title,
      body: newsPosts.body,
      imageUrl: newsPosts.imageUrl,
      publishedAt: newsPosts.publishedAt,
    })
    .from(newsPosts)
    .where(eq(newsPosts.isPublished, true))
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() }));
}
