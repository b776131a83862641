import { redirect } from "react-router";
import { logOut } from "@/accounts";
import { sessionHeaders } from "~/lib/account-session.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/logout";

// Signing out changes state, so it is a POST (a link or prefetch must not sign anyone out).
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  await logOut(context.app, context.sessionToken);
  return redirectWithToast(
    "/",
    { kind: "success", message: "You have been logged out." },
    { headers: sessionHeaders(context.app.config, request, null) },
  );
}
