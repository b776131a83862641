import type { ProductView } from "@/catalog/product-view";

/** The admin list's stock: the product's total and, when it has several, how many variants are sold out. */
export function StockSummary({ product }: { product: Pick<ProductView, "stockQuantity" | "variants"> }) {
  const soldOut = product.variants.filter((v) => v.stockQuantity === 0).length;
  return (
    <>
      {product.stockQuantity}
      {product.variants.length > 1 && (
        <span className={soldOut > 0 ? "text-red-800" : "text-neutral-600"}>
          {" "}
          · {soldOut} of {product.variants.length} variants sold out
        </span>
      )}
    </>
  );
}
