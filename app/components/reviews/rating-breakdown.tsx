import { REVIEW_STARS } from "@/shop/constants";
import type { ReviewSummary } from "@/reviews";
import { ReviewStars } from "./review-stars";

function percent(count: number, total: number) {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/** Average, total and one bar per star (5 to 1); each row filters the list to that star. */
export function RatingBreakdown({ productId, summary }: { productId: string; summary: ReviewSummary }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,32rem)] sm:items-center sm:gap-8">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold">{summary.average.toFixed(1)}</p>
        <ReviewStars rating={summary.average} />
        <p className="text-sm text-neutral-700">
          Based on {summary.total} {summary.total === 1 ? "review" : "reviews"}
        </p>
      </div>
      <ul aria-label="Rating breakdown" className="grid">
        {REVIEW_STARS.map((star) => {
          const count = summary.breakdown[star];
          const share = percent(count, summary.total);
          return (
            <li key={star}>
              <a
                href={`/product/${productId}?reviewRating=${star}#reviews`}
                className="grid min-h-11 grid-cols-[3.5rem_1fr_5.5rem] items-center gap-2 rounded text-sm hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <span>
                  {star} {star === 1 ? "star" : "stars"}
                </span>
                <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-neutral-200">
                  <span className="block h-full rounded-full bg-amber-600" style={{ width: `${share}%` }} />
                </span>
                <span className="text-right tabular-nums text-neutral-700">
                  {count} ({share}%)<span className="sr-only"> {count === 1 ? "review" : "reviews"}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
