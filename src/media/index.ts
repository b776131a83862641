// The media capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { checkedImageFiles, storeGeneratedImage, storeImage } from "./store";
export type { StoredImage } from "./store";
export { imageSrc, imageSrcSet, storedImageParts, storedImagesOrigin, storedImageUrl } from "./srcset";
