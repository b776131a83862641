import { lazy, memo } from "react";
import type { ReviewsSectionData } from "~/lib/reviews.server";
import { ScriptLater } from "~/components/script-later";

const loadSection = () => import("./reviews-section").then((module) => module.ReviewsSection);
/** The server renders the section at once; `import.meta.env.SSR` is false in the browser's build, so this is gone there. */
const ReviewsSectionNow = import.meta.env.SSR ? await loadSection() : null;
const ReviewsSectionLater = lazy(() => loadSection().then((section) => ({ default: section })));

/**
 * The product page's reviews, their script (forms, filters, stars) after the page's (ScriptLater); their forms post
 * without JavaScript meanwhile. The page's re-renders stop here (`memo`: the loader's data keeps its identity), and
 * the shopper's state, fetched after the page, is a store its readers subscribe to rather than a context that would
 * reach in (app/lib/personal-state.tsx).
 */
export const ReviewsSectionLaterOn = memo(function ReviewsSectionLaterOn({ data }: { data: ReviewsSectionData }) {
  const Section = ReviewsSectionNow ?? ReviewsSectionLater;
  return (
    <ScriptLater>
      <Section data={data} />
    </ScriptLater>
  );
});
