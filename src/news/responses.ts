// The news posts' JSON answers as zod schemas: the NewsPost and AdminNewsPost components of
// /api/v1/openapi.json and the check of every real answer in tests (src/http/response-contract.ts).
import { z } from "@hono/zod-openapi";
import { dateTime, listOf } from "@/http/openapi-route";

export const newsPostResponse = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    imageUrl: z.string().nullable(),
    publishedAt: dateTime,
  })
  .openapi("NewsPost");
export const newsListResponse = listOf(newsPostResponse);

/** A post as the admin's list shows it: drafts too (publishedAt null until published). */
export const adminNewsPostResponse = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    imageUrl: z.string().nullable(),
    isPublished: z.boolean(),
    publishedAt: dateTime.nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi("AdminNewsPost");
export const adminNewsListResponse = listOf(adminNewsPostResponse);
export const oneAdminNewsPostResponse = z.object({ post: adminNewsPostResponse });
