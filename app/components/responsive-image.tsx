import type { ImgHTMLAttributes } from "react";
import { imageSrc, imageSrcSet } from "@/media";
import { LIGHT_IMAGE_WIDTH, useDataSaver } from "~/lib/data-saver";

type Loading = "lead" | "eager" | "lazy";

/**
 * A stored image with its width variants (src/media/srcset.ts): the browser picks the one `sizes` needs.
 * "lead" is the picture that paints first (loaded at once, fetched first); "lazy" waits until it is near.
 * The lighter page (data saver) asks for the smallest variant only, whatever the screen's density.
 */
export function ResponsiveImage({
  url,
  fallbackWidth,
  loading,
  alt,
  ...img
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "loading" | "fetchPriority"> & {
  url: string;
  /** The variant for browsers that ignore srcset. */
  fallbackWidth: number;
  loading: Loading;
  alt: string;
  sizes: string;
  width: number;
  height: number;
}) {
  const light = useDataSaver();
  return (
    <img
      alt={alt}
      src={imageSrc(url, light ? LIGHT_IMAGE_WIDTH : fallbackWidth)}
      srcSet={light ? undefined : imageSrcSet(url)}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "lead" ? "high" : undefined}
      // The lead picture is the page's largest paint: decoded in the frame that shows it, not after.
      decoding={loading === "lead" ? undefined : "async"}
      {...img}
    />
  );
}
