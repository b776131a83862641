// The media capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { checkedImageFiles, storeGeneratedImage, storeImage } from "./store";
export type { StoredImage } from "./store";
export { storedImageParts, storedImagesOrigin, storedImageUrl } from "./srcset";
