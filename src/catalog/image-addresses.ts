import { storedImagesOrigin } from "@/media";
import type { AppContext } from "@/platform/context";
import { invalid } from "@/platform/errors";
import { imageOriginsIn, readStoreSettings } from "@/store";

// A product's images come from the shop's own media store or from the origins the owner allowed in
// Settings (issue 47): any other https address would make every shopper's phone fetch from a host the
// owner never chose, and the page's image policy follows the same list.

export const IMAGE_NOT_ALLOWED =
  "Images must be uploaded through the image upload, or come from an image address allowed in Settings";

/** Whether an image address may be used, by today's settings. */
export async function imageAddressRule(ctx: AppContext): Promise<(url: string) => boolean> {
  const media = storedImagesOrigin(ctx.config);
  const origins = new Set([...imageOriginsIn((await readStoreSettings(ctx)).imageOrigins), ...(media ? [media] : [])]);
  return (url) => url.startsWith("/media/") || (URL.canParse(url) && origins.has(new URL(url).origin));
}

/** Refuses a product's main or additional image from an address the shop does not take (422 on that field). */
export async function refuseForeignImages(
  ctx: AppContext,
  images: { imageUrl?: string; images?: string[]; colorImages?: Partial<Record<string, string[]>> },
) {
  const allowed = await imageAddressRule(ctx);
  if (images.imageUrl !== undefined && !allowed(images.imageUrl))
    throw invalid(IMAGE_NOT_ALLOWED, { imageUrl: IMAGE_NOT_ALLOWED });
  if (images.images?.some((url) => !allowed(url))) throw invalid(IMAGE_NOT_ALLOWED, { images: IMAGE_NOT_ALLOWED });
  if (Object.values(images.colorImages ?? {}).some((urls) => urls?.some((url) => !allowed(url))))
    throw invalid(IMAGE_NOT_ALLOWED, { colorImages: IMAGE_NOT_ALLOWED });
}
