import { ResponsiveImage } from "./responsive-image";

/**
 * The picture of an ordered line, beside its name (order history, tracking page, admin order page): the name says
 * what it is, so the picture is for the eye only. Drawn `width` wide, 4:5 as the shop's pictures are.
 */
export function ItemPicture({ url, width, eager = false }: { url: string; width: 40 | 56; eager?: boolean }) {
  const height = (width * 5) / 4;
  return (
    <ResponsiveImage
      url={url}
      fallbackWidth={160}
      sizes={`${width}px`}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      alt=""
      style={{ width, height }}
      className="shrink-0 rounded bg-neutral-100 object-cover"
    />
  );
}
