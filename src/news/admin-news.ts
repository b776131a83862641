import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import { newsPosts, type NewsPostRow } from "./tables";
import type { AppContext } from "@/platform/context";
import { checkedImageFiles, storeImage } from "@/media";
import { notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { matchableId } from "@/db/ids";
import { newsTextFields, type NewsFormInput } from "./news-schema";
import { pageSchema, paginate, type Page } from "@/db/paginate";
import type { adminNewsPostResponse } from "./responses";

/** As ./responses.ts documents it (the AdminNewsPost component). */
export type AdminNewsPost = z.infer<typeof adminNewsPostResponse>;

const newsFields = {
  ...newsTextFields,
  imageUrl: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (url) => url.startsWith("/media/") || url.startsWith("https://"),
      "Images must be uploaded through the image upload",
    )
    .nullable(),
  isPublished: z.boolean({ error: "Published must be true or false" }),
};
export const createNewsSchema = z.object({
  ...newsFields,
  imageUrl: newsFields.imageUrl.optional().default(null),
  isPublished: newsFields.isPublished.default(false),
});
export const updateNewsSchema = z.object(newsFields).partial();

function toAdminNews(row: NewsPostRow): AdminNewsPost {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Drafts and published posts, newest first. */
export async function listAdminNews(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<Page<AdminNewsPost>> {
  requireAdmin(user);
  const { page, limit } = parseInput(pageSchema, query);
  return paginate(
    { page, limit },
    ctx.db.select().from(newsPosts).orderBy(desc(newsPosts.createdAt), desc(newsPosts.id)).$dynamic(),
    ctx.db.$count(newsPosts),
    toAdminNews,
  );
}

export async function createNews(ctx: AppContext, user: CurrentUser | null, input: unknown): Promise<AdminNewsPost> {
  requireAdmin(user);
  return insertNews(ctx, parseInput(createNewsSchema, input));
}

async function insertNews(ctx: AppContext, fields: z.output<typeof createNewsSchema>): Promise<AdminNewsPost> {
  const [row] = await ctx.db
    .insert(newsPosts)
    .values({ ...fields, publishedAt: fields.isPublished ? sql`now()` : null })
    .returning();
  return toAdminNews(row);
}

/** Edits a post; publishing stamps the publication time, unpublishing clears it. */
export async function updateNews(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
  input: unknown,
): Promise<AdminNewsPost> {
  requireAdmin(user);
  return changeNews(ctx, id, parseInput(updateNewsSchema, input));
}

async function changeNews(
  ctx: AppContext,
  id: string,
  patch: z.output<typeof updateNewsSchema>,
): Promise<AdminNewsPost> {
  const publishedAt =
    patch.isPublished === undefined
      ? undefined
      : patch.isPublished
        ? sql`CASE WHEN ${newsPosts.isPublished} THEN ${newsPosts.publishedAt} ELSE now() END`
        : null;
  const [row] = await ctx.db
    .update(newsPosts)
    .set({ ...patch, ...(publishedAt !== undefined ? { publishedAt } : {}), updatedAt: sql`now()` })
    .where(eq(newsPosts.id, matchableId(id)))
    .returning();
  if (!row) throw notFound("News post not found");
  return toAdminNews(row);
}

/**
 * Saves the admin's news form with the image file that came with it: the post's fields, its
 * existence (on edit) and the file are checked first, then the image is stored, then the post is
 * created (`id` null) or updated. A refused post leaves no image behind.
 */
export async function saveNewsWithImage(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string | null,
  form: NewsFormInput,
): Promise<AdminNewsPost> {
  requireAdmin(user);
  // The form's schema judged its fields with the API's rules (./news-schema.ts): they are not parsed again.
  const { removeImage, image, ...fields } = form;
  if (id) {
    const [found] = await ctx.db
      .select({ id: newsPosts.id })
      .from(newsPosts)
      .where(eq(newsPosts.id, matchableId(id)));
    if (!found) throw notFound("News post not found");
  }
  const [bytes] = await checkedImageFiles(image ? [image] : [], "image");
  const imageUrl = bytes ? (await storeImage(ctx, bytes)).url : removeImage ? null : undefined;
  const input = imageUrl === undefined ? fields : { ...fields, imageUrl };
  return id ? changeNews(ctx, id, input) : insertNews(ctx, { imageUrl: null, ...input });
}

export async function deleteNews(ctx: AppContext, user: CurrentUser | null, id: string): Promise<void> {
  requireAdmin(user);
  const [row] = await ctx.db
    .delete(newsPosts)
    .where(eq(newsPosts.id, matchableId(id)))
    .returning({ id: newsPosts.id });
  if (!row) throw notFound("News post not found");
}
