import { lazy, Suspense, useEffect, useRef } from "react";
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
 */
export function ReviewsSectionLaterOn({ data }: { data: ReviewsSectionData }) {
  const Section = ReviewsSectionNow ?? ReviewsSectionLater;
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <div ref={wrapper} data-script-pending="">
      <Suspense fallback={null}>
        <Section data={data} />
        <OnHydrated run={() => wrapper.current?.removeAttribute("data-script-pending")} />
      </Suspense>
    </div>
  );
}

function OnHydrated({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
