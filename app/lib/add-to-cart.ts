import { useFormErrors, useToastFieldErrors } from "./form-errors";

// The cart service's rules and texts (src/cart/cart-service.ts): a product with sizes needs one chosen,
// a product with several colours needs one chosen (a product with one colour has it).
export const SIZE_REQUIRED = "Please select a size";
export const COLOUR_REQUIRED = "Please select a colour";

/** The colours a shopper must choose among: none when the product has one colour or none. */
export function colorsToChoose(colors: readonly string[]): readonly string[] {
  return colors.length > 1 ? colors : [];
}

/** Names the add-to-cart form of one product, so the cart action's answer finds its way back to it. */
export function addToCartFormKey(productId: string): string {
  return `add-to-cart-${productId}`;
}

/** The size and colour checks of a form that adds a product to the cart, as the cart service checks them. */
export function missingChoice(data: FormData, sizes: readonly string[], colors: readonly string[]) {
  return {
    ...(sizes.length > 0 && !data.get("size") ? { size: SIZE_REQUIRED } : {}),
    ...(colorsToChoose(colors).length > 0 && !data.get("color") ? { color: COLOUR_REQUIRED } : {}),
  };
}

/** The size and colour checks of every add-to-cart form (product page, shop cards), with and without JavaScript. */
export function useAddToCartErrors(
  productId: string,
  sizes: readonly string[],
  colors: readonly string[],
  idPrefix: string,
) {
  const server = useToastFieldErrors(addToCartFormKey(productId));
  return useFormErrors({
    fields: ["size", "color"],
    server,
    idPrefix,
    validate: (data) => missingChoice(data, sizes, colors),
  });
}
