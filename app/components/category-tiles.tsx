import { Link } from "react-router";
import { ResponsiveImage } from "./responsive-image";

/** A category of the shop's menu with the picture of its first piece (none while it has no products). */
export type CategoryTile = { label: string; category: string; picture: { url: string; alt: string } | null };

/**
 * "Shop by Category": one picture tile per category of the shop's menu, two across on a phone and
 * all in one row on a wide screen. The label is the link's name; the picture only shows the way.
 */
export function CategoryTiles({ tiles }: { tiles: CategoryTile[] }) {
  const shown = tiles.filter((tile) => tile.picture);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="categories-tiles-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="categories-tiles-heading" className="section-title">
        Shop by Category
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {shown.map((tile, i) => {
          // An odd count leaves a hole on a phone: the last tile takes the whole row, as a wide band.
          const wide = i === shown.length - 1 && shown.length % 2 === 1;
          return (
            <li key={tile.category} className={wide ? "col-span-2 sm:col-span-1" : undefined}>
              <Link
                to={`/shop?category=${encodeURIComponent(tile.category)}`}
                className={`group relative block ${wide ? "aspect-[2/1] sm:aspect-[4/5]" : "aspect-[4/5]"} overflow-hidden rounded-2xl bg-sand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand`}
              >
                <ResponsiveImage
                  url={tile.picture!.url}
                  fallbackWidth={640}
                  sizes={
                    wide
                      ? "(min-width: 1024px) 240px, (min-width: 640px) 33vw, 100vw"
                      : "(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
                  }
                  width={400}
                  height={500}
                  alt=""
                  loading="lazy"
                  // The wide band is filled with the picture's middle, a little above it: contained, the picture's own
                  // backdrop showed as a box in the band.
                  className={`size-full ${wide ? "object-cover object-[50%_40%] sm:object-contain" : "object-contain"} transition-transform duration-300 group-hover:scale-105`}
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pt-10 pb-4 text-lg font-black tracking-wide text-white uppercase">
                  {tile.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
