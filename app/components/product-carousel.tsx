import { useEffect, useRef, useState } from "react";
import { CAROUSEL_INTERVAL_MS } from "@/shop/constants";
import type { CardProduct } from "~/lib/card-product";
import { ChevronIcon } from "./icons";
import { ProductCard } from "./product-card";
import { useDataSaver } from "~/lib/data-saver";

/** Cards of the strip a phone shows at once; on the lighter page the others come without a picture. */
const CARDS_ON_SCREEN = 2;

/**
 * "You May Also Like": a scroll-snap strip (2 cards per view, 4 on a wide screen, as the shop's grid;
 * swiping is native scrolling) that advances every 4 seconds, pausing on hover, on focus, on request and never
 * moving for shoppers who prefer reduced motion. The lighter page (data saver) never moves it and
 * loads the pictures of the first cards only.
 */
export function ProductCarousel({
  title,
  products,
  wishlisted,
}: {
  title: string;
  products: CardProduct[];
  wishlisted: string[];
}) {
  const strip = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const light = useDataSaver();

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const update = () => setReducedMotion(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  function step(direction: 1 | -1, byPage: boolean) {
    const el = strip.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const distance = byPage ? el.clientWidth + gap : card.offsetWidth + gap;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const atStart = el.scrollLeft <= 4;
    if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: "smooth" });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: "smooth" });
    else el.scrollBy({ left: direction * distance, behavior: "smooth" });
  }

  const moving = !light && !reducedMotion && !paused && !hovered && !focused && products.length > 1;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => step(1, false), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [moving]);

  if (products.length === 0) return null;
  const control =
    "grid size-10 place-items-center rounded-full border border-neutral-300 bg-white hover:bg-neutral-100";
  return (
    <section
      aria-labelledby="related-heading"
      aria-roledescription="carousel"
      className="render-when-near mt-20"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="related-heading" className="section-title">
          {title}
        </h2>
        <div className="flex gap-2">
          {!reducedMotion && !light && (
            <button
              type="button"
              className={`${control} w-auto px-4 text-sm font-semibold`}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? "Play" : "Pause"}
            </button>
          )}
          <button type="button" className={control} aria-label="Previous products" onClick={() => step(-1, true)}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className={control} aria-label="Next products" onClick={() => step(1, true)}>
            <ChevronIcon />
          </button>
        </div>
      </div>
      <ul ref={strip} className="snap-strip mt-6 gap-4 pb-2">
        {products.map((p, i) => (
          <li key={p.id} className="w-[calc(50%-8px)] lg:w-[calc(25%-12px)]">
            <ProductCard
              product={p}
              wishlisted={wishlisted.includes(p.id)}
              withoutPicture={light && i >= CARDS_ON_SCREEN}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
