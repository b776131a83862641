import { z } from "zod";
import { formOf, formText } from "@/platform/form-fields";
import { withinPageDepth } from "@/platform/paging";
import { parseInput } from "@/platform/validation";
import {
  REVIEW_COMMENT_MAX,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
  REVIEWS_PER_PAGE,
  type ReviewSort,
} from "@/shop/constants";
import { COMMENT_TOO_LONG, FILL_ALL_FIELDS, TITLE_TOO_LONG } from "./form-check";

export { FILL_ALL_FIELDS };

const RATING_RANGE = "Rating must be a whole number from 1 to 5";

const rating = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? FILL_ALL_FIELDS : RATING_RANGE) })
  .int(RATING_RANGE)
  .min(1, RATING_RANGE)
  .max(5, RATING_RANGE);

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(max, tooLong);

/**
 * What a shopper may write. Unknown keys (helpfulCount, isVerifiedPurchase, userId…) are stripped:
 * the server alone decides those.
 */
export const reviewInputSchema = z.object({
  rating,
  title: requiredText(REVIEW_TITLE_MAX, TITLE_TOO_LONG),
  comment: requiredText(REVIEW_COMMENT_MAX, COMMENT_TOO_LONG),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/**
 * The reviews section's write and edit form (decision 036): the chosen star, the title and the review,
 * judged by the rules above; the product page loads it only when the shopper starts on the form.
 */
export const reviewFormSchema = formOf(reviewInputSchema, (sent) => {
  const rating = formText(sent.rating).trim();
  return {
    rating: rating === "" ? undefined : Number(rating),
    title: formText(sent.title),
    comment: formText(sent.comment),
  };
});

/** PATCH may change any of the three; a field that is sent must still be valid (not blank). */
export const reviewUpdateSchema = reviewInputSchema
  .partial()
  .refine((v) => v.rating !== undefined || v.title !== undefined || v.comment !== undefined, FILL_ALL_FIELDS);
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

const truthy = z
  .union([z.boolean(), z.string()])
  .transform((v) => v === true || v === "1" || v === "true" || v === "on");

/** Sort and filters of a product's review list; unknown values fall back to the defaults. */
export const reviewListQuerySchema = z
  .object({
    sort: z
      .enum(REVIEW_SORTS.map((s) => s.value) as [string, ...string[]])
      .catch("recent")
      .default("recent"),
    rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
    verified: truthy
      .optional()
      .catch(undefined)
      .transform((v) => v === true),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).catch(REVIEWS_PER_PAGE).default(REVIEWS_PER_PAGE),
  })
  .superRefine(withinPageDepth);
export type ReviewListQuery = {
  sort: ReviewSort;
  rating?: number;
  verified: boolean;
  page: number;
  limit: number;
};

/**
 * A hand-edited URL with odd values just shows the default list; only a page past MAX_PAGE_DEPTH
 * (or a control character) is refused, with a 422 AppError.
 */
export function parseReviewListQuery(input: Record<string, unknown>): ReviewListQuery {
  const parsed = parseInput(reviewListQuerySchema, input);
  return { ...parsed, sort: parsed.sort as ReviewSort };
}

export const guidSchema = z.guid();
