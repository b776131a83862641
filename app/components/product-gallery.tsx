import { useRef, useState } from "react";
import { imageSrc } from "@/media";
import { ResponsiveImage } from "./responsive-image";
import { PictureViewer } from "./picture-viewer";
import { LIGHT_IMAGE_WIDTH, useDataSaver } from "~/lib/data-saver";

/**
 * The product's pictures in a scroll-snap strip. On a phone each picture is narrower than the screen so
 * the next one peeks in and invites a swipe, and no thumbnails: the name, price, size and Add to Cart fit
 * under it on the first screen (issue 45). On wide screens one picture fills the strip and thumbnails
 * link to each picture's anchor, so switching works without JavaScript; with it, no jump. A tap on a
 * picture shows it over the whole screen (PictureViewer).
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  if (useDataSaver()) return <LightGallery images={images} name={name} />;
  return <FullGallery images={images} name={name} />;
}

/**
 * The lighter page's gallery (data saver): the first picture, at the smallest width, and a link to each
 * other picture, so no picture off the screen is loaded unless the shopper asks for it.
 */
function LightGallery({ images, name }: { images: string[]; name: string }) {
  const [first, ...others] = images;
  return (
    <div>
      <ResponsiveImage
        url={first}
        fallbackWidth={LIGHT_IMAGE_WIDTH}
        sizes="56vw"
        width={800}
        height={1000}
        alt={name}
        loading="lead"
        className="mx-auto aspect-[4/5] w-[56%] rounded-2xl bg-sand object-cover sm:w-[40%] lg:w-full"
      />
      {others.length > 0 && (
        <ul className="mt-2 flex flex-wrap justify-center gap-x-3 text-sm" aria-label="More pictures">
          {others.map((url, i) => (
            <li key={url}>
              <a href={imageSrc(url, 640)} className="inline-flex min-h-11 items-center underline">
                Picture {i + 2} of {images.length}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A phone's picture is as tall as the screen leaves above the name, price, choices and Add to Cart (about
 * 520 px of it): 260 px on a 780 px screen, more on a taller one, never so wide that the next one hides.
 */
const PHONE_PICTURE = "h-[clamp(230px,calc(100svh-520px),440px)] w-auto max-w-[80%]";

function FullGallery({ images, name }: { images: string[]; name: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const several = images.length > 1;
  return (
    <div>
      <div
        ref={strip}
        role="region"
        aria-label={`Pictures of ${name}`}
        tabIndex={0}
        className={`snap-strip gap-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:aspect-[4/5] lg:gap-0 lg:rounded-3xl lg:bg-sand ${several ? "" : "justify-center"}`}
        onScroll={(e) => {
          const width = (e.currentTarget.firstElementChild as HTMLElement | null)?.offsetWidth;
          if (width) setCurrent(Math.round(e.currentTarget.scrollLeft / width));
        }}
      >
        {images.map((url, i) => (
          // Without JavaScript the picture opens at its largest; with it, in the viewer over the page.
          <a
            key={url}
            id={`image-${i + 1}`}
            href={imageSrc(url, 1280)}
            onClick={(e) => {
              e.preventDefault();
              setViewing(i);
            }}
            className={`block aspect-[4/5] ${PHONE_PICTURE} cursor-zoom-in overflow-hidden rounded-2xl bg-sand sm:h-auto sm:w-[40%] sm:max-w-none lg:w-full lg:rounded-none`}
          >
            <ResponsiveImage
              url={url}
              fallbackWidth={960}
              sizes="(min-width: 1024px) 600px, (min-width: 640px) 40vw, 58vw"
              width={800}
              height={1000}
              alt={several ? `${name}, picture ${i + 1} of ${images.length}` : name}
              loading={i === 0 ? "lead" : "lazy"}
              className="size-full object-cover"
            />
            <span className="sr-only">, larger</span>
          </a>
        ))}
      </div>
      {viewing !== null && (
        <PictureViewer images={images} name={name} start={viewing} onClose={() => setViewing(null)} />
      )}
      {several && (
        <ul className="mt-3 hidden gap-2 lg:flex" aria-label="Pictures">
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
