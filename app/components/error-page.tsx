import { isRouteErrorResponse, Link } from "react-router";

/**
 * A page's error boundary: its own not-found words for a 404, else "Something went wrong", and a way back.
 * Routes pass their words; the root passes the shop-wide ones.
 */
export function ErrorPage({
  error,
  title,
  text,
  back = { to: "/shop", label: "Back to shop" },
}: {
  error: unknown;
  title: string;
  text: string;
  back?: { to: string; label: string };
}) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-black">{notFound ? title : "Something went wrong"}</h1>
      <p className="mt-3 text-neutral-700">{notFound ? text : "Please try again in a moment."}</p>
      <Link to={back.to} className="btn-primary mt-8 inline-flex">
        {back.label}
      </Link>
    </div>
  );
}

export const NEWS_BACK = { to: "/news", label: "All news" };
