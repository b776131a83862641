import { REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from "@/shop/constants";

// The review form's messages and field names, without zod: the product page's first view loads no
// schema. The form is checked with reviewFormSchema (./schemas.ts), loaded on first focus.

export const FILL_ALL_FIELDS = "Please fill in all fields";
export const TITLE_TOO_LONG = `Title must be ${REVIEW_TITLE_MAX} characters or fewer`;
export const COMMENT_TOO_LONG = `Review must be ${REVIEW_COMMENT_MAX} characters or fewer`;

export type ReviewFormValues = { rating?: string; title?: string; comment?: string };
export type ReviewFormField = "rating" | "title" | "comment";
export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;
