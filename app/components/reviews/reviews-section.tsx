import type { ReviewsSectionData } from "~/lib/reviews.server";
import { RatingBreakdown } from "./rating-breakdown";
import { ReviewFilters } from "./review-filters";
import { DeleteReviewForm, ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";
import { reviewListSearch } from "./review-list-params";

const panelClass = "rounded-lg border border-neutral-300 p-4";
const summaryClass =
  "cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

function WriteOrEdit({ data }: { data: ReviewsSectionData }) {
  if (!data.signedIn) {
    return (
      <div className={panelClass}>
        <h3 className="text-lg font-semibold">Write a Review</h3>
        <p className="mt-2">Please sign in to leave a review</p>
        <a href={data.loginUrl} className="mt-2 inline-block font-semibold text-brand underline">
          Sign in
        </a>
      </div>
    );
  }
  if (!data.mine) {
    return (
      <div className={panelClass}>
        <h3 className="mb-3 text-lg font-semibold">Write a Review</h3>
        <ReviewForm productId={data.productId} answer={data.form} />
      </div>
    );
  }
  return (
    <div className={`${panelClass} grid gap-3`}>
      <h3 className="text-lg font-semibold">Your Review</h3>
      {/* Open when the server sent an edit back with errors, so they are seen at once. */}
      <details open={data.form ? true : undefined}>
        <summary className={summaryClass}>Edit Review</summary>
        <div className="mt-3">
          <ReviewForm productId={data.productId} review={data.mine} answer={data.form} />
        </div>
      </details>
      <details>
        <summary className={`${summaryClass} text-red-800`}>Delete Review</summary>
        <div className="mt-3">
          <DeleteReviewForm productId={data.productId} reviewId={data.mine.id} />
        </div>
      </details>
    </div>
  );
}

/** Previous/next pages of the list, keeping the chosen sort and filters in the link. */
function ReviewPages({ data }: { data: ReviewsSectionData }) {
  const { page, limit, sort, rating, verified } = data.query;
  const pages = Math.ceil(data.total / limit);
  if (pages <= 1) return null;
  const href = (target: number) =>
    `/product/${data.productId}${reviewListSearch({ sort, rating, verified }, target)}#reviews`;
  const link =
    "inline-flex min-h-11 items-center rounded-md border border-neutral-500 px-4 font-medium hover:bg-neutral-100";
  return (
    <nav aria-label="Review pages" className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} className={link}>
          Previous reviews
        </a>
      ) : (
        <span />
      )}
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? (
        <a href={href(page + 1)} className={link}>
          More reviews
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The body of the product page's reviews section (the page owns the section and its heading):
 * breakdown, write/edit form, sort and filters, and the list.
 */
export function ReviewsSection({ data }: { data: ReviewsSectionData }) {
  const filtered = data.query.rating !== undefined || data.query.verified;
  return (
    <div className="grid gap-6">
      {/* "0.0" over five empty bars tells a shopper nothing; the empty state below says it in words. */}
      {data.summary.total > 0 && <RatingBreakdown productId={data.productId} summary={data.summary} />}
      <WriteOrEdit data={data} />
      <div className="grid gap-4">
        <h3 className="text-lg font-semibold">
          {data.summary.total === 0 ? "Reviews" : `Reviews (${data.summary.total})`}
        </h3>
        {data.summary.total > 0 && <ReviewFilters productId={data.productId} query={data.query} />}
        {data.items.length > 0 ? (
          <>
            <ReviewList reviews={data.items} listSearch={reviewListSearch(data.query, data.query.page)} />
            <ReviewPages data={data} />
          </>
        ) : (
          <p className="text-neutral-700">
            {data.summary.total === 0 || !filtered
              ? "No reviews yet. Be the first to review!"
              : "No reviews match your filters"}
          </p>
        )}
      </div>
    </div>
  );
}
