// The catalog capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { startActiveProductCountFolding } from "./active-product-counts";
export { createProduct, deleteProduct, listAdminProducts, updateProduct } from "./admin-products";
export { nearSpellingCondition, TYPO_SIMILARITY, withSearchSettings } from "./catalog";
export { productViewColumns } from "./product-view-columns";
export { uploadImage } from "./image-upload";
export {
  listLowStockProducts,
  listLowStockVariants,
  lowStockQuerySchema,
  lowStockReachedSince,
  type LowStockLine,
  type LowStockProduct,
} from "./low-stock";
export { SALES_WINDOW_DAYS } from "./sales-window";
export {
  holdOrderedProducts,
  holdOrderedVariants,
  restoreStock,
  retakeStock,
  takeOrderedTotals,
  takeOrderedVariants,
  type StockLine,
} from "./stock";
export { restockedName, restockSchema, restockVariant, type Restocked } from "./restock";
export { catalogCsv } from "./catalog-export";
export { catalogImportQuerySchema, importCatalogCsv } from "./catalog-import";
export { createProductSchema, productListSchema, updateProductSchema } from "./product-schema";
export { averageRating, choosableSizes, toProductView, unitPriceKobo } from "./product-view";
export type { ProductView, ProductViewRow } from "./product-view";
