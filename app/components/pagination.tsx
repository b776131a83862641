import { Fragment } from "react";
import { Link } from "react-router";
import { pageWindow } from "~/lib/page-window";

/** The storefront's page links (shop, news): Previous, a window of page numbers, Next; plain links, no script. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const link = "grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-1">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={`${link} hover:bg-neutral-100`}>
          Previous
        </Link>
      )}
      {pageWindow(page, pages).map((n, i, shown) => (
        <Fragment key={n}>
          {i > 0 && n - shown[i - 1] > 1 && (
            <span aria-hidden="true" className="px-1 text-neutral-600">
              …
            </span>
          )}
          <Link
            to={hrefFor(n)}
            aria-current={n === page ? "page" : undefined}
            aria-label={`Page ${n}`}
            className={`${link} ${n === page ? "bg-brand text-white" : "hover:bg-neutral-100"}`}
          >
            {n}
          </Link>
        </Fragment>
      ))}
      {page < pages && (
        <Link to={hrefFor(page + 1)} className={`${link} hover:bg-neutral-100`}>
          Next
        </Link>
      )}
    </nav>
  );
}
