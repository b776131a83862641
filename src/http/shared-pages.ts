// Pure, for the pages' bundle too (the hint's name, the state's shape).
import type { CurrentUser } from "@/platform/access";

// Issue 13: the home page, the shop and the product pages are the same for a visitor and a
// signed-in shopper, so all are served from the public cache; what differs (the header's counts and
// account menu, the hearts) comes in a small personal request after the page has loaded
// (GET /personal-state, decision 015). A product page's reviews section differs too: a visitor is
// asked to sign in, a shopper gets the write form. So each product page has two shared renders, one
// for visitors and one for every shopper who has not reviewed it or voted on its reviews; a shopper
// who has gets the page rendered for them.

// No dot in the id: `/product/{id}.data` is the router's data request after a navigation or a form,
// which must carry the shopper's own header (it revalidates the root).
const SHARED_PAGES = /^\/(shop|product\/[^/.]+)?$/;
const PRODUCT_PAGE = /^\/product\/([^/.]+)$/;

/**
 * A cookie the pages' script may read (not HttpOnly): "this browser is signed in", so that only a
 * signed-in shopper's page asks for its personal state. It says nothing more; the session stays HttpOnly.
 */
export const SIGNED_IN_HINT = "bay_signed_in";

export function isSharedPage(path: string): boolean {
  return SHARED_PAGES.test(path);
}

/** The product whose page this is, when the page has a render of its own for signed-in shoppers. */
export function productOfSharedPage(path: string): string | null {
  const match = PRODUCT_PAGE.exec(path);
  return match ? match[1] : null;
}

/** Only what the header shows of the signed-in shopper: a first name and whether the admin link shows. */
export type HeaderUser = { firstName: string; isAdmin: boolean };

export function headerUser(user: CurrentUser | null): HeaderUser | null {
  return user ? { firstName: user.fullName.split(/\s+/)[0] || user.fullName, isAdmin: user.isAdmin } : null;
}

/** The header's badges, units in the cart and wishlist entries: counted by the cart, shown by every page. */
export type HeaderCounts = { cart: number; wishlist: number };

export type PersonalState = { user: HeaderUser | null; counts: HeaderCounts; hearted: string[] };
