import { useRef, useState } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "./responsive-image";
import { ChevronIcon } from "./icons";
import { useDataSaver } from "~/lib/data-saver";

export type HeroSlide = {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  href: string;
  imageUrl: string | null;
  imageAlt: string;
  /** The gradient behind the product picture. */
  background: string;
};

/**
 * The two-slide hero. Slides sit side by side in a scroll-snap strip: without JavaScript the
 * first shows and the second is a swipe away; with it, the buttons switch slides. No auto-rotation.
 * The lighter page (data saver) shows the pictures of the first slide only.
 */
export function HeroBanner({ slides }: { slides: HeroSlide[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const light = useDataSaver();

  function go(index: number) {
    const el = strip.current;
    if (!el) return;
    const next = (index + slides.length) % slides.length;
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    setCurrent(next);
  }

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative">
      <div
        ref={strip}
        className="snap-strip"
        onScroll={(e) => {
          const el = e.currentTarget;
          setCurrent(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {slides.map((s, i) => (
          <div
            key={s.href}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            className="w-full"
            style={{ background: s.background }}
          >
            <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 md:min-h-[520px] md:grid-cols-2 md:py-16">
              <div className="relative z-10 text-white">
                <p className="text-xs font-bold uppercase tracking-[0.3em] text-white/90">{s.eyebrow}</p>
                <SlideTitle first={i === 0}>{s.title}</SlideTitle>
                <p className="mt-4 max-w-md text-base text-white/90 sm:text-lg">{s.text}</p>
                <Link
                  to={s.href}
                  className="mt-8 inline-flex rounded-full bg-white px-8 py-3.5 text-sm font-bold text-neutral-900 hover:bg-neutral-100"
                >
                  {s.cta}
                </Link>
              </div>
              {s.imageUrl && !(light && i > 0) && (
                <div className="relative mx-auto w-3/5 max-w-[400px] md:w-full">
                  <div aria-hidden="true" className="absolute -inset-6 rounded-full bg-white/10 blur-2xl" />
                  <ResponsiveImage
                    url={s.imageUrl}
                    fallbackWidth={640}
                    sizes="(min-width: 768px) 400px, 60vw"
                    width={400}
                    height={500}
                    alt={s.imageAlt}
                    loading={i === 0 ? "lead" : "lazy"}
                    className="relative aspect-[4/5] w-full rotate-2 rounded-3xl object-cover shadow-2xl"
                  />
                </div>
              )}
            </div>
          </div>
        ))}
      </div>
      <div className="absolute bottom-4 right-4 flex items-center gap-2 sm:right-6">
        <button
          type="button"
          onClick={() => go(current - 1)}
          aria-label="Previous slide"
          className="grid size-10 place-items-center rounded-full bg-white/90 text-neutral-900 hover:bg-white"
        >
          <ChevronIcon direction="left" />
        </button>
        <span className="min-w-10 text-center text-sm font-semibold text-white" aria-live="polite">
          {current + 1} / {slides.length}
        </span>
        <button
          type="button"
          onClick={() => go(current + 1)}
          aria-label="Next slide"
          className="grid size-10 place-items-center rounded-full bg-white/90 text-neutral-900 hover:bg-white"
        >
          <ChevronIcon />
        </button>
      </div>
    </section>
  );
}

/** The first slide's title is the home page's h1; the others are h2. */
function SlideTitle({ first, children }: { first: boolean; children: string }) {
  const Heading = first ? "h1" : "h2";
  return (
    <Heading className="mt-3 text-4xl font-black uppercase leading-[0.95] tracking-tight sm:text-6xl">
      {children}
    </Heading>
  );
}
