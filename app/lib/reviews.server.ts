import { data, type AppLoadContext } from "react-router";
import { AppError } from "@/platform/errors";
import { parseReviewListQuery, type ReviewListQuery } from "@/reviews/schemas";
import { listReviews, myReview, type ReviewSummary, type ReviewView } from "@/reviews/service";

/** Everything the product page's reviews section shows, read from the URL's review sort/filters. */
export type ReviewsSectionData = {
  productId: string;
  items: ReviewView[];
  summary: ReviewSummary;
  /** Reviews matching the filters (the list shows one page of them). */
  total: number;
  mine: ReviewView | null;
  query: ReviewListQuery;
  signedIn: boolean;
  loginUrl: string;
};

/** Call from the product page loader once the product is known to exist. */
export async function loadReviewsSection(context: AppLoadContext, request: Request, productId: string): Promise<ReviewsSectionData> {
  const params = new URL(request.url).searchParams;
  let query: ReviewListQuery;
  try {
    query = parseReviewListQuery({
      sort: params.get("reviewSort") ?? undefined,
      rating: params.get("reviewRating") || undefined,
      verified: params.get("reviewVerified") ?? undefined,
      page: params.get("reviewPage") ?? undefined,
    });
  } catch (error) {
    // A review page past MAX_PAGE_DEPTH: there is no such page.
    if (error instanceof AppError) throw data(null, { status: 404 });
    throw error;
  }
  const [list, mine] = await Promise.all([
    listReviews(context.app, context.user, productId, query),
    myReview(context.app, context.user, productId),
  ]);
  return {
    productId,
    items: list.items,
    summary: list.summary,
    total: list.total,
    mine,
    query,
    signedIn: context.user !== null,
    loginUrl: `/login?redirectTo=${encodeURIComponent(`/product/${productId}#reviews`)}`,
  };
}
