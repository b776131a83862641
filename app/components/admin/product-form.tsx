import { useEffect, useMemo, useState, type ChangeEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import {
  PRODUCT_FORM_FIELDS,
  type ProductFormBoxes,
  type ProductFormField,
  type ProductView,
  type SizesAndColours,
} from "@/catalog";
import { CATEGORIES, DEFAULT_PRIORITY, MAX_PRODUCT_PRICE_KOBO, ONE_SIZE } from "@/shop/constants";
import { koboToNairaInput, nairaBoxValue } from "@/shop/money";
import { FieldError } from "~/components/field-error";
import { AdminField, boxClass, FILE_BOX_CLASS, InNaira } from "./form-field";
import { VariantGrid } from "~/components/admin/variant-grid";
import { ColorPictures } from "~/components/admin/color-pictures";
import { showToast } from "~/components/toast";
import { splitAnswer, useFormErrors, type FieldControl } from "~/lib/form-errors";
import { uploadImage } from "~/lib/upload-image";

// Naira with kobo, and whole numbers (stock, priority): the schema's ranges, for the phone's keypad.
const nairaBox = {
  type: "number",
  min: "0.01",
  max: koboToNairaInput(MAX_PRODUCT_PRICE_KOBO),
  step: "0.01",
  inputMode: "decimal",
} as const;
const wholeNumberBox = { type: "number", min: "0", step: "1", inputMode: "numeric" } as const;
// Level with the inputs beside them, which sit under a label (a message may follow them).
const checkboxRow = "flex items-center gap-2 sm:mt-9";

type Props = {
  product: ProductView | null;
  /** The shop's sizes and colours, which the product may come in. */
  listed: SizesAndColours;
  /** Where Cancel leads: the list the product was opened from. */
  cancelTo: string;
  saving: boolean;
  /**
   * The action's refusal of this form: messages about fields go beside them, any other reason in
   * the red box; the boxes show what was typed (a page drawn again without JavaScript).
   */
  answer: { error?: string; fields?: Record<string, string>; typed?: ProductFormBoxes } | null;
};

/** The boxes of a product, or of a new one, as the form shows them. */
function boxesOf(product: ProductView | null): ProductFormBoxes {
  return {
    name: product?.name ?? "",
    category: product?.category ?? "",
    price: product ? nairaBoxValue(product.priceKobo) : "",
    stockQuantity: product ? String(product.stockQuantity) : "",
    priority: String(product?.priority ?? DEFAULT_PRIORITY),
    description: product?.description ?? "",
    isOnSale: product?.isOnSale ? "on" : "",
    salePrice: product?.salePriceKobo ? nairaBoxValue(product.salePriceKobo) : "",
    status: product?.status ?? "Active",
    isNew: product?.isNew ? "on" : "",
    sizes: product?.sizes ?? [],
    colors: product?.colors ?? [],
    newSizes: "",
    newColors: "",
    variantSizes: product?.variants.map((v) => v.size) ?? [],
    variantColors: product?.variants.map((v) => v.color) ?? [],
    variantStocks: product?.variants.map((v) => String(v.stockQuantity)) ?? [],
    variantSkus: product?.variants.map((v) => v.sku ?? "") ?? [],
    imageUrl: product?.imageUrl ?? "",
    images: product?.images ?? [],
    colorImages: Object.entries(product?.colorImages ?? {}).flatMap(([color, urls]) =>
      urls.map((url) => `${color}|${url}`),
    ),
  };
}

const sumOf = (stocks: readonly string[]) => stocks.reduce((sum, stock) => sum + (Number(stock) || 0), 0);

/**
 * The add/edit product form, on the product's own page (/admin/products/new, /admin/products/{id}).
 * With JavaScript, chosen images upload at once through the upload API (with progress) and only their
 * URLs are posted; without it the files travel with the form. Its messages sit beside the fields
 * (app/lib/form-errors.ts), checked with the schema the server uses. One source of stock (issue 46): a
 * new product's total is typed (and spread over its sizes and colours); a saved product's is its
 * variant grid's sum, shown read-only.
 */
export function ProductForm({ product, listed, cancelTo, saving, answer }: Props) {
  const boxes = answer?.typed ?? boxesOf(product);
  const [gridTotal, setGridTotal] = useState(() => sumOf(boxes.variantStocks));
  const [mainImage, setMainImage] = useState(boxes.imageUrl);
  const [gallery, setGallery] = useState<string[]>(boxes.images);
  const [onSale, setOnSale] = useState(boxes.isOnSale !== "");
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const uploading = progress !== null;
  const prefix = product ? `edit-${product.id}` : "new";
  const id = (name: string) => `${prefix}-${name}`;
  const refusal = useMemo(() => splitAnswer(answer, PRODUCT_FORM_FIELDS), [answer]);
  const form = useFormErrors({
    fields: PRODUCT_FORM_FIELDS,
    server: refusal.fields,
    loadValidate: () => import("~/lib/admin-form-checks").then((checks) => checks.checkProductForm),
    idPrefix: `${prefix}-`,
  });
  // The server refused it for no field's reason (docs/product-rules.md#failure-messages): a red toast, and the
  // reason stays in the red box.
  useEffect(() => {
    if (refusal.message) showToast({ kind: "error", message: "Failed to save product" });
  }, [refusal]);
  /** A box's message attributes and its border. */
  const box = (name: ProductFormField, hintId?: string) => ({
    ...form.field(name, hintId),
    className: boxClass(Boolean(form.errors[name])),
  });
  const below = (name: ProductFormField) => <FieldError id={form.errorId(name)} message={form.errors[name]} />;

  async function uploadFiles(files: File[], done: (urls: string[]) => void) {
    setProblem(null);
    const urls: string[] = [];
    try {
      for (const [index, file] of files.entries()) {
        setProgress(index / files.length);
        urls.push(await uploadImage(file, (fraction) => setProgress((index + fraction) / files.length)));
      }
      done(urls);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : "Failed to upload image. Please try again.");
    } finally {
      setProgress(null);
    }
  }

  function onMainImage(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    void uploadFiles(files.slice(0, 1), ([url]) => {
      setMainImage(url);
      input.value = ""; // uploaded already: the form posts only the URL
    });
  }

  function onGalleryImages(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    void uploadFiles(files, (urls) => {
      setGallery((current) => [...current, ...urls]);
      input.value = "";
    });
  }

  const shownError = problem ?? (refusal.message ? `Failed to save product. ${refusal.message}` : null);
  return (
    <CheckedForm
      checks={form}
      onFocus={form.onFocus}
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      aria-describedby={shownError ? id("error") : undefined}
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="imageUrl" value={mainImage} />

      {/* Two columns on a phone too (price beside stock), a shorter form to thumb through. */}
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
        <AdminField label="Product Name" htmlFor={id("name")} wide>
          <input id={id("name")} name="name" required maxLength={200} defaultValue={boxes.name} {...box("name")} />
          {below("name")}
        </AdminField>
        <AdminField label="Category" htmlFor={id("category")} wide="phone">
          <select id={id("category")} name="category" required defaultValue={boxes.category} {...box("category")}>
            <option value="" disabled>
              Select category
            </option>
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
          {below("category")}
        </AdminField>
        <AdminField label="Price" htmlFor={id("price")}>
          <InNaira>
            <input id={id("price")} name="price" required {...nairaBox} defaultValue={boxes.price} {...box("price")} />
          </InNaira>
          {below("price")}
        </AdminField>
        <AdminField label="Stock Quantity" htmlFor={id("stock")}>
          {product ? (
            // Not a box of the form: the grid below is the stock, and this its sum.
            <input
              id={id("stock")}
              readOnly
              value={gridTotal}
              aria-describedby={id("stock-help")}
              className="w-full rounded-md border border-neutral-200 bg-neutral-100 px-3 py-2 font-semibold"
            />
          ) : (
            <input
              id={id("stock")}
              name="stockQuantity"
              required
              {...wholeNumberBox}
              defaultValue={boxes.stockQuantity}
              {...box("stockQuantity", id("stock-help"))}
            />
          )}
          <span id={id("stock-help")} className="text-xs text-neutral-600">
            {product
              ? "The total of Stock by size and colour below."
              : "Shared out over the sizes and colours; set each one's stock once the product is added."}
          </span>
          {below("stockQuantity")}
        </AdminField>
        <AdminField label="Priority" htmlFor={id("priority")}>
          <input
            id={id("priority")}
            name="priority"
            {...wholeNumberBox}
            defaultValue={boxes.priority}
            {...box("priority", id("priority-help"))}
          />
          <span id={id("priority-help")} className="text-xs text-neutral-600">
            Lower shows first; under 100 is featured.
          </span>
          {below("priority")}
        </AdminField>
        <AdminField label="Description" htmlFor={id("description")} wide>
          <textarea
            id={id("description")}
            name="description"
            required
            rows={3}
            maxLength={5000}
            defaultValue={boxes.description}
            {...box("description")}
          />
          {below("description")}
        </AdminField>
      </div>

      <div className="flex flex-wrap items-start gap-4">
        <label className={`${checkboxRow} font-medium`}>
          <input
            type="checkbox"
            name="isOnSale"
            checked={onSale}
            onChange={(e) => setOnSale(e.currentTarget.checked)}
          />
          On Sale
        </label>
        {/* Without JavaScript the field is always there (the server ignores it unless On Sale is ticked). */}
        <AdminField label="Sale Price" htmlFor={id("sale")} hidden={hydrated && !onSale}>
          <InNaira>
            <input
              id={id("sale")}
              name="salePrice"
              disabled={hydrated && !onSale}
              {...nairaBox}
              defaultValue={boxes.salePrice}
              {...box("salePrice")}
            />
          </InNaira>
          {below("salePrice")}
        </AdminField>
        <label className={`${checkboxRow} font-medium`}>
          <input type="checkbox" name="isNew" defaultChecked={boxes.isNew !== ""} />
          New
        </label>
        <AdminField label="Status" htmlFor={id("status")}>
          <select id={id("status")} name="status" defaultValue={boxes.status} {...box("status")}>
            <option>Active</option>
            <option>Inactive</option>
          </select>
          {below("status")}
        </AdminField>
      </div>

      <ChipChecks
        legend="Sizes"
        name="sizes"
        options={[...listed.sizes, ONE_SIZE]}
        checked={boxes.sizes}
        field={form.field("sizes")}
      >
        {below("sizes")}
        <OtherEntries name="newSizes" label="Other sizes" example="3XL, 42" boxes={boxes} box={box} below={below} />
      </ChipChecks>
      <ChipChecks
        legend="Colours"
        name="colors"
        options={listed.colors}
        checked={boxes.colors}
        field={form.field("colors")}
      >
        {below("colors")}
        <OtherEntries
          name="newColors"
          label="Other colours"
          example="Green, Ankara Print"
          boxes={boxes}
          box={box}
          below={below}
        />
        <p className="text-sm text-neutral-600">
          Others are added to the shop&rsquo;s lists as the product is saved; change the lists under{" "}
          <Link to="/admin/sizes-and-colours" className="underline">
            Sizes &amp; Colours
          </Link>
          .
        </p>
      </ChipChecks>
      {product && (
        <VariantGrid boxes={boxes} field={form.field("variants")} onTotal={setGridTotal}>
          {below("variants")}
        </VariantGrid>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField label="Main Image" htmlFor={id("main-image")}>
          {mainImage ? (
            <img src={mainImage} alt="Current main view" className="h-24 w-24 rounded-md object-cover" />
          ) : null}
          <input
            id={id("main-image")}
            name="mainImageFile"
            type="file"
            accept="image/*"
            onChange={onMainImage}
            {...form.field("mainImageFile")}
            className={FILE_BOX_CLASS}
          />
          {below("mainImageFile")}
        </AdminField>
        <AdminField label="Additional Images" htmlFor={id("gallery")}>
          {gallery.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Additional images kept">
              {gallery.map((url, index) => (
                <li key={url}>
                  <label className="flex flex-col items-center gap-1 text-xs">
                    <img src={url} alt={`Additional view ${index + 1}`} className="h-16 w-16 rounded-md object-cover" />
                    <span>
                      <input type="checkbox" name="images" value={url} defaultChecked {...form.field("images")} /> Keep
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          {below("images")}
          <input
            id={id("gallery")}
            name="imageFiles"
            type="file"
            accept="image/*"
            multiple
            onChange={onGalleryImages}
            {...form.field("imageFiles")}
            className={FILE_BOX_CLASS}
          />
          {below("imageFiles")}
        </AdminField>
      </div>

      {product && (
        <ColorPictures
          colors={product.colors}
          kept={boxes.colorImages}
          idPrefix={`${prefix}-`}
          field={form.field("colorImages")}
          upload={(files, done) => void uploadFiles(files, done)}
        >
          {below("colorImages")}
          {below("colorImageFiles")}
        </ColorPictures>
      )}

      {uploading ? (
        <p className="flex items-center gap-2 text-sm">
          <label htmlFor={id("progress")}>Uploading image…</label>
          <progress id={id("progress")} max={1} value={progress ?? 0} className="w-40" />
        </p>
      ) : null}
      {shownError ? (
        <p id={id("error")} role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {shownError}
        </p>
      ) : null}

      {/* The form is several screens long: its buttons stay at the foot of the screen, so a price or a stock
          figure changed at the top is saved without scrolling to the end. */}
      <div className="sticky bottom-0 z-10 -mx-4 -mb-4 flex justify-end gap-2 rounded-b-lg border-t border-neutral-200 bg-white/95 px-4 py-3">
        <Link to={cancelTo} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" disabled={uploading || saving} className="btn-primary">
          {saving ? "Saving..." : product ? "Update Product" : "Add Product"}
        </button>
      </div>
    </CheckedForm>
  );
}

/** A group of checkboxes drawn as chips (the product's sizes or colours), with its message below. */
function ChipChecks(props: {
  legend: string;
  name: "sizes" | "colors";
  options: readonly string[];
  checked: readonly string[];
  field: FieldControl;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2" {...props.field}>
      <legend className="font-medium">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {/* A value the product has stays shown (and ticked) even if the lists no longer have it. */}
        {[...props.options, ...props.checked.filter((value) => !props.options.includes(value))].map((option) => (
          <label key={option} className="chip">
            <input
              type="checkbox"
              name={props.name}
              value={option}
              defaultChecked={props.checked.includes(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
      {props.children}
    </fieldset>
  );
}

/** A box for sizes or colours the shop does not list yet, separated by commas; saved, they join its lists. */
function OtherEntries(props: {
  name: "newSizes" | "newColors";
  label: string;
  example: string;
  boxes: ProductFormBoxes;
  box: (name: ProductFormField, hintId?: string) => { className: string };
  below: (name: ProductFormField) => ReactNode;
}) {
  const id = `other-${props.name}`;
  return (
    <AdminField label={props.label} htmlFor={id}>
      <input
        id={id}
        name={props.name}
        autoComplete="off"
        placeholder={`For example ${props.example}`}
        defaultValue={props.boxes[props.name]}
        {...props.box(props.name)}
      />
      {props.below(props.name)}
    </AdminField>
  );
}
