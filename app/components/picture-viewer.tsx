import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "./responsive-image";
import { ChevronIcon, CloseIcon } from "./icons";

const roundButton =
  "grid size-11 place-items-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white disabled:opacity-40";

/**
 * A product's pictures over the whole screen, opened from the gallery at the one tapped: the fabric and
 * the print seen as large as the phone allows (and pinched closer, as the page allows zoom). Swiped, or
 * stepped with the arrow buttons and keys; Escape or Close returns to the page, focus back where it was.
 */
export function PictureViewer({
  images,
  name,
  start,
  onClose,
}: {
  images: string[];
  name: string;
  start: number;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(start);
  const several = images.length > 1;

  useEffect(() => {
    const shown = dialog.current;
    if (!shown) return;
    shown.showModal();
    strip.current?.scrollTo({ left: start * strip.current.clientWidth });
    return () => shown.close();
  }, [start]);

  const go = (i: number) => {
    const el = strip.current;
    if (!el) return;
    const next = Math.max(0, Math.min(images.length - 1, i));
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    setCurrent(next);
  };

  return (
    <dialog
      ref={dialog}
      aria-label={`Pictures of ${name}`}
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(current + 1);
        else if (e.key === "ArrowLeft") go(current - 1);
        else return;
        e.preventDefault();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-sand p-0 backdrop:bg-black/70"
    >
      {/* Focused first, so the arrow keys step through the pictures at once. */}
      <div
        ref={strip}
        tabIndex={0}
        role="region"
        aria-label={several ? `${images.length} pictures` : "Picture"}
        className="snap-strip h-full focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand"
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {images.map((url, i) => (
          <ResponsiveImage
            key={url}
            url={url}
            fallbackWidth={1280}
            sizes="100vw"
            width={800}
            height={1000}
            alt={several ? `${name}, picture ${i + 1} of ${images.length}` : name}
            loading={i === start ? "eager" : "lazy"}
            className="h-full w-full object-contain"
          />
        ))}
      </div>
      <div className="absolute inset-x-0 top-0 flex items-center justify-between p-3">
        {several && (
          <p className="rounded-full bg-white/90 px-3 py-1 text-sm font-semibold" aria-live="polite">
            {current + 1} / {images.length}
          </p>
        )}
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label="Close"
          className={`${roundButton} ml-auto`}
        >
          <CloseIcon />
        </button>
      </div>
      {several && (
        <div className="absolute inset-x-0 bottom-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label="Previous picture"
            className={roundButton}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            disabled={current === images.length - 1}
            aria-label="Next picture"
            className={roundButton}
          >
            <ChevronIcon />
          </button>
        </div>
      )}
    </dialog>
  );
}
