import { useEffect, useState } from "react";

/** How far down the shop's sticky header reaches: the form's button under it is out of sight. */
const stickyHeaderBottom = () =>
  Math.round(document.querySelector("header.sticky")?.getBoundingClientRect().bottom ?? 0);

/**
 * A phone's Add to Cart at the foot of the screen once the product's own form has scrolled up out of
 * sight (reading the description, the reviews): it submits that form, so a missing size is asked for
 * there, with the focus taken to it. Shown only by the page's script; without it the form's own button
 * is the way, as on wide screens.
 */
export function StickyAddToCart({
  formId,
  name,
  price,
  chosen,
  soldOut,
}: {
  formId: string;
  name: string;
  price: string;
  /** The size and colour chosen so far, as the shopper reads them ("M, Navy"). */
  chosen: string;
  soldOut: boolean;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const button = document.querySelector(`#${formId} button[type="submit"]:not([formmethod])`);
    if (!button) return;
    // Once the form's own button has gone up under the sticky header, not before the shopper has reached it.
    const header = stickyHeaderBottom();
    const observer = new IntersectionObserver(
      ([entry]) => setShown(!entry.isIntersecting && entry.boundingClientRect.top < header),
      { rootMargin: `-${header}px 0px 0px 0px` },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [formId]);
  return (
    <section
      aria-label="Add to cart"
      inert={!shown}
      aria-hidden={!shown}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] transition-transform duration-200 lg:hidden ${shown ? "translate-y-0" : "translate-y-full"}`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        <div className="min-w-0 flex-1 text-sm">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-neutral-700">
            <span className="font-semibold text-neutral-900">{price}</span>
            {chosen ? ` · ${chosen}` : ""}
          </p>
        </div>
        <button type="submit" form={formId} disabled={soldOut} className="btn-primary shrink-0 px-5 py-3">
          {soldOut ? "Out of Stock" : "Add to Cart"}
        </button>
      </div>
    </section>
  );
}
