import { requireAdmin, type CurrentUser } from "@/platform/access";
import { storeImage, type StoredImage } from "@/media";
import type { AppContext } from "@/platform/context";
import { invalid } from "@/platform/errors";

/**
 * Stores an image an admin uploaded (form field `file`). storeImage decides what an image is by
 * decoding the bytes, so a renamed text file or an SVG is refused (415) whatever its name or type says.
 */
export async function uploadImage(ctx: AppContext, user: CurrentUser | null, file: unknown): Promise<StoredImage> {
  requireAdmin(user);
  if (!(file instanceof File) || file.size === 0) {
    throw invalid("Please choose an image file to upload.", { file: "Please choose an image file to upload." });
  }
  return storeImage(ctx, new Uint8Array(await file.arrayBuffer()));
}
