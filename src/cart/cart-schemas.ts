import { z } from "zod";
import { formOf, formText } from "@/platform/form-fields";

// A malformed product or line id cannot name anything we have: it is "not found", not a 422.
export const idSchema = z.string().trim();

const quantity = z.coerce
  .number({ error: "Quantity must be at least 1" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(100_000, "Insufficient stock available");

/** The line to add: the variant by its id, or by size and colour as before variants (docs/contracts.md#api-shapes). */
export const addToCartSchema = z.object({
  productId: idSchema,
  variantId: idSchema.optional(),
  quantity: quantity.default(1),
  size: z.string().trim().max(40).optional(),
  color: z.string().trim().max(40).optional(),
});

/** The add to bag forms (product cards, the product page, the wishlist): an empty box is a choice not made. */
export const addToCartFormSchema = formOf(addToCartSchema, (sent) => {
  const given = (name: string) => formText(sent[name]) || undefined;
  return {
    productId: formText(sent.productId),
    variantId: given("variantId"),
    quantity: given("quantity"),
    size: given("size"),
    color: given("color"),
  };
});

export const updateQuantitySchema = z.object({ quantity });
