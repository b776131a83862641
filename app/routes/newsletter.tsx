import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { NEWSLETTER_THANKS, newsletterFormSchema, subscribeToNewsletter } from "@/newsletter";
import { AppError } from "@/platform/errors";
import { safeRedirectPath } from "~/lib/guards.server";
import { redirectWithToast } from "~/lib/toast.server";
import { formValue } from "~/lib/form-contract";
import { NEWSLETTER_FORM, type NewsletterResult } from "~/components/newsletter-form";

// The footer form posts here from every page: in place with JavaScript, or as a plain form
// (then the shopper is sent back to the page they were on, with a toast).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const inPlace = form.get("inPlace") === "1";
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  try {
    await subscribeToNewsletter(context.app, formValue(newsletterFormSchema, form), context.clientIp);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (inPlace) return data<NewsletterResult>({ ok: false, message: err.message }, { status: err.status });
    const fields = err.fields?.email ? { email: err.fields.email } : undefined;
    return redirectWithToast(back, {
      kind: "error",
      message: err.message,
      ...(fields && { form: NEWSLETTER_FORM, fields }),
    });
  }
  if (inPlace) return data<NewsletterResult>({ ok: true, message: NEWSLETTER_THANKS });
  return redirectWithToast(back, { kind: "success", message: NEWSLETTER_THANKS });
}

export function loader() {
  return redirect("/");
}
