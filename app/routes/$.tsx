import { data } from "react-router";
import type { Route } from "./+types/$";
import { stillInTheShop } from "@/catalog";
import { toCardProduct } from "~/lib/card-product";
import { NotFoundWithSuggestions } from "~/components/still-in-the-shop";

// Any address no page answers: a 404 thrown from a route (not React Router's "no match"), so the
// root loader still runs and the not-found page has the store's name, header and counts. A mistyped
// or old address offers a few pieces still in the shop (kept in memory: no query per stray request).
export async function loader({ context }: Route.LoaderArgs) {
  throw data({ suggestions: (await stillInTheShop(context.app)).map(toCardProduct) }, { status: 404 });
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
