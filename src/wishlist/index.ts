// The wishlist capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export {
  addToWishlist,
  listWishlist,
  moveWishlistItemToCart,
  removeFromWishlist,
  saveCartLineForLater,
  toggleWishlist,
} from "./wishlist-service";
export { wishlistedIds } from "./wishlisted-ids";
