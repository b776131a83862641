// Apart from the schema (./product-form-schema.ts), so that the product pages' first view loads no zod
// (decision 036): the page checks with the schema once the owner starts on the form.

/** The fields that can be wrong, in page order: the first wrong one gets the focus. */
export const PRODUCT_FORM_FIELDS = [
  "name",
  "category",
  "price",
  "stockQuantity",
  "priority",
  "description",
  "salePrice",
  "status",
  "sizes",
  "newSizes",
  "colors",
  "newColors",
  "variants",
  "mainImageFile",
  "images",
  "imageFiles",
  "colorImages",
  "colorImageFiles",
] as const;
export type ProductFormField = (typeof PRODUCT_FORM_FIELDS)[number];
