import { redirect } from "react-router";
import type { Route } from "./+types/product_.$id.reviews";
import { redirectWithToast } from "~/lib/toast.server";
import { AppError } from "@/platform/errors";
import { deleteReview, markHelpful, SIGN_IN_TO_REVIEW, SIGN_IN_TO_VOTE, updateReview, writeReview } from "@/reviews/service";

// The reviews section's forms post here; every outcome goes back to the section with a toast.
const INTENTS = {
  write: { success: "Review submitted successfully", failure: "Failed to submit review" },
  update: { success: "Review updated successfully", failure: "Failed to submit review" },
  delete: { success: "Review deleted successfully", failure: "Failed to delete review" },
  helpful: { success: "Thank you for your feedback!", failure: "Failed to mark review as helpful" },
} as const;
type Intent = keyof typeof INTENTS;

// Messages a shopper can act on are shown as they are; anything else gets the spec's "Failed to …".
const SHOWN_STATUSES = new Set([401, 403, 409, 422, 429]);

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

function reviewFields(form: FormData) {
  const rating = text(form, "rating");
  return { rating: rating ? Number(rating) : undefined, title: text(form, "title"), comment: text(form, "comment") };
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/product/${encodeURIComponent(params.id)}#reviews`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const productId = params.id;
  const back = `/product/${encodeURIComponent(productId)}#reviews`;
  const form = await request.formData();
  const intentValue = text(form, "intent") ?? "";
  const intent: Intent = intentValue in INTENTS ? (intentValue as Intent) : "write";
  if (!context.user) {
    const message = intent === "helpful" ? SIGN_IN_TO_VOTE : SIGN_IN_TO_REVIEW;
    return redirectWithToast(`/login?redirectTo=${encodeURIComponent(back)}`, { kind: "error", message });
  }
  const reviewId = text(form, "reviewId") ?? "";
  try {
    if (intent === "write") await writeReview(context.app, context.user, productId, reviewFields(form));
    if (intent === "update") await updateReview(context.app, context.user, reviewId, reviewFields(form));
    if (intent === "delete") {
      if (text(form, "confirm") !== "yes") {
        return redirectWithToast(back, { kind: "error", message: "Please tick “Yes, delete my review” to confirm" });
      }
      await deleteReview(context.app, context.user, reviewId);
    }
    if (intent === "helpful") await markHelpful(context.app, context.user, reviewId);
  } catch (error) {
    if (error instanceof AppError && SHOWN_STATUSES.has(error.status)) {
      return redirectWithToast(back, { kind: "error", message: error.message });
    }
    if (!(error instanceof AppError)) context.app.log.error({ err: error, requestId: context.requestId }, "review action failed");
    return redirectWithToast(back, { kind: "error", message: INTENTS[intent].failure });
  }
  return redirectWithToast(back, { kind: "success", message: INTENTS[intent].success });
}
