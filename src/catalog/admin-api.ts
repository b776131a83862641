import type { Context } from "hono";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { pageSchema } from "@/db/paginate";
import { requireAdmin } from "@/platform/access";
import { AppError } from "@/platform/errors";
import {
  adminOnly,
  adminOnlyRoute,
  answers,
  apiRoutes,
  csvContent,
  csvDownload,
  firstValues,
  idParam,
  jsonBody,
  jsonRequest,
  okResponse,
} from "@/http/openapi-route";
import { createProduct, deleteProduct, listAdminProducts, updateProduct } from "./admin-products";
import { productsStatusSchema, setStatusOfProducts } from "./bulk-status";
import { catalogCsv } from "./catalog-export";
import { catalogImportQuerySchema, importCatalogCsv } from "./catalog-import";
import { uploadImage } from "./image-upload";
import { listLowStockVariants, lowStockQuerySchema } from "./low-stock";
import { createProductSchema, productListSchema, updateProductSchema } from "./product-schema";
import {
  adminProductListResponse,
  catalogImportResponse,
  lowStockListResponse,
  oneProductResponse,
  productsStatusResponse,
  sizesAndColoursResponse,
  uploadedImageResponse,
} from "./responses";
import { adminSizesAndColours, changeSizesAndColours, sizesAndColoursSchema } from "./sizes-and-colours";

const productsRoute = createRoute({
  method: "get",
  path: "/admin/products",
  ...adminOnlyRoute("All products, active or not"),
  middleware: [adminOnly],
  request: { query: firstValues(pageSchema.extend(productListSchema.shape)) },
  responses: answers(200, adminProductListResponse),
});

const catalogCsvRoute = createRoute({
  method: "get",
  path: "/admin/products.csv",
  ...adminOnlyRoute("The whole catalog as CSV, one row per variant (streamed)"),
  middleware: [adminOnly],
  responses: answers(200, { content: csvContent }, "CSV file"),
});

// Not validated by the router: the file is read as text/csv or from the multipart field "file".
const catalogImportRoute = createRoute({
  method: "post",
  path: "/admin/products.csv",
  ...adminOnlyRoute(
    "Import products and their variants from a CSV in the export's columns (one row per variant, at most 10 MB). " +
      "A handle that is a product's id updates it; other rows make new products. Every row is checked first: " +
      "422 with the bad lines and nothing written, unless validRowsOnly=true writes the products whose lines are all good",
  ),
  middleware: [adminOnly],
  request: {
    query: firstValues(catalogImportQuerySchema),
    body: {
      required: true,
      content: {
        "text/csv": { schema: { type: "string" } },
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { file: { type: "string", contentMediaType: "text/csv" } },
            required: ["file"],
          },
        },
      },
    },
  },
  responses: answers(
    200,
    catalogImportResponse,
    "Imported (with validRowsOnly, badLines lists the lines of the products left out). When nothing is imported, " +
      "422 with the error's badLines [{line, message}] (line 1 is the header)",
  ),
});

const lowStockRoute = createRoute({
  method: "get",
  path: "/admin/variants/low-stock",
  ...adminOnlyRoute(
    "Variants across the shop at the low-stock threshold (5 unless given) or fewer, the emptiest first",
  ),
  middleware: [adminOnly],
  request: { query: firstValues(lowStockQuerySchema) },
  responses: answers(200, lowStockListResponse),
});

const createProductRoute = createRoute({
  method: "post",
  path: "/admin/products",
  ...adminOnlyRoute("Create a product"),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(createProductSchema) },
  responses: answers(201, oneProductResponse),
});

const updateProductRoute = createRoute({
  method: "patch",
  path: "/admin/products/{id}",
  ...adminOnlyRoute("Update a product"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(updateProductSchema) },
  responses: answers(200, oneProductResponse),
});

const productsStatusRoute = createRoute({
  method: "patch",
  path: "/admin/products",
  ...adminOnlyRoute("Set several products Active or Inactive, each as PATCH /admin/products/{id} does"),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(productsStatusSchema) },
  responses: answers(200, productsStatusResponse),
});

