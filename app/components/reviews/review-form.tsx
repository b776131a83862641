import { Form } from "react-router";
import type { ReviewView } from "@/reviews/service";
import { REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from "@/shop/constants";
import { StarShape } from "./review-stars";

const inputClass =
  "mt-1 block w-full rounded-md border border-neutral-400 px-3 py-2 text-base focus:border-brand focus:outline-2 focus:outline-brand";
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** Five radio buttons drawn as stars; the chosen star and those before it light up, no script needed. */
function StarRatingInput({ defaultValue }: { defaultValue?: number }) {
  return (
    <fieldset>
      <legend className="font-medium">Your rating</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded p-1 text-neutral-500 has-checked:text-amber-600 has-focus-visible:outline-2 has-focus-visible:outline-brand [&:has(~label_input:checked)]:text-amber-600"
          >
            <input type="radio" name="rating" value={n} required defaultChecked={defaultValue === n} className="sr-only" />
            <StarShape className="size-8" filled />
            <span className="sr-only">
              {n} {n === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Write (no review yet) or edit (the shopper's own review) through the reviews resource route. */
export function ReviewForm({ productId, review }: { productId: string; review?: ReviewView | null }) {
  const editing = Boolean(review);
  return (
    <Form method="post" action={`/product/${productId}/reviews`} className="grid gap-4" preventScrollReset>
      <input type="hidden" name="intent" value={editing ? "update" : "write"} />
      {review && <input type="hidden" name="reviewId" value={review.id} />}
      <StarRatingInput defaultValue={review?.rating} />
      <label className="block font-medium">
        Review title
        <input name="title" required maxLength={REVIEW_TITLE_MAX} defaultValue={review?.title} className={inputClass} />
      </label>
      <label className="block font-medium">
        Your review
        <textarea
          name="comment"
          required
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          defaultValue={review?.comment}
          className={inputClass}
        />
      </label>
      <div>
        <button type="submit" className={`${buttonClass} bg-brand text-brand-ink hover:opacity-90`}>
          {editing ? "Update Review" : "Submit Review"}
        </button>
      </div>
    </Form>
  );
}

/** Deleting needs an explicit tick, so it is confirmed with or without JavaScript. */
export function DeleteReviewForm({ productId, reviewId }: { productId: string; reviewId: string }) {
  return (
    <Form method="post" action={`/product/${productId}/reviews`} className="grid gap-3" preventScrollReset>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <p>Deleting your review cannot be undone.</p>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="confirm" value="yes" required className="size-5" />
        Yes, delete my review
      </label>
      <div>
        <button type="submit" className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}>
          Delete Review
        </button>
      </div>
    </Form>
  );
}
