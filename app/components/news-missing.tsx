import { isRouteErrorResponse, Link } from "react-router";

/** The news pages' error page: their own not-found words, else "Something went wrong", and a way back. */
export function NewsMissing({ error, title, text }: { error: unknown; title: string; text: string }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-black">{notFound ? title : "Something went wrong"}</h1>
      <p className="mt-3 text-neutral-700">{notFound ? text : "Please try again in a moment."}</p>
      <Link to="/news" className="btn-primary mt-8">
        All news
      </Link>
    </div>
  );
}
