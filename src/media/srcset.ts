// Variant URLs of a stored image, derived from its URL alone. No Node imports: browser bundles use this.
//
// Naming scheme (written by src/media/store.ts):
//   <base>/<hash>-<width>.webp
// - <hash> is 32 hex characters of the SHA-256 of the uploaded bytes (content-hashed, so a file never
//   changes once written and can be cached forever);
// - the stored URL (`imageUrl`, `images[]`) names the LARGEST variant; its <width> is
//   min(original width, 1280);
// - the other variants are every standard width (320, 640, 960, 1280) below that largest width, with
//   the same hash: /media/ab…ef-1280.webp → /media/ab…ef-320.webp, -640.webp, -960.webp, -1280.webp.
// A URL that does not follow the scheme (an outside image) has no variants: it is used as it is.

export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

const STORED = /^(.*\/)([0-9a-f]{32})-(\d{1,4})\.webp$/;

/** A stored image's URL in its parts: the folder it is served from, its hash and its largest width. */
export type StoredImageParts = { folder: string; hash: string; largest: number };

/** The widths stored for an image whose largest variant is `largest` pixels wide. */
export function variantWidths(largest: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** The parts of a stored image's URL; null for an outside image. */
export function storedImageParts(url: string): StoredImageParts | null {
  const match = STORED.exec(url);
  return match ? { folder: match[1], hash: match[2], largest: Number(match[3]) } : null;
}

/** The URL of a stored image's variant of width `width`. */
export function storedImageUrl({ folder, hash }: Pick<StoredImageParts, "folder" | "hash">, width: number): string {
  return `${folder}${hash}-${width}.webp`;
}

/** The URL of the variant of width `width` (or the smallest that is at least as wide). */
export function imageSrc(url: string, width: number): string {
  const parsed = storedImageParts(url);
  if (!parsed) return url;
  return storedImageUrl(parsed, variantWidths(parsed.largest).find((w) => w >= width) ?? parsed.largest);
}

/** A `srcset` attribute value listing every variant, or undefined for a URL without variants. */
export function imageSrcSet(url: string): string | undefined {
  const parsed = storedImageParts(url);
  if (!parsed) return undefined;
  return variantWidths(parsed.largest)
    .map((w) => `${storedImageUrl(parsed, w)} ${w}w`)
    .join(", ");
}

/** Where the shop's stored images are served from besides its own /media/: the S3 store's public address. */
export function storedImagesOrigin(config: { S3_PUBLIC_URL?: string }): string | null {
  return config.S3_PUBLIC_URL && URL.canParse(config.S3_PUBLIC_URL) ? new URL(config.S3_PUBLIC_URL).origin : null;
}
