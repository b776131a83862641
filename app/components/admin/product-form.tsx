import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { Form, Link } from "react-router";
import type { ProductView } from "@/catalog/product-view";
import { CATEGORIES, COLORS, DEFAULT_PRIORITY, MAX_PRODUCT_PRICE_KOBO, ONE_SIZE, SIZES } from "@/shop/constants";
import { koboToNairaInput } from "@/shop/money";
import { showToast } from "~/components/toast";
import { uploadImage } from "~/lib/upload-image";

const MISSING_IMAGE = "Please upload at least one product image";
const inputClass = "w-full rounded-md border border-neutral-400 px-3 py-2";

type Props = {
  product: ProductView | null;
  returnTo: string;
  saving: boolean;
  error: string | null;
  /** With JavaScript the form sits in a dialog: Cancel closes it. Without, Cancel is a link back to the list. */
  onCancel?: () => void;
};

/**
 * The add/edit product form. With JavaScript, chosen images upload at once through the upload API
 * (with progress) and only their URLs are posted; without it the files travel with the form.
 */
export function ProductForm({ product, returnTo, saving, error, onCancel }: Props) {
  const [mainImage, setMainImage] = useState(product?.imageUrl ?? "");
  const [gallery, setGallery] = useState<string[]>(product?.images ?? []);
  const [onSale, setOnSale] = useState(product?.isOnSale ?? false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The server refused the form (SPEC.md §8): a red toast, and the reason stays beside the form.
  useEffect(() => {
    if (error) showToast({ kind: "error", message: "Failed to save product" });
  }, [error]);
  const uploading = progress !== null;
  const prefix = product ? `edit-${product.id}` : "new";
  const id = (name: string) => `${prefix}-${name}`;

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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = event.currentTarget.elements.namedItem("mainImageFile") as HTMLInputElement | null;
    if (!mainImage && !file?.files?.length) {
      event.preventDefault();
      setProblem(MISSING_IMAGE);
    }
  }

  const shownError = problem ?? (error ? `Failed to save product. ${error}` : null);
  return (
    <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="flex flex-col gap-4" aria-describedby={shownError ? id("error") : undefined}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {product ? <input type="hidden" name="id" value={product.id} /> : null}
      <input type="hidden" name="imageUrl" value={mainImage} />

      <div className="grid gap-4 sm:grid-cols-2">
        <p className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={id("name")} className="font-medium">Product Name</label>
          <input id={id("name")} name="name" required maxLength={200} defaultValue={product?.name} className={inputClass} />
        </p>
        <p className="flex flex-col gap-1">
          <label htmlFor={id("category")} className="font-medium">Category</label>
          <select id={id("category")} name="category" required defaultValue={product?.category ?? ""} className={inputClass}>
            <option value="" disabled>
              Select category
            </option>
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </p>
        <p className="flex flex-col gap-1">
          <label htmlFor={id("price")} className="font-medium">Price</label>
          <input id={id("price")} name="price" type="number" required min="0.01" max={koboToNairaInput(MAX_PRODUCT_PRICE_KOBO)} step="0.01" inputMode="decimal" defaultValue={product ? koboToNairaInput(product.priceKobo) : undefined} className={inputClass} />
        </p>
        <p className="flex flex-col gap-1">
          <label htmlFor={id("stock")} className="font-medium">Stock Quantity</label>
          <input id={id("stock")} name="stockQuantity" type="number" required min="0" step="1" defaultValue={product?.stockQuantity} className={inputClass} />
        </p>
        <p className="flex flex-col gap-1">
          <label htmlFor={id("priority")} className="font-medium">Priority</label>
          <input id={id("priority")} name="priority" type="number" min="0" step="1" defaultValue={product?.priority ?? DEFAULT_PRIORITY} aria-describedby={id("priority-help")} className={inputClass} />
          <span id={id("priority-help")} className="text-xs text-neutral-600">
            Lower shows first; under 100 is featured.
          </span>
        </p>
        <p className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={id("description")} className="font-medium">Description</label>
          <textarea id={id("description")} name="description" required rows={3} maxLength={5000} defaultValue={product?.description} className={inputClass} />
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" name="isOnSale" checked={onSale} onChange={(e) => setOnSale(e.currentTarget.checked)} />
          On Sale
        </label>
        {/* Without JavaScript the field is always there (the server ignores it unless On Sale is ticked). */}
        <p className={`flex-col gap-1 ${hydrated && !onSale ? "hidden" : "flex"}`}>
          <label htmlFor={id("sale")} className="font-medium">Sale Price</label>
          <input id={id("sale")} name="salePrice" disabled={hydrated && !onSale} type="number" min="0.01" max={koboToNairaInput(MAX_PRODUCT_PRICE_KOBO)} step="0.01" inputMode="decimal" defaultValue={product?.salePriceKobo ? koboToNairaInput(product.salePriceKobo) : undefined} className={inputClass} />
        </p>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" name="isNew" defaultChecked={product?.isNew ?? false} />
          New
        </label>
        <p className="flex flex-col gap-1">
          <label htmlFor={id("status")} className="font-medium">Status</label>
          <select id={id("status")} name="status" defaultValue={product?.status ?? "Active"} className={inputClass}>
            <option>Active</option>
            <option>Inactive</option>
          </select>
        </p>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">Sizes</legend>
        <div className="flex flex-wrap gap-2">
          {[...SIZES, ONE_SIZE].map((size) => (
            <label key={size} className="chip">
              <input type="checkbox" name="sizes" value={size} defaultChecked={product?.sizes.includes(size)} className="sr-only" />
              {size}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">Colors</legend>
        <div className="flex flex-wrap gap-2">
          {COLORS.map((color) => (
            <label key={color} className="chip">
              <input type="checkbox" name="colors" value={color} defaultChecked={product?.colors.includes(color)} className="sr-only" />
              {color}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={id("main-image")} className="font-medium">Main Image</label>
          {mainImage ? <img src={mainImage} alt="Current main image" className="h-24 w-24 rounded-md object-cover" /> : null}
          <input id={id("main-image")} name="mainImageFile" type="file" accept="image/*" onChange={onMainImage} className="text-sm" />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={id("gallery")} className="font-medium">Additional Images</label>
          {gallery.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Additional images kept">
              {gallery.map((url, index) => (
                <li key={url}>
                  <label className="flex flex-col items-center gap-1 text-xs">
                    <img src={url} alt={`Additional image ${index + 1}`} className="h-16 w-16 rounded-md object-cover" />
                    <span>
                      <input type="checkbox" name="images" value={url} defaultChecked /> Keep
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          <input id={id("gallery")} name="imageFiles" type="file" accept="image/*" multiple onChange={onGalleryImages} className="text-sm" />
        </div>
      </div>

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

      <div className="flex justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} className="btn-secondary">
            Cancel
          </button>
        ) : (
          <Link to={returnTo} className="btn-secondary">
            Cancel
          </Link>
        )}
        <button type="submit" disabled={uploading || saving} className="btn-primary">
          {saving ? "Saving..." : product ? "Update Product" : "Add Product"}
        </button>
      </div>
    </Form>
  );
}
