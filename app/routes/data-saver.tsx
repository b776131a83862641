import { redirect } from "react-router";
import type { Route } from "./+types/data-saver";
import { setCookieHeader } from "@/http/cookies";
import { DATA_SAVER_COOKIE, DATA_SAVER_MAX_AGE } from "@/http/data-saver";
import { safeRedirectPath } from "~/lib/guards.server";

// The footer's "Data saver" switch (issue 50): a plain form post, so it works before and without
// JavaScript. The answer sends the shopper back to the page they were on, which is then loaded whole
// again in its lighter (or full) variant.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const on = form.get("on") === "1";
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  return redirect(back, {
    headers: { "Set-Cookie": setCookieHeader(DATA_SAVER_COOKIE, on ? "1" : "0", { maxAge: DATA_SAVER_MAX_AGE }) },
  });
}

export function loader() {
  return redirect("/");
}
