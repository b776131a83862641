import { redirect } from "react-router";
import type { Route } from "./+types/product_.$id.reviews";
import { CONFIRM_DELETE } from "~/components/reviews/review-form";
import { keptListSearch } from "~/components/reviews/review-list-params";
import { redirectWithReviewForm } from "~/lib/reviews.server";
import { requireIntent } from "~/lib/form-intent.server";
import { redirectWithToast } from "~/lib/toast.server";
import { AppError } from "@/platform/errors";
import { formText } from "@/platform/form-fields";
import { parseForm } from "~/lib/form-contract";
import {
  deleteReview,
  markHelpful,
  reviewFormSchema,
  SIGN_IN_TO_REVIEW,
  SIGN_IN_TO_VOTE,
  updateReview,
  writeReview,
} from "@/reviews";

// The reviews section's forms post here; every outcome goes back to the section with a toast.
const INTENTS = {
  write: { success: "Review submitted successfully", failure: "Failed to submit review" },
  update: { success: "Review updated successfully", failure: "Failed to submit review" },
  delete: { success: "Review deleted successfully", failure: "Failed to delete review" },
  helpful: { success: "Thank you for your feedback!", failure: "Failed to mark review as helpful" },
} as const;
const INTENT_NAMES = Object.keys(INTENTS) as (keyof typeof INTENTS)[];

// Messages a shopper can act on are shown as they are; anything else gets the spec's "Failed to …".
const SHOWN_STATUSES = new Set([401, 403, 409, 422, 429]);

/** The review boxes as typed, to show again with their messages. */
function typedIn(form: FormData) {
  return {
    rating: formText(form.get("rating")),
    title: formText(form.get("title")),
    comment: formText(form.get("comment")),
  };
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/product/${encodeURIComponent(params.id)}#reviews`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const productId = params.id;
  // Back to the list as the shopper left it (a helpful vote on page 2 of the 1-star reviews stays there).
  const back = `/product/${encodeURIComponent(productId)}${keptListSearch(new URL(request.url).searchParams)}#reviews`;
  const form = await request.formData();
  const intent = requireIntent(form, INTENT_NAMES);
  if (!context.user) {
    const message = intent === "helpful" ? SIGN_IN_TO_VOTE : SIGN_IN_TO_REVIEW;
    return redirectWithToast(`/login?redirectTo=${encodeURIComponent(back)}`, { kind: "error", message });
  }
  const reviewId = formText(form.get("reviewId"));
  // A wrong field is answered next to the field, as the form does itself with JavaScript on.
  const review = intent === "write" || intent === "update" ? parseForm(reviewFormSchema, form) : null;
  if (review && !review.value) return redirectWithReviewForm(productId, typedIn(form));
  try {
    if (intent === "write") await writeReview(context.app, context.user, productId, review?.value);
    if (intent === "update") await updateReview(context.app, context.user, reviewId, review?.value);
    if (intent === "delete") {
      if (formText(form.get("confirm")) !== "yes") {
        return redirectWithToast(back, { kind: "error", message: CONFIRM_DELETE });
      }
      await deleteReview(context.app, context.user, reviewId);
    }
    if (intent === "helpful") await markHelpful(context.app, context.user, reviewId);
  } catch (error) {
    if (error instanceof AppError && SHOWN_STATUSES.has(error.status)) {
      return redirectWithToast(back, { kind: "error", message: error.message });
    }
    if (!(error instanceof AppError))
      context.app.log.error({ err: error, requestId: context.requestId }, "review action failed");
    return redirectWithToast(back, { kind: "error", message: INTENTS[intent].failure });
  }
  return redirectWithToast(back, { kind: "success", message: INTENTS[intent].success });
}
