// The catalog capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { startActiveProductCountFolding } from "./active-product-counts";
export {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  saveProductWithImages,
  updateProduct,
} from "./admin-products";
export {
  categoriesOnSale,
  featuredProducts,
  getProduct,
  highestPriceKobo,
  listProducts,
  nearSpellingCondition,
  newArrivals,
  productsByIds,
  relatedProducts,
  stillInTheShop,
  TYPO_SIMILARITY,
  withSearchSettings,
} from "./catalog";
export { productViewColumns } from "./product-view-columns";
export { uploadImage } from "./image-upload";
export {
  listLowStockProducts,
  lowStockProductCount,
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
  takeStock,
  takeOrderedTotals,
  takeOrderedVariants,
  type StockLine,
} from "./stock";
export {
  restockedName,
  restockEveryFormSchema,
  restockEveryVariant,
  restockFormSchema,
  restockSchema,
  restockVariant,
  type Restocked,
  type RestockedProduct,
} from "./restock";
export { catalogCsv } from "./catalog-export";
export { productsStatusFormSchema, productsStatusMessage, setStatusOfProducts } from "./bulk-status";
export { type BadLine, catalogImportQuerySchema, importCatalogCsv } from "./catalog-import";
export { createProductSchema, productListSchema, updateProductSchema } from "./product-schema";
export {
  averageRating,
  choosableSizes,
  isSalePriced,
  picturesFor,
  toProductView,
  unitPriceKobo,
  type VariantView,
} from "./product-view";
export type { ProductView, ProductViewRow } from "./product-view";
export { CATALOG_IMPORT_MAX_BYTES, CATALOG_IMPORT_TOO_LARGE } from "./catalog-import-limits";
export { type ProductFormBoxes, productFormSchema, productFormValues } from "./product-form-schema";
export { PRODUCT_FORM_FIELDS, type ProductFormField } from "./product-form-fields";
export { ADMIN_PRODUCT_SORTS } from "./admin-product-sorts";
export { type ProductQuery, productQuerySchema } from "./product-query";
export { sizesAndColoursInCategory } from "./category-sizes-and-colours";
export {
  adminSizesAndColours,
  changeSizesAndColours,
  readSizesAndColours,
  sizesAndColoursFormSchema,
  sizesAndColoursInUse,
  type SizesAndColours,
} from "./sizes-and-colours";
export { productSitemapEntries, productSitemapStarts } from "./sitemap";
