import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { countsAndHearts, headerCounts, type HeaderCounts } from "@/cart/header-counts";
import type { CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { TimedCache } from "@/platform/public-cache";
import { hasOwnReviewsOf } from "@/reviews/service";
import { readCookie } from "@/http/cookies";
import type { HttpEnv } from "@/http/env";
import { SAFE_METHODS } from "@/http/security";
import { headerUser, SIGNED_IN_HINT, type PersonalState } from "@/http/shared-pages";

/**
 * The signed-in hint's value for a browser that has just written something (a cart line, a heart, a
 * review): a new one per write, so what an instance remembers of the shopper under the old value is
 * never served to that browser again, whichever instance answers next.
 */
export function freshStateVersion(): string {
  return randomBytes(6).toString("base64url");
}

/**
 * What each instance remembers of a signed-in shopper between their own writes (decision 015): their
 * counts and hearts, and whether a product's reviews section is theirs. Every signed-in view of a shared
 * page asks for these; remembered, it costs no query. The key holds the browser's state version (the
 * signed-in hint's value), which each of its writes renews; a change made elsewhere (another device,
 * the API, the owner) shows within SESSION_CACHE_SECONDS, as a changed session does.
 */
export function createShopperMemory(app: AppContext) {
  const ttlMs = app.config.SESSION_CACHE_SECONDS * 1000;
  const countsAndHeartsOf = new TimedCache<Awaited<ReturnType<typeof countsAndHearts>>>({ ttlMs, maxEntries: 20_000 });
  const ownReviews = new TimedCache<boolean>({ ttlMs, maxEntries: 50_000 });
  const keyOf = (user: CurrentUser, version: string | undefined) => `${user.id} ${version ?? ""}`;
  const remembered = (c: Context<HttpEnv>, user: CurrentUser) =>
    countsAndHeartsOf.remember(keyOf(user, readCookie(c.req.header("cookie"), SIGNED_IN_HINT)), () =>
      countsAndHearts(app, user),
    );

  return {
    /**
     * GET /personal-state: what a shared page shows only to the shopper looking at it, their header and
     * their hearts. Served here rather than by the pages' router: every signed-in view of a shared page
     * asks for it.
     */
    personalState: async (c: Context<HttpEnv>) => {
      const user = c.get("user");
      const { counts, hearted } = user ? await remembered(c, user) : await countsAndHearts(app, null);
      const state: PersonalState = { user: headerUser(user), counts, hearted };
      c.header("Cache-Control", "no-store");
      c.header("X-Content-Type-Options", "nosniff");
      return c.json(state);
    },
    /**
     * The header's counts for a page rendered for whoever this request's user is then (nobody, for a
     * shared render): on a read, remembered as for /personal-state, so a personal page (cart, orders,
     * settings) costs no query for them (issue 49). A write's own page counts afresh: its browser's
     * state version is renewed only by the answer.
     */
    headerCountsOf: (c: Context<HttpEnv>): Promise<HeaderCounts> => {
      const user = c.get("user");
      if (!user || !SAFE_METHODS.has(c.req.method)) return headerCounts(app, user);
      return remembered(c, user).then((state) => state.counts);
    },
    /** Whether this shopper's view of a product page is their own (their review, their votes). */
    ownsProductPage: (user: CurrentUser, productId: string, version: string | undefined) =>
      ownReviews.remember(`${keyOf(user, version)} ${productId}`, () => hasOwnReviewsOf(app, user, productId)),
  };
}
