import { Link } from "react-router";
import { ResponsiveImage } from "./responsive-image";

/** A category of the shop's menu with the picture of its first piece (none while it has no products). */
export type CategoryTile = { label: string; category: string; picture: { url: string; alt: string } | null };

/**
 * "Shop by Category": one picture tile per category the shop sells, in the menu's order, on one row.
 * On a phone the row swipes (two and a half tiles in view, so the cut one says there is more): nine
 * categories two across took five screens' rows. From 1024 px every tile shares the row. The label is
 * the link's name; the picture only shows the way.
 */
export function CategoryTiles({ tiles }: { tiles: CategoryTile[] }) {
  const shown = tiles.filter((tile) => tile.picture);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="categories-tiles-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="categories-tiles-heading" className="section-title">
        Shop by Category
      </h2>
      <ul className="mt-6 flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:none] lg:grid lg:auto-cols-fr lg:grid-flow-col lg:gap-4 lg:overflow-visible">
        {shown.map((tile) => (
          <li key={tile.category} className="w-[40%] shrink-0 snap-start sm:w-[28%] lg:w-auto">
            <Link
              to={`/shop?category=${encodeURIComponent(tile.category)}`}
              className="group relative block aspect-[4/5] overflow-hidden rounded-2xl bg-sand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <ResponsiveImage
                url={tile.picture!.url}
                fallbackWidth={640}
                sizes="(min-width: 1024px) 240px, (min-width: 640px) 28vw, 40vw"
                width={400}
                height={500}
                alt=""
                loading="lazy"
                className="size-full object-contain transition-transform duration-300 group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pt-10 pb-3 text-sm font-black tracking-wide text-white uppercase sm:text-base lg:text-sm">
                {tile.label}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
