import { z } from "zod";
import { formText } from "@/platform/form-fields";
import type { ProductFormField } from "./product-form-fields";
import { nairaToKobo } from "@/shop/money";
import {
  MAX_ADDITIONAL_IMAGES,
  productFields,
  variantInputSchema,
  SALE_PRICE_NOT_LOWER,
  saleUndercutsPrice,
  TOO_MANY_IMAGES,
} from "./product-schema";
import { listOf } from "./sizes-and-colours-schema";
import { MAX_PRODUCT_COLOURS, MAX_PRODUCT_SIZES } from "@/shop/constants";

/**
 * The admin's add/edit product form (docs/product-rules.md#product-form): its boxes as typed, read by the
 * browser's check before anything is sent and by saveProductWithImages on the server, with the
 * service's own rules and messages (./product-schema.ts). No database here: the page bundle loads it.
 */

/**
 * A submitted product form as the schema reads it: its texts, ticked boxes and attached image files,
 * from the posted form or from the boxes the form contract read (one value, or several under one name).
 */
export function productFormValues(data: FormData | Record<string, unknown>) {
  const all = (name: string): unknown[] =>
    data instanceof FormData ? data.getAll(name) : ([] as unknown[]).concat(data[name] ?? []);
  const texts = (name: string) => all(name).filter((value) => typeof value === "string");
  const text = (name: string) => formText(texts(name)[0]);
  // A file box left empty still sends a nameless, empty file.
  const files = (name: string) => all(name).filter((value): value is File => value instanceof File && value.size > 0);
  return {
    name: text("name"),
    category: text("category"),
    price: text("price"),
    stockQuantity: text("stockQuantity"),
    priority: text("priority"),
    description: text("description"),
    // A ticked box sends "on", an unticked one nothing.
    isOnSale: text("isOnSale"),
    salePrice: text("salePrice"),
    status: text("status"),
    isNew: text("isNew"),
    sizes: texts("sizes"),
    colors: texts("colors"),
    // Sizes and colours the shop does not list yet, typed in the form: added to its lists as the product is saved.
    newSizes: text("newSizes"),
    newColors: text("newColors"),
    // The variant grid (app/components/admin/variant-grid.tsx): one row of four boxes per size × colour.
    variantSizes: texts("variantSize"),
    variantColors: texts("variantColor"),
    variantStocks: texts("variantStock"),
    variantSkus: texts("variantSku"),
    imageUrl: text("imageUrl"),
    images: texts("images").filter(Boolean),
    mainImageFile: files("mainImageFile")[0] ?? null,
    imageFiles: files("imageFiles"),
    // Pictures of a colour (app/components/admin/color-pictures.tsx): each kept one is "colour|address";
    // without JavaScript a colour's new files travel in its own box.
    colorImages: texts("colorImage").filter(Boolean),
    colorImageFiles: Object.fromEntries(texts("colors").map((color) => [color, files(`colorImageFiles:${color}`)])),
  };
}

/** The boxes as typed, without the files (a page cannot give a file back to its box). */
export type ProductFormBoxes = Omit<
  ReturnType<typeof productFormValues>,
  "mainImageFile" | "imageFiles" | "colorImageFiles"
>;

/** An empty box is a missing value, so the service's "… is required" (or its default) applies. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value));

/** Naira as typed ("12500.50") → kobo. */
export const naira = (what: string, example: string) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const kobo = nairaToKobo(value);
    if (kobo === null)
      ctx.issues.push({ code: "custom", message: `Please enter the ${what} in naira, e.g. ${example}`, input: value });
    return kobo ?? z.NEVER;
  });
export const wholeNumber = optionalText.transform((value) => (value === undefined ? undefined : Number(value)));
const ticked = z.string().transform((value) => value !== "");
const file = z.instanceof(File);

const formFields = z.object({
  name: productFields.name,
  category: productFields.category,
  price: naira("price", "12500.00").pipe(productFields.priceKobo),
  // Typed only for a new product; a saved one's total is its variant grid's sum (see acrossFields).
  stockQuantity: wholeNumber.pipe(productFields.stockQuantity.optional()),
  // Blank keeps the product's priority (999 for a new one, docs/product-rules.md#product-form).
  priority: wholeNumber.pipe(productFields.priority.optional()),
  description: productFields.description,
  isOnSale: ticked,
  // Sent only if filled (docs/product-rules.md#product-form): blank means no sale price.
  salePrice: naira("sale price", "9999.99").pipe(productFields.salePriceKobo.unwrap().optional()),
  status: optionalText.pipe(productFields.status.optional()),
  isNew: ticked,
  sizes: productFields.sizes,
  colors: productFields.colors,
  newSizes: listOf("size", MAX_PRODUCT_SIZES),
  newColors: listOf("colour", MAX_PRODUCT_COLOURS),
  variantSizes: z.array(z.string()),
  variantColors: z.array(z.string()),
  variantStocks: z.array(wholeNumber),
  variantSkus: z.array(z.string()),
  /** The main image already uploaded (with JavaScript, or the product's current one). */
  imageUrl: z.string().trim(),
  images: productFields.images,
  /** Without JavaScript the image files travel with the form. */
  mainImageFile: file.nullable(),
  imageFiles: z.array(file),
  colorImages: z.array(z.string()),
  colorImageFiles: z.record(z.string(), z.array(file)),
});

