import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { type CurrentUser, requireUser } from "@/platform/access";
import { averageRating } from "@/catalog";
import type { Db } from "@/db/client";
import { paginate } from "@/db/paginate";
import { adjustProductRating, isActiveProduct } from "@/catalog/query-parts";
import { shopperName } from "@/accounts/query-parts";
import { hasVerifiedPurchase } from "@/orders/query-parts";
import { reviewHelpfulVotes, reviews } from "./tables";
import type { AppContext } from "@/platform/context";
import { conflict, forbidden, notFound } from "@/platform/errors";
import { consumeRateLimit } from "@/platform/rate-limit";
import { parsedBy } from "@/platform/form-fields";
import { parseInput } from "@/platform/validation";
import type { ReviewSort } from "@/shop/constants";
import { guidSchema, reviewInputSchema, reviewUpdateSchema, type ReviewInput, type ReviewListQuery } from "./schemas";

export const SIGN_IN_TO_REVIEW = "Please sign in to leave a review";
export const SIGN_IN_TO_VOTE = "Please sign in to mark a review as helpful";
export const OWN_REVIEW_HELPFUL = "You cannot mark your own review as helpful";
export const ALREADY_REVIEWED = "You have already reviewed this product";
const PRODUCT_NOT_FOUND = "Product not found";
const REVIEW_NOT_FOUND = "Review not found";

/** A review as shoppers see it: the reviewer's name only, never their e-mail or id. */
export type ReviewView = {
  id: string;
  productId: string;
  rating: number;
  title: string;
  comment: string;
  isVerifiedPurchase: boolean;
  helpfulCount: number;
  createdAt: string;
  reviewerName: string;
  isMine: boolean;
  votedHelpful: boolean;
};

export type ReviewSummary = {
  average: number;
  total: number;
  breakdown: Record<1 | 2 | 3 | 4 | 5, number>;
};

