import { useEffect, useMemo, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { NEWSLETTER_THANKS_MS } from "@/shop/constants";
import { useFormErrors, useToastFieldErrors } from "~/lib/form-errors";
import { FieldError } from "./field-error";

export type NewsletterResult = { ok: true; message: string } | { ok: false; message: string };

/** Names this form in the toast of a plain (JavaScript-off) post, so its message shows beside the field. */
export const NEWSLETTER_FORM = "newsletter";

/**
 * Newsletter sign-up. With JavaScript it checks the address, posts in place and shows the answer
 * under the field (the thanks for 3 seconds); without, the form posts to /newsletter, which
 * redirects back with a toast and the field's message.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterResult>();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const redirected = useToastFieldErrors(NEWSLETTER_FORM);
  const answered = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const failedAnswer = answered ? fetcher.data : null;
  // Keyed on the answer itself, so the same message answered twice focuses the field again.
  const server = useMemo(
    () => (failedAnswer ? { email: failedAnswer.message } : redirected),
    [failedAnswer, redirected],
  );
  const form = useFormErrors({
    fields: ["email"],
    server,
    idPrefix: "newsletter-",
    loadValidate: () => import("~/lib/newsletter-check").then((check) => check.checkNewsletterForm),
  });

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    setThanks(fetcher.data.message);
    form.formRef.current?.reset();
    const timer = setTimeout(() => setThanks(null), NEWSLETTER_THANKS_MS);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data, form.formRef]);

  return (
    <fetcher.Form
      ref={form.formRef}
      method="post"
      action="/newsletter"
      className="mt-4"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="inPlace" value="1" />}
      <label htmlFor="newsletter-email" className="text-sm font-medium text-white">
        Email address
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          placeholder="you@example.com"
          {...form.field("email", "newsletter-message")}
          className="min-w-0 flex-1 rounded-full border border-white/30 bg-white/10 min-h-11 px-4 py-2.5 text-base text-white placeholder:text-white/70 focus:border-white focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-11 shrink-0 rounded-full bg-white px-5 py-2.5 text-sm font-bold text-brand hover:bg-neutral-100 disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      <FieldError id={form.errorId("email")} message={form.errors.email} tone="dark" />
      <p id="newsletter-message" role="status" className="mt-2 min-h-5 text-sm font-medium">
        {thanks && <span className="text-green-200">{thanks}</span>}
      </p>
    </fetcher.Form>
  );
}
