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

const STORED = /^(.*\/[0-9a-f]{32})-(\d{1,4})\.webp$/;

/** The widths stored for an image whose largest variant is `largest` pixels wide. */
export function variantWidths(largest: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

function parse(url: string): { stem: string; largest: number } | null {
  const match = STORED.exec(url);
  return match ? { stem: match[1], largest: Number(match[2]) } : null;
}

/** The URL of the variant of width `width` (or the smallest that is at least as wide). */
export function imageSrc(url: string, width: number): string {
  const parsed = parse(url);
  if (!parsed) return url;
  const chosen = variantWidths(parsed.largest).find((w) => w >= width) ?? parsed.largest;
  return `${parsed.stem}-${chosen}.webp`;
}

/** A `srcset` attribute value listing every variant, or undefined for a URL without variants. */
export function imageSrcSet(url: string): string | undefined {
  const parsed = parse(url);
  if (!parsed) return undefined;
  return variantWidths(parsed.largest)
    .map((w) => `${parsed.stem}-${w}.webp ${w}w`)
    .join(", ");
}
