import { REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from "@/shop/constants";

// The review form's own check, without zod so the browser can run it before any request (issue 17
// item 2) and the page can run it again on what the server refused. The service still parses every
// write with reviewInputSchema; the messages are the same strings.

export const FILL_ALL_FIELDS = "Please fill in all fields";
export const TITLE_TOO_LONG = `Title must be ${REVIEW_TITLE_MAX} characters or fewer`;
export const COMMENT_TOO_LONG = `Review must be ${REVIEW_COMMENT_MAX} characters or fewer`;

export type ReviewFormValues = { rating?: string; title?: string; comment?: string };
export type ReviewFormField = "rating" | "title" | "comment";
export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;

/** Field errors in the order the form shows its fields (rating, title, review); empty when valid. */
export function checkReviewForm(values: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  const rating = Number(values.rating);
  if (!values.rating || !Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = FILL_ALL_FIELDS;
  const title = values.title?.trim() ?? "";
  if (!title) errors.title = FILL_ALL_FIELDS;
  else if (title.length > REVIEW_TITLE_MAX) errors.title = TITLE_TOO_LONG;
  const comment = values.comment?.trim() ?? "";
  if (!comment) errors.comment = FILL_ALL_FIELDS;
  else if (comment.length > REVIEW_COMMENT_MAX) errors.comment = COMMENT_TOO_LONG;
  return errors;
}
