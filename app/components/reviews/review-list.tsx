import { Form } from "react-router";
import type { ReviewView } from "@/reviews";
import { formatLongDate } from "@/shop/dates";
import { ReviewStars } from "./review-stars";

/** Posts with the list's sort, filters and page in the URL, so the shopper comes back to the same view. */
function HelpfulButton({ review, listSearch }: { review: ReviewView; listSearch: string }) {
  const people = `${review.helpfulCount} ${review.helpfulCount === 1 ? "person" : "people"} found this helpful`;
  if (review.isMine) return <p className="text-sm text-neutral-700">{people}</p>;
  return (
    <Form
      method="post"
      action={`/product/${review.productId}/reviews${listSearch}`}
      preventScrollReset
      className="flex items-center gap-3"
    >
      <input type="hidden" name="intent" value="helpful" />
      <input type="hidden" name="reviewId" value={review.id} />
      <button
        type="submit"
        disabled={review.votedHelpful}
        aria-label={`Mark "${review.title}" as helpful`}
        className="min-h-11 rounded-md border border-neutral-500 px-3 text-sm font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:border-neutral-300 disabled:text-neutral-700"
      >
        {review.votedHelpful ? "Marked helpful" : "Helpful"} ({review.helpfulCount})
      </button>
    </Form>
  );
}

/** Review text is rendered as text (React escapes it), never as HTML. */
export function ReviewList({ reviews, listSearch = "" }: { reviews: ReviewView[]; listSearch?: string }) {
  return (
    <ul className="divide-y divide-neutral-200">
      {reviews.map((review) => (
        <li key={review.id}>
          <article aria-labelledby={`review-${review.id}`} className="grid gap-2 py-5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <ReviewStars rating={review.rating} size="size-4" />
              <h4 id={`review-${review.id}`} className="font-semibold">
                {review.title}
              </h4>
            </div>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700">
              <span className="font-medium text-neutral-900">{review.reviewerName}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
              {review.isVerifiedPurchase && (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                  Verified Purchase
                </span>
              )}
              {review.isMine && (
                <span className="rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-900">
                  Your review
                </span>
              )}
            </p>
            <p className="whitespace-pre-line break-words">{review.comment}</p>
            <HelpfulButton review={review} listSearch={listSearch} />
          </article>
        </li>
      ))}
    </ul>
  );
}
