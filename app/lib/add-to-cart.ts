import { useFormErrors, useToastFieldErrors } from "./form-errors";

// The cart service's rule and text (src/cart/cart-service.ts): a product with sizes needs one chosen.
export const SIZE_REQUIRED = "Please select a size";

/** Names the add-to-cart form of one product, so the cart action's answer finds its way back to it. */
export function addToCartFormKey(productId: string): string {
  return `add-to-cart-${productId}`;
}

/** The size check of every add-to-cart form (product page, shop cards), with and without JavaScript. */
export function useAddToCartErrors(productId: string, sizes: readonly string[], idPrefix: string) {
  const server = useToastFieldErrors(addToCartFormKey(productId));
  return useFormErrors({
    fields: ["size"],
    server,
    idPrefix,
    validate: (data) => (sizes.length > 0 && !data.get("size") ? { size: SIZE_REQUIRED } : {}),
  });
}
