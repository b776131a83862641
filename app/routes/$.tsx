import { data } from "react-router";

// Any address no page answers: a 404 thrown from a route (not React Router's "no match"), so the
// root loader still runs and the not-found page has the store's name, header and counts.
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

// A component makes this a page route (the root's error page renders), not a resource route.
export default function NotFound() {
  return null;
}
