import { useEffect, useState } from "react";
import { Form, useSubmit } from "react-router";
import { REVIEW_SORTS, REVIEW_STARS, type ReviewSort } from "@/shop/constants";
import type { ReviewListQuery } from "@/reviews";
import { buttonClass } from "./review-form";
import { reviewListSearch } from "./review-list-params";

const selectClass = "mt-1 block w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-base";

/**
 * A GET form: sort and filters live in the URL, so they work without JavaScript (the Apply button,
 * inside <noscript>) and can be shared. With JavaScript each choice applies at once, like the shop's.
 */
export function ReviewFilters({ productId, query }: { productId: string; query: ReviewListQuery }) {
  const submit = useSubmit();
  const [sort, setSort] = useState<string>(query.sort);
  const [rating, setRating] = useState(query.rating ? String(query.rating) : "");
  const [verified, setVerified] = useState(query.verified);
  // Back/forward or a breakdown link changes the URL: show what it says.
  useEffect(() => {
    setSort(query.sort);
    setRating(query.rating ? String(query.rating) : "");
    setVerified(query.verified);
  }, [query.sort, query.rating, query.verified]);

  const apply = (next: { sort?: string; rating?: string; verified?: boolean }) => {
    const chosen = { sort, rating, verified, ...next };
    setSort(chosen.sort);
    setRating(chosen.rating);
    setVerified(chosen.verified);
    // A new choice starts again at the first page.
    const search = reviewListSearch({
      sort: chosen.sort as ReviewSort,
      rating: chosen.rating ? Number(chosen.rating) : undefined,
      verified: chosen.verified,
    });
    void submit(new URLSearchParams(search), {
      method: "get",
      action: `/product/${productId}`,
      preventScrollReset: true,
    });
  };

  return (
    <Form
      method="get"
      action={`/product/${productId}#reviews`}
      preventScrollReset
      aria-label="Sort and filter reviews"
      className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
    >
      <label className="text-sm font-medium">
        Sort reviews
        <select
          name="reviewSort"
          value={sort}
          onChange={(e) => apply({ sort: e.currentTarget.value })}
          className={selectClass}
        >
          {REVIEW_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Filter by rating
        <select
          name="reviewRating"
          value={rating}
          onChange={(e) => apply({ rating: e.currentTarget.value })}
          className={selectClass}
        >
          <option value="">All ratings</option>
          {REVIEW_STARS.map((star) => (
            <option key={star} value={star}>
              {star} {star === 1 ? "star" : "stars"}
            </option>
          ))}
        </select>
      </label>
      <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="reviewVerified"
          value="1"
          checked={verified}
          onChange={(e) => apply({ verified: e.currentTarget.checked })}
          className="size-5"
        />
        Verified purchases only
      </label>
      <noscript className="col-span-2">
        <button
          type="submit"
          className={`${buttonClass} w-full border border-neutral-800 bg-white hover:bg-neutral-100`}
        >
          Apply
        </button>
      </noscript>
    </Form>
  );
}
