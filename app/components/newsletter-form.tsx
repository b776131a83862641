import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { NEWSLETTER_THANKS_MS } from "@/shop/constants";

export type NewsletterResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Newsletter sign-up. With JavaScript it posts in place and shows the answer under the field
 * (the thanks for 3 seconds); without, the form posts to /newsletter, which redirects back with a toast.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterResult>();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [message, setMessage] = useState<NewsletterResult | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setMessage(fetcher.data);
    if (!fetcher.data.ok) return;
    form.current?.reset();
    const timer = setTimeout(() => setMessage(null), NEWSLETTER_THANKS_MS);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form ref={form} method="post" action="/newsletter" className="mt-4" noValidate>
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
          placeholder="you@example.com"
          aria-describedby="newsletter-message"
          className="min-w-0 flex-1 rounded-full border border-white/30 bg-white/10 px-4 py-2.5 text-base text-white placeholder:text-white/70 focus:border-white focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-full bg-white px-5 py-2.5 text-sm font-bold text-brand hover:bg-neutral-100 disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      <p id="newsletter-message" role="status" className="mt-2 min-h-5 text-sm font-medium">
        {message && <span className={message.ok ? "text-green-200" : "text-red-200"}>{message.message}</span>}
      </p>
    </fetcher.Form>
  );
}
