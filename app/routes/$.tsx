import { data } from "react-router";
import type { Route } from "./+types/$";
import { notFoundWithSuggestions } from "~/lib/not-found.server";
import { NotFoundWithSuggestions } from "~/components/still-in-the-shop";

// Any address no page answers: a 404 thrown from a route (not React Router's "no match"), so the
// root loader still runs and the not-found page has the store's name, header and counts. A mistyped
// or old address offers a few pieces still in the shop (kept in memory: no query per stray request).
export async function loader({ context }: Route.LoaderArgs) {
  throw await notFoundWithSuggestions(context.app);
}

export function action() {
  throw data(null, { status: 404 });
}

// A component makes this a page route (the error boundary below renders), not a resource route.
export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundWithSuggestions error={error} title="Page not found" text="We couldn't find that page." />;
}
