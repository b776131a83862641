// The cart capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { addToCart } from "./cart-service";
export type { CartLine } from "./cart-service";
