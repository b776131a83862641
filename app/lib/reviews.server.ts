import { data, redirect, type AppLoadContext } from "react-router";
import { jsonCookie } from "@/http/cookies";
import { AppError } from "@/platform/errors";
import {
  parseReviewListQuery,
  type ReviewListQuery,
  reviewFormSchema,
  type ReviewFormErrors,
  type ReviewFormValues,
  listReviews,
  myReview,
  type ReviewSummary,
  type ReviewView,
} from "@/reviews";
import { REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from "@/shop/constants";
import { parseForm } from "./form-contract";

/** What the shopper sent in a review form the server refused, shown again with its field errors. */
export type ReviewFormAnswer = { values: ReviewFormValues; errors: ReviewFormErrors };

// Without JavaScript a refused review form comes back through a redirect: the values travel in a
// short-lived cookie and the URL says to show them, so the page (not a toast) puts each message
// next to its field and nothing typed is lost. The URL flag means no response has to clear the cookie.
const reviewFormCookie = jsonCookie("bay_review_form", 300);
const FORM_FLAG = "reviewForm";

/** Back to the reviews section with the refused values and their errors, in the page. */
export async function redirectWithReviewForm(productId: string, values: ReviewFormValues) {
  const kept: ReviewFormValues = {
    rating: values.rating?.slice(0, 1),
    title: values.title?.slice(0, REVIEW_TITLE_MAX + 1),
    comment: values.comment?.slice(0, REVIEW_COMMENT_MAX + 1),
  };
  // No #reviews: a page opened at a fragment skips autofocus; the focused field is scrolled to instead.
  return redirect(`/product/${encodeURIComponent(productId)}?${FORM_FLAG}=invalid`, {
    headers: { "Set-Cookie": reviewFormCookie.header(kept) },
  });
}

async function refusedForm(request: Request, params: URLSearchParams): Promise<ReviewFormAnswer | null> {
  if (params.get(FORM_FLAG) !== "invalid") return null;
  const stored: unknown = reviewFormCookie.read(request.headers.get("Cookie"));
  const source = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  const field = (name: string) => (typeof source[name] === "string" ? (source[name] as string) : undefined);
  const values: ReviewFormValues = { rating: field("rating"), title: field("title"), comment: field("comment") };
  const sent = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) sent.set(name, value);
  const errors: ReviewFormErrors = parseForm(reviewFormSchema, sent).fields ?? {};
  return Object.keys(errors).length > 0 ? { values, errors } : null;
}

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
  /** A review form the server refused (write or edit), to show again with its errors. */
  form: ReviewFormAnswer | null;
};

/** Call from the product page loader once the product is known to exist. */
export async function loadReviewsSection(
  context: AppLoadContext,
  request: Request,
  productId: string,
): Promise<ReviewsSectionData> {
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
  const [list, mine, form] = await Promise.all([
    listReviews(context.app, context.user, productId, query),
    myReview(context.app, context.user, productId),
    refusedForm(request, params),
  ]);
  return {
    productId,
    items: list.items,
    summary: list.summary,
    total: list.total,
    mine,
    query,
    // A render shared by shoppers who have no review or vote here: the write form, no one's name.
    signedIn: context.user !== null || context.sharedWithShoppers,
    loginUrl: `/login?redirectTo=${encodeURIComponent(`/product/${productId}#reviews`)}`,
    form: context.user ? form : null,
  };
}
