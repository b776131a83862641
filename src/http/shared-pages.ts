// Pure, for the pages' bundle too (the hint's name, the state's shape).
import type { HeaderCounts } from "@/cart/header-counts";
import type { CurrentUser } from "@/platform/access";

// Issue 13: the home page and the shop are the same for a visitor and a signed-in shopper, so both
// are served the one cached render; what differs (the header's counts and account menu, the hearts)
// comes in a small personal request after the page has loaded (GET /personal-state, decision 015).
// A product page is not (yet) shared: its reviews section is the shopper's own (their review, the
// write form).

/** The pages every shopper sees alike: the home page and the shop. */
const SHARED_PAGES = /^\/(shop)?$/;

/**
 * A cookie the pages' script may read (not HttpOnly): "this browser is signed in", so that only a
 * signed-in shopper's page asks for its personal state. It says nothing more; the session stays HttpOnly.
 */
export const SIGNED_IN_HINT = "bay_signed_in";

export function isSharedPage(path: string): boolean {
  return SHARED_PAGES.test(path);
}

/** Only what the header shows of the signed-in shopper: a first name and whether the admin link shows. */
export type HeaderUser = { firstName: string; isAdmin: boolean };

export function headerUser(user: CurrentUser | null): HeaderUser | null {
  return user ? { firstName: user.fullName.split(/\s+/)[0] || user.fullName, isAdmin: user.isAdmin } : null;
}

export type PersonalState = { user: HeaderUser | null; counts: HeaderCounts; hearted: string[] };
