import { z } from "zod";
import { withinPageDepth } from "@/platform/paging";

/**
 * A news post's written fields, apart from src/news/admin-news.ts (database, guards) so that the admin's
 * news form can check them in the browser with the very rules and messages the service uses.
 */
export const newsTextFields = {
  title: z
    .string({ error: "Please enter a title" })
    .trim()
    .min(1, "Please enter a title")
    .max(200, "The title is too long"),
  body: z
    .string({ error: "Please write the post" })
    .trim()
    .min(1, "Please write the post")
    .max(20_000, "The post is too long"),
};
export const newsTextSchema = z.object(newsTextFields);

/** A page of the public news list: the API's query and the /news page's ?page=. */
export const newsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .superRefine(withinPageDepth);
