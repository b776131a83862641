// The reviews capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export {
  deleteReview,
  listReviews,
  markHelpful,
  myReview,
  type ReviewSummary,
  type ReviewView,
  SIGN_IN_TO_REVIEW,
  SIGN_IN_TO_VOTE,
  updateReview,
  writeReview,
} from "./service";
export { parseReviewListQuery, reviewFormSchema, type ReviewListQuery } from "./schemas";
export { type ReviewFormErrors, type ReviewFormField, type ReviewFormValues } from "./form-check";
