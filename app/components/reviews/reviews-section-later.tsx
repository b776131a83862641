import { lazy, memo, Suspense, useCallback, useEffect, useRef } from "react";
import type { ReviewsSectionData } from "~/lib/reviews.server";

const loadSection = () => import("./reviews-section").then((module) => module.ReviewsSection);
/** The server renders the section at once; `import.meta.env.SSR` is false in the browser's build, so this is gone there. */
const ReviewsSectionNow = import.meta.env.SSR ? await loadSection() : null;
const ReviewsSectionLater = lazy(() => loadSection().then((section) => ({ default: section })));

/**
 * The product page's reviews: rendered with the page on the server, but their script (forms, filters, stars) is
 * left out of the page's first download (the first-view JS budget). The browser keeps the server's markup inside
 * the Suspense boundary until the script arrives, then hydrates it; its forms post without JavaScript meanwhile.
 * `data-script-pending` goes once the section has hydrated (browser tests wait for it).
 *
 * Nothing may reach into the boundary before it has hydrated: React answers an update to a boundary still
 * waiting for its script by dropping the server's markup for the fallback (nothing) until the script comes,
 * and a tap on Helpful went with it. So the page's re-renders stop here (`memo`: the loader's data keeps its
 * identity; a stable callback), and the shopper's state, fetched after the page, is a store its readers
 * subscribe to rather than a context that would reach in (app/lib/personal-state.tsx).
 */
export const ReviewsSectionLaterOn = memo(function ReviewsSectionLaterOn({ data }: { data: ReviewsSectionData }) {
  const Section = ReviewsSectionNow ?? ReviewsSectionLater;
  const wrapper = useRef<HTMLDivElement>(null);
  const hydrated = useCallback(() => wrapper.current?.removeAttribute("data-script-pending"), []);
  return (
    <div ref={wrapper} data-script-pending="">
      <Suspense fallback={null}>
        <Section data={data} />
        <OnHydrated run={hydrated} />
      </Suspense>
    </div>
  );
});

function OnHydrated({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
