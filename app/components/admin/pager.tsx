import { Link } from "react-router";

/** Previous/next page links that keep the other query parameters (filters work without JavaScript). */
export function Pager({
  page,
  limit,
  total,
  search,
}: {
  page: number;
  limit: number;
  total: number;
  search: URLSearchParams;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    return `?${params.toString()}`;
  };
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="rounded-md border border-neutral-300 px-3 py-2 font-medium" rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className="rounded-md border border-neutral-300 px-3 py-2 font-medium" rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
