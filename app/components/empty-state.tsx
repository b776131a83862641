import type { ReactNode } from "react";

/**
 * A page's answer when it has nothing to list (no products found, no orders, an empty bag or wishlist):
 * what is missing, why or what to try, and the ways on, in one panel of the brand's sand colour.
 */
export function EmptyState({
  heading,
  message,
  actions,
  className = "",
}: {
  heading: string;
  message?: string;
  /** Links onward, the first of them the main one. */
  actions: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-3xl bg-sand px-6 py-12 text-center ${className}`}>
      <h2 className="text-2xl font-black">{heading}</h2>
      {message ? <p className="mt-2 text-neutral-700">{message}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
