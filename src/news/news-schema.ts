import { z } from "zod";
import { wholeNumber } from "@/platform/validation";
import { checkbox, fileBox, textBox } from "@/platform/form-fields";
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

/**
 * The admin's news form (decision 036): title and text judged by the rules above, the Published and
 * Remove image ticks, and the picture chosen, if any.
 */
export const newsFormSchema = z.object({
  title: textBox(newsTextFields.title),
  body: textBox(newsTextFields.body),
  isPublished: checkbox(),
  removeImage: checkbox(),
  image: fileBox(),
});
export type NewsFormInput = z.output<typeof newsFormSchema>;

/** A page of the public news list: the API's query and the /news page's ?page=. */
export const newsQuerySchema = z
  .object({
    page: wholeNumber("Page", 1, 10_000).default(1),
    limit: wholeNumber("Limit", 1, 100).default(10),
  })
  .superRefine(withinPageDepth);