const ORDERINGS: Record<ReviewSort, SQL[]> = {
  recent: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

function viewColumns(user: CurrentUser | null) {
  return {
    id: reviews.id,
    productId: reviews.productId,
    rating: reviews.rating,
    title: reviews.title,
    comment: reviews.comment,
    isVerifiedPurchase: reviews.isVerifiedPurchase,
    helpfulCount: reviews.helpfulCount,
    createdAt: reviews.createdAt,
    reviewerName: shopperName(reviews.userId),
    isMine: user ? sql<boolean>`(${reviews.userId} = ${user.id})` : sql<boolean>`false`,
    votedHelpful: user
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${reviewHelpfulVotes} WHERE ${reviewHelpfulVotes.reviewId} = ${reviews.id} AND ${reviewHelpfulVotes.userId} = ${user.id})`
      : sql<boolean>`false`,
  };
}

type ViewRow = Omit<ReviewView, "createdAt"> & { createdAt: Date | string };

function toView(row: ViewRow): ReviewView {
  return {
    ...row,
    isMine: Boolean(row.isMine),
    votedHelpful: Boolean(row.votedHelpful),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function isGuid(id: string) {
  return guidSchema.safeParse(id).success;
}

async function requireActiveProduct(ctx: AppContext, productId: string) {
  if (!isGuid(productId) || !(await isActiveProduct(ctx.db, productId))) throw notFound(PRODUCT_NOT_FOUND);
}

async function reviewSummary(ctx: AppContext, productId: string): Promise<ReviewSummary> {
  const rows = await ctx.db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating);
  const breakdown: ReviewSummary["breakdown"] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const count = Number(row.count);
    breakdown[row.rating as 1 | 2 | 3 | 4 | 5] = count;
    total += count;
    sum += row.rating * count;
  }
  return { average: averageRating(sum, total), total, breakdown };
}

/** A product's reviews, sorted and filtered, with the summary over all of its reviews. */
export async function listReviews(
  ctx: AppContext,
  user: CurrentUser | null,
  productId: string,
  query: ReviewListQuery,
): Promise<{ items: ReviewView[]; summary: ReviewSummary; total: number; page: number; limit: number }> {
  await requireActiveProduct(ctx, productId);
  const conditions = [eq(reviews.productId, productId)];
  if (query.rating) conditions.push(eq(reviews.rating, query.rating));
  if (query.verified) conditions.push(eq(reviews.isVerifiedPurchase, true));
  const where = and(...conditions);
  const [list, summary] = await Promise.all([
    paginate(
      query,
      ctx.db
        .select(viewColumns(user))
        .from(reviews)
        .where(where)
        .orderBy(...ORDERINGS[query.sort])
        .$dynamic(),
      ctx.db.$count(reviews, where),
      toView,
    ),
    reviewSummary(ctx, productId),
  ]);
  return { ...list, summary };
}

async function reviewById(db: Db, user: CurrentUser | null, reviewId: string): Promise<ReviewView> {
  const [row] = await db.select(viewColumns(user)).from(reviews).where(eq(reviews.id, reviewId));
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toView(row);
}

/** The signed-in shopper's own review of a product, so the page can offer Edit instead of Write. */
export async function myReview(
  ctx: AppContext,
  user: CurrentUser | null,
  productId: string,
): Promise<ReviewView | null> {
  if (!user || !isGuid(productId)) return null;
  const [row] = await ctx.db
    .select(viewColumns(user))
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, user.id)));
  return row ? toView(row) : null;
}

/**
 * Whether the product's reviews section is the shopper's own: they wrote one of its reviews or marked
 * one helpful. Otherwise every signed-in shopper sees that section alike (decision 015).
 */
export async function hasOwnReviewsOf(ctx: AppContext, user: CurrentUser, productId: string): Promise<boolean> {
  if (!isGuid(productId)) return false;
  const [row] = await ctx.db
    .select({
      // Columns spelled out: inside a select, Drizzle leaves them unqualified, and both tables have user_id.
      own: sql<boolean>`EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = ${productId} AND r.user_id = ${user.id})
        OR EXISTS (
          SELECT 1 FROM reviews r JOIN review_helpful_votes v ON v.review_id = r.id AND v.user_id = ${user.id}
          WHERE r.product_id = ${productId}
        )`,
    })
    .from(sql`(SELECT 1) AS one`);
  return Boolean(row?.own);
}

/** Writing and editing share one per-account window, so a script cannot flood a product's reviews. */
async function limitReviewWriting(ctx: AppContext, author: CurrentUser) {
  await consumeRateLimit(
    ctx,
    `reviews:${author.id}`,
    ctx.config.RATE_LIMIT_REVIEWS_PER_ACCOUNT,
    ctx.config.RATE_LIMIT_WINDOW_SECONDS,
  );
}

/** One review per shopper and product (409 on a second); verified purchase decided here. */
export async function writeReview(
  ctx: AppContext,
  user: CurrentUser | null,
  productId: string,
  input: unknown,
): Promise<ReviewView> {
  const author = requireUser(user, SIGN_IN_TO_REVIEW);
  const review = parseInput(reviewInputSchema, input);
  await requireActiveProduct(ctx, productId);
  await limitReviewWriting(ctx, author);
  const id = await ctx.db.transaction(async (tx) => {
    const verified = await hasVerifiedPurchase(tx, author.id, productId);
    const [row] = await tx
      .insert(reviews)
      .values({ userId: author.id, productId, ...review, isVerifiedPurchase: verified })
      .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
      .returning({ id: reviews.id });
    if (!row) throw conflict(ALREADY_REVIEWED);
    await adjustProductRating(tx, productId, review.rating, 1);
    return row.id;
  });
  return reviewById(ctx.db, author, id);
}

/** The author edits their review; anyone else is told it does not exist. */
export async function updateReview(
  ctx: AppContext,
  user: CurrentUser | null,
  reviewId: string,
  input: unknown,
): Promise<ReviewView> {
  const author = requireUser(user, SIGN_IN_TO_REVIEW);
  // The page's form sends the whole review, already parsed by its schema (decision 036).
  const changes = parsedBy(reviewInputSchema, input) ? (input as ReviewInput) : parseInput(reviewUpdateSchema, input);
  if (!isGuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  await limitReviewWriting(ctx, author);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ rating: reviews.rating, productId: reviews.productId })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id)))
      .for("update");
    if (!current) throw notFound(REVIEW_NOT_FOUND);
    const verified = await hasVerifiedPurchase(tx, author.id, current.productId);
    await tx
      .update(reviews)
      .set({ ...changes, isVerifiedPurchase: verified, updatedAt: new Date() })
      .where(eq(reviews.id, reviewId));
    const newRating = changes.rating ?? current.rating;
    if (newRating !== current.rating) await adjustProductRating(tx, current.productId, newRating - current.rating, 0);
  });
  return reviewById(ctx.db, author, reviewId);
}

/** The author deletes their review; returns the product it belonged to. */
export async function deleteReview(
  ctx: AppContext,
  user: CurrentUser | null,
  reviewId: string,
): Promise<{ productId: string }> {
  const author = requireUser(user, SIGN_IN_TO_REVIEW);
  if (!isGuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  return ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id)))
      .returning({ productId: reviews.productId, rating: reviews.rating });
    if (!deleted) throw notFound(REVIEW_NOT_FOUND);
    await adjustProductRating(tx, deleted.productId, -deleted.rating, -1);
    return { productId: deleted.productId };
  });
}

/** One helpful vote per shopper and review; a repeat vote changes nothing and still succeeds. */
export async function markHelpful(
  ctx: AppContext,
  user: CurrentUser | null,
  reviewId: string,
): Promise<{ productId: string; helpfulCount: number }> {
  const voter = requireUser(user, SIGN_IN_TO_VOTE);
  if (!isGuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  const [review] = await ctx.db
    .select({ userId: reviews.userId, productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  if (review.userId === voter.id) throw forbidden(OWN_REVIEW_HELPFUL);
  return ctx.db.transaction(async (tx) => {
    const [vote] = await tx
      .insert(reviewHelpfulVotes)
      .values({ reviewId, userId: voter.id })
      .onConflictDoNothing()
      .returning({ reviewId: reviewHelpfulVotes.reviewId });
    const [row] = vote
      ? await tx
          .update(reviews)
          .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
          .where(eq(reviews.id, reviewId))
          .returning({ helpfulCount: reviews.helpfulCount })
      : await tx.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
    return { productId: review.productId, helpfulCount: row?.helpfulCount ?? 0 };
  });
}