/** A sale price typed while On Sale is unticked is ignored (without JavaScript the box is always there). */
const withoutUntickedSale = (raw: unknown) =>
  typeof raw === "object" && raw !== null && !("isOnSale" in raw && raw.isOnSale) ? { ...raw, salePrice: "" } : raw;

/** The boxes that the rules across fields read, as a real form sends them. */
const sentBoxes = z.object({
  price: z.string(),
  salePrice: z.string(),
  stockQuantity: z.string(),
  variantSizes: z.array(z.string()),
  imageUrl: z.string(),
  mainImageFile: file.nullable(),
  images: z.array(z.string()),
  imageFiles: z.array(file),
});

/** The rules that need two boxes, as field → message. */
function acrossFields(values: unknown): Array<[ProductFormField, string]> {
  const sent = sentBoxes.safeParse(values);
  // A form that is not even shaped right is told so by its boxes' own rules.
  if (!sent.success) return [];
  const { price, salePrice, stockQuantity, variantSizes, imageUrl, mainImageFile, images, imageFiles } = sent.data;
  const problems: Array<[ProductFormField, string]> = [];
  // One source of stock (issue 46): a form with a variant grid saves the grid's sum; without one (a new
  // product) the total is typed, and spread over the sizes and colours (decision 017).
  if (variantSizes.length === 0 && stockQuantity.trim() === "")
    problems.push(["stockQuantity", "Stock Quantity is required"]);
  // An attached file is the main image: it is stored only once the whole form is accepted.
  const url = productFields.imageUrl.safeParse(imageUrl);
  if (!mainImageFile && !url.success) problems.push(["mainImageFile", url.error.issues[0].message]);
  const [priceKobo, saleKobo] = [nairaToKobo(price), nairaToKobo(salePrice)];
  if (priceKobo !== null && saleKobo !== null && !saleUndercutsPrice(priceKobo, saleKobo))
    problems.push(["salePrice", SALE_PRICE_NOT_LOWER]);
  if (images.length + imageFiles.length > MAX_ADDITIONAL_IMAGES) problems.push(["imageFiles", TOO_MANY_IMAGES]);
  return problems;
}

/**
 * The product form → the service's product input (kobo, booleans, numbers) and the files to store.
 * Each box's own rules and the rules across boxes are reported together, so the admin reads every
 * message at once (a zod refinement on the object would be skipped once a box is wrong).
 */
const productBoxesSchema = z.unknown().transform((raw, ctx) => {
  const values = withoutUntickedSale(raw);
  const boxes = formFields.safeParse(values);
  for (const { path, message } of boxes.error?.issues ?? []) ctx.addIssue({ code: "custom", path, message });
  const across = acrossFields(values);
  for (const [field, message] of across) ctx.addIssue({ code: "custom", path: [field], message });
  if (!boxes.success || across.length > 0) return z.NEVER;
  const {
    price,
    salePrice,
    stockQuantity,
    variantSizes,
    variantColors,
    variantStocks,
    variantSkus,
    colorImages,
    ...rest
  } = boxes.data;
  const variants = gridCells(rest.sizes, rest.colors, { variantSizes, variantColors, variantStocks, variantSkus });
  if (variants && !variants.success) {
    ctx.addIssue({ code: "custom", path: ["variants"], message: variants.error.issues[0].message });
    return z.NEVER;
  }
  const stock = variants ? { variants: variants.data } : { stockQuantity };
  return {
    ...rest,
    ...stock,
    colorImages: picturesByColor(colorImages, rest.colors),
    priceKobo: price,
    salePriceKobo: salePrice ?? null,
  };
});

/** The kept "colour|address" boxes as pictures by colour, for the colours ticked in the same form. */
function picturesByColor(kept: readonly string[], colors: readonly string[]): Record<string, string[]> {
  const byColor: Record<string, string[]> = {};
  for (const entry of kept) {
    const [color, url] = [entry.slice(0, entry.indexOf("|")), entry.slice(entry.indexOf("|") + 1)];
    if (colors.includes(color) && url) (byColor[color] ??= []).push(url);
  }
  return byColor;
}

/**
 * The grid's rows as the service's variants, keeping only the sizes and colours ticked in the same
 * form (a size unticked takes its row with it); undefined when the form had no grid (a new product).
 */
function gridCells(
  sizes: readonly string[],
  colors: readonly string[],
  grid: {
    variantSizes: string[];
    variantColors: string[];
    variantStocks: Array<number | undefined>;
    variantSkus: string[];
  },
) {
  if (grid.variantSizes.length === 0) return undefined;
  const offered = (value: string, ticked: readonly string[]) =>
    ticked.length === 0 ? value === "" : ticked.includes(value);
  const cells = grid.variantSizes.map((size, i) => ({
    size,
    color: grid.variantColors[i] ?? "",
    stockQuantity: grid.variantStocks[i] ?? 0,
    sku: grid.variantSkus[i] ?? "",
  }));
  return z
    .array(variantInputSchema)
    .safeParse(cells.filter((cell) => offered(cell.size, sizes) && offered(cell.color, colors)));
}

/**
 * The admin's product form (decision 036), read from its boxes as posted: the form contract parses it in
 * the action, and the browser checks with it before anything is sent.
 */
export const productFormSchema = z.preprocess(
  (sent) =>
    productFormValues(
      sent instanceof FormData || (typeof sent === "object" && sent !== null) ? (sent as Record<string, unknown>) : {},
    ),
  productBoxesSchema,
);

export type ProductFormInput = z.output<typeof productFormSchema>;
