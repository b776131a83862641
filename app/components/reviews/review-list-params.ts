import type { ReviewListQuery } from "@/reviews";

/** The URL parameters the reviews list reads: sort, filters and page. */
export const REVIEW_LIST_PARAMS = ["reviewSort", "reviewRating", "reviewVerified", "reviewPage"] as const;

/** The list's URL search for these choices; defaults are left out so shared links stay short. */
export function reviewListSearch(query: Pick<ReviewListQuery, "sort" | "rating" | "verified">, page = 1): string {
  const params = new URLSearchParams();
  if (query.sort !== "recent") params.set("reviewSort", query.sort);
  if (query.rating) params.set("reviewRating", String(query.rating));
  if (query.verified) params.set("reviewVerified", "1");
  if (page > 1) params.set("reviewPage", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Keeps only the list's own parameters of a search, so a redirect can return to the same view. */
export function keptListSearch(search: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const name of REVIEW_LIST_PARAMS) {
    const value = search.get(name);
    if (value) params.set(name, value);
  }
  const kept = params.toString();
  return kept ? `?${kept}` : "";
}