const deleteProductRoute = createRoute({
  method: "delete",
  path: "/admin/products/{id}",
  ...adminOnlyRoute("Delete a product"),
  request: { params: idParam },
  responses: answers(200, okResponse),
});

// Not validated by the router: the image is read and checked by uploadImage.
const uploadRoute = createRoute({
  method: "post",
  path: "/admin/uploads",
  ...adminOnlyRoute("Upload an image (re-encoded to WebP variants; 415 for a non-image, 413 over 10 MB)"),
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
            required: ["file"],
          },
        },
      },
    },
  },
  responses: answers(200, uploadedImageResponse),
});

const sizesAndColoursRoute = createRoute({
  method: "get",
  path: "/admin/sizes-and-colours",
  ...adminOnlyRoute("The sizes and colours products may come in, in the order shoppers see them"),
  middleware: [adminOnly],
  responses: answers(200, sizesAndColoursResponse),
});

const changeSizesAndColoursRoute = createRoute({
  method: "put",
  path: "/admin/sizes-and-colours",
  ...adminOnlyRoute(
    "Set the shop's sizes and colours (each a list, or comma-separated text). 422 when one taken away is still on a product",
  ),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(sizesAndColoursSchema) },
  responses: answers(200, sizesAndColoursResponse),
});

/** The CSV sent as the body (text/csv) or as the multipart field "file". */
async function uploadedCsv(c: Context<HttpEnv>): Promise<string> {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const file = (await c.req.parseBody()).file;
    if (file instanceof File) return file.text();
  } else if (type.startsWith("text/csv") || type.startsWith("text/plain")) return c.req.text();
  throw new AppError(
    415,
    "unsupported_media_type",
    'Send the CSV file as text/csv, or as multipart/form-data in the field "file".',
  );
}

/** The catalog's admin JSON API (docs/contracts.md#api-endpoints): products, their CSV export and import, the sizes and colours, low stock and image uploads. */
export function catalogAdminRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(productsRoute, async (c) =>
    c.json(await listAdminProducts(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(catalogCsvRoute, async (c) => csvDownload(c, catalogCsv(c.get("app"), c.get("user"))));
  routes.openapi(catalogImportRoute, async (c) => {
    const { validRowsOnly } = c.req.valid("query");
    const report = await importCatalogCsv(c.get("app"), c.get("user"), { csv: await uploadedCsv(c), validRowsOnly });
    if (report.imported) return c.json(report, 200);
    return c.json({ error: { code: "invalid", message: report.summary, badLines: report.badLines } }, 422);
  });
  routes.openapi(lowStockRoute, async (c) =>
    c.json(await listLowStockVariants(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(createProductRoute, async (c) => {
    const product = await createProduct(c.get("app"), c.get("user"), c.req.valid("json"));
    return c.json({ product }, 201);
  });
  routes.openapi(updateProductRoute, async (c) => {
    const product = await updateProduct(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ product });
  });
  routes.openapi(productsStatusRoute, async (c) =>
    c.json(await setStatusOfProducts(c.get("app"), c.get("user"), c.req.valid("json"))),
  );
  routes.openapi(deleteProductRoute, async (c) => {
    await deleteProduct(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json({ ok: true });
  });
  routes.openapi(sizesAndColoursRoute, async (c) => c.json(await adminSizesAndColours(c.get("app"), c.get("user"))));
  routes.openapi(changeSizesAndColoursRoute, async (c) =>
    c.json(await changeSizesAndColours(c.get("app"), c.get("user"), c.req.valid("json"))),
  );
  routes.openapi(uploadRoute, async (c) => {
    // Checked before the body is read, so a visitor's upload is refused without parsing it.
    requireAdmin(c.get("user"));
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError(400, "bad_request", 'Send the image as multipart/form-data in the field "file".');
    }
    return c.json(await uploadImage(c.get("app"), c.get("user"), form.file));
  });

  return routes;
}
