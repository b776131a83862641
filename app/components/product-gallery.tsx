import { useRef, useState } from "react";
import { imageSrc } from "@/media/srcset";
import { ResponsiveImage } from "./responsive-image";

/**
 * Main picture plus thumbnails. The pictures sit in a scroll-snap strip and each thumbnail is a
 * link to its picture's anchor, so switching works without JavaScript; with it, no page jump.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  return (
    <div>
      <div
        ref={strip}
        role="region"
        aria-label={`Pictures of ${name}`}
        tabIndex={0}
        className="snap-strip aspect-[4/5] rounded-3xl bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {images.map((url, i) => (
          <ResponsiveImage
            key={url}
            id={`image-${i + 1}`}
            url={url}
            fallbackWidth={960}
            sizes="(min-width: 1024px) 600px, 100vw"
            width={800}
            height={1000}
            alt={images.length > 1 ? `${name}, picture ${i + 1} of ${images.length}` : name}
            loading={i === 0 ? "lead" : "lazy"}
            className="aspect-[4/5] w-full object-cover"
          />
        ))}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2" aria-label="Pictures">
          {images.map((url, i) => (
            <li key={url}>
              <a
                href={`#image-${i + 1}`}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-current={i === current ? "true" : undefined}
                onClick={(e) => {
                  const el = strip.current;
                  if (!el) return;
                  e.preventDefault();
                  el.scrollTo({ left: i * el.clientWidth, behavior: "smooth" });
                  setCurrent(i);
                }}
                className={`block overflow-hidden rounded-xl border-2 ${i === current ? "border-brand" : "border-transparent"}`}
              >
                <img
                  src={imageSrc(url, 320)}
                  alt=""
                  width={64}
                  height={80}
                  loading="lazy"
                  className="h-20 w-16 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
