import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import type { CurrentUser } from "@/platform/access";
import { AppError } from "@/platform/errors";

/** A thing a page shows that is not there (a deleted product, a mistyped order number): the shop's 404 page, not an error. */
export async function orNotFoundPage<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

function loginUrlFor(request: Request) {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Pages that need a signed-in shopper send everyone else to /login, and back here afterwards. */
export function requireShopper(context: AppLoadContext, request: Request): CurrentUser {
  if (!context.user) throw redirect(loginUrlFor(request));
  return context.user;
}

/** Admin pages: signed-out visitors go to /login, signed-in non-admins to the home page. */
export function requireAdminPage(context: AppLoadContext, request: Request): CurrentUser {
  const user = requireShopper(context, request);
  if (!user.isAdmin) throw redirect("/");
  return user;
}

// Any origin does for the check: a target is kept only if it resolves to the origin it is resolved against.
const SHOP_ORIGIN = "http://shop.invalid";
// Browsers drop tabs and newlines from a Location and read a backslash as "/", so a tab or a
// backslash after the first "/" makes "//evil.example": another site, though the path looked local.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BROWSER_REWRITTEN = /[\u0000-\u001f\u007f\\]/;

/**
 * Where every `redirectTo` (and other "go back there" target a visitor can set) may send them: a path
 * on this shop only, as the browser will resolve it; anything else goes to `fallback` (issue 12).
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || BROWSER_REWRITTEN.test(target)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(target, SHOP_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== SHOP_ORIGIN) return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}
