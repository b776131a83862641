import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import type { CurrentUser } from "@/accounts/sessions";

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

/** Only same-site paths are followed after sign-in, never another host. */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  return target;
}
