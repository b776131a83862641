import { Form } from "react-router";
import { REVIEW_SORTS, REVIEW_STARS } from "@/shop/constants";
import type { ReviewListQuery } from "@/reviews/schemas";
import { buttonClass } from "./review-form";

const selectClass = "mt-1 block w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-base";

/** A GET form: sort and filters live in the URL, so they work without JavaScript and can be shared. */
export function ReviewFilters({ productId, query }: { productId: string; query: ReviewListQuery }) {
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
        <select name="reviewSort" defaultValue={query.sort} className={selectClass}>
          {REVIEW_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Filter by rating
        <select name="reviewRating" defaultValue={query.rating ? String(query.rating) : ""} className={selectClass}>
          <option value="">All ratings</option>
          {REVIEW_STARS.map((star) => (
            <option key={star} value={star}>
              {star} {star === 1 ? "star" : "stars"}
            </option>
          ))}
        </select>
      </label>
      <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="reviewVerified" value="1" defaultChecked={query.verified} className="size-5" />
        Verified purchases only
      </label>
      <button type="submit" className={`${buttonClass} col-span-2 border border-neutral-800 bg-white hover:bg-neutral-100`}>
        Apply
      </button>
    </Form>
  );
}
