import type { Context } from "hono";
import type { HttpEnv } from "@/http/env";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { AppError } from "@/platform/errors";
import { requireAdmin } from "@/platform/access";
import { pageSchema } from "@/db/paginate";
import {
  about,
  adminOnly,
  answers,
  apiRoutes,
  csvContent,
  firstValues,
  idParam,
  jsonBody,
  jsonRequest,
  okResponse,
  roleAdminOnly,
} from "@/http/openapi-route";
import { listAdminUsers, roleSchema, setUserRole, userListSchema } from "@/accounts";
import { createNews, createNewsSchema, deleteNews, listAdminNews, updateNews, updateNewsSchema } from "@/news";
import { listSubscribers, subscribersCsv } from "@/newsletter";
import {
  listAdminOrders,
  orderListSchema,
  ordersCsv,
  salesRangeSchema,
  salesReport,
  paymentSchema,
  setOrderStatus,
  setPaymentStatus,
  statusSchema,
} from "@/orders";
import {
  createProduct,
  createProductSchema,
  deleteProduct,
  listAdminProducts,
  productListSchema,
  updateProduct,
  updateProductSchema,
  uploadImage,
  listLowStockVariants,
  lowStockQuerySchema,
  catalogCsv,
  catalogImportQuerySchema,
  importCatalogCsv,
} from "@/catalog";
import { listUnmatchedCharges } from "@/payments";
import { adminOverview } from "./overview";
import { adminUserListResponse, oneAdminUserResponse } from "@/accounts/responses";
import {
  adminProductListResponse,
  catalogImportResponse,
  lowStockListResponse,
  oneProductResponse,
  uploadedImageResponse,
} from "@/catalog/responses";
import { adminNewsListResponse, oneAdminNewsPostResponse } from "@/news/responses";
import { subscriberListResponse } from "@/newsletter/responses";
import { adminOrderListResponse, oneOrderResponse, salesReportResponse } from "@/orders/responses";
import { unmatchedChargeListResponse } from "@/payments/responses";
import { overviewResponse } from "./responses";

// Every admin service checks the caller is an admin; where a route validates a body or a query, the
// same check runs first, so a shopper is refused (403) before their input is judged.
const admin = (summary: string) => about("admin", "admin", summary);

const overviewRoute = createRoute({
  method: "get",
  path: "/admin/overview",
  ...admin("Live figures"),
  responses: answers(200, overviewResponse),
});

const salesReportRoute = createRoute({
  method: "get",
  path: "/admin/reports/sales",
  ...admin(
    "Sales report: revenue and orders per Africa/Lagos day, best sellers, by payment method, by state and by discount code",
  ),
  middleware: [adminOnly],
  request: { query: firstValues(salesRangeSchema) },
  responses: answers(200, salesReportResponse),
});
const ordersCsvRoute = createRoute({
  method: "get",
  path: "/admin/reports/orders.csv",
  ...admin("Orders created in a range of Africa/Lagos days as CSV, one row per item (streamed)"),
  middleware: [adminOnly],
  request: { query: firstValues(salesRangeSchema) },
  responses: answers(200, { content: csvContent }, "CSV file"),
});

const productsRoute = createRoute({
  method: "get",
  path: "/admin/products",
  ...admin("All products, active or not"),
  middleware: [adminOnly],
  request: { query: firstValues(pageSchema.extend(productListSchema.shape)) },
  responses: answers(200, adminProductListResponse),
});
const catalogCsvRoute = createRoute({
  method: "get",
  path: "/admin/products.csv",
  ...admin("The whole catalog as CSV, one row per variant (streamed)"),
  middleware: [adminOnly],
  responses: answers(200, { content: csvContent }, "CSV file"),
});
// Not validated by the router: the file is read as text/csv or from the multipart field "file".
const catalogImportRoute = createRoute({
  method: "post",
  path: "/admin/products.csv",
  ...admin(
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
  ...admin("Variants across the shop at the low-stock threshold (5 unless given) or fewer, the emptiest first"),
  middleware: [adminOnly],
  request: { query: firstValues(lowStockQuerySchema) },
  responses: answers(200, lowStockListResponse),
});
const createProductRoute = createRoute({
  method: "post",
  path: "/admin/products",
  ...admin("Create a product"),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(createProductSchema) },
  responses: answers(201, oneProductResponse),
});
const updateProductRoute = createRoute({
  method: "patch",
  path: "/admin/products/{id}",
  ...admin("Update a product"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(updateProductSchema) },
  responses: answers(200, oneProductResponse),
});
const deleteProductRoute = createRoute({
  method: "delete",
  path: "/admin/products/{id}",
  ...admin("Delete a product"),
  request: { params: idParam },
  responses: answers(200, okResponse),
});

// Not validated by the router: the image is read and checked by uploadImage.
const uploadRoute = createRoute({
  method: "post",
  path: "/admin/uploads",
  ...admin("Upload an image (re-encoded to WebP variants; 415 for a non-image, 413 over 10 MB)"),
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

const ordersRoute = createRoute({
  method: "get",
  path: "/admin/orders",
  ...admin(
    "All orders, newest first; search by order number (its beginning), e-mail or name (any part); " +
      "page with after=nextCursor / before=previousCursor (or page); total is null for a search",
  ),
  middleware: [adminOnly],
  request: { query: firstValues(orderListSchema) },
  responses: answers(200, adminOrderListResponse),
});
const orderStatusRoute = createRoute({
  method: "patch",
  path: "/admin/orders/{id}",
  ...admin("Change an order's status"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(statusSchema) },
  responses: answers(200, oneOrderResponse),
});
const paymentStatusRoute = createRoute({
  method: "patch",
  path: "/admin/orders/{id}/payment",
  ...admin("Change an order's payment status"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(paymentSchema) },
  responses: answers(200, oneOrderResponse),
});

const unmatchedChargesRoute = createRoute({
  method: "get",
  path: "/admin/unmatched-charges",
  ...admin("Successful card charges that paid no order, to settle or refund"),
  middleware: [adminOnly],
  request: { query: firstValues(pageSchema) },
  responses: answers(200, unmatchedChargeListResponse),
});

const usersRoute = createRoute({
  method: "get",
  path: "/admin/users",
  ...admin("Users"),
  middleware: [adminOnly],
  request: { query: firstValues(userListSchema) },
  responses: answers(200, adminUserListResponse),
});
const userRoleRoute = createRoute({
  method: "patch",
  path: "/admin/users/{id}",
  ...admin("Change a user's role (admins by role only)"),
  middleware: [jsonBody, roleAdminOnly],
  request: { params: idParam, body: jsonRequest(roleSchema) },
  responses: answers(200, oneAdminUserResponse),
});

const newsRoute = createRoute({
  method: "get",
  path: "/admin/news",
  ...admin("All news posts, drafts included"),
  middleware: [adminOnly],
  request: { query: firstValues(pageSchema) },
  responses: answers(200, adminNewsListResponse),
});
const createNewsRoute = createRoute({
  method: "post",
  path: "/admin/news",
  ...admin("Create a news post"),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(createNewsSchema) },
  responses: answers(201, oneAdminNewsPostResponse),
});
const updateNewsRoute = createRoute({
  method: "patch",
  path: "/admin/news/{id}",
  ...admin("Edit or publish a news post"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(updateNewsSchema) },
  responses: answers(200, oneAdminNewsPostResponse),
});
const deleteNewsRoute = createRoute({
  method: "delete",
  path: "/admin/news/{id}",
  ...admin("Delete a news post"),
  request: { params: idParam },
  responses: answers(200, okResponse),
});

const newsletterRoute = createRoute({
  method: "get",
  path: "/admin/newsletter",
  ...admin("Newsletter subscribers (format=csv for a CSV file of all of them)"),
  middleware: [adminOnly],
  request: {
    query: firstValues(
      pageSchema.extend({ format: z.string().optional().openapi({ description: "csv for a CSV file" }) }),
    ),
  },
  responses: answers(
    200,
    { content: { "application/json": { schema: subscriberListResponse }, ...csvContent } },
    "The subscribers, or with format=csv a CSV file of all of them",
  ),
});

/** The admin JSON API (docs/contracts.md#api-endpoints) and the dashboard's figures. */
/** A streamed CSV download, never cached. */
function csvFile(c: Context<HttpEnv>, { filename, body }: { filename: string; body: ReadableStream<Uint8Array> }) {
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
  });
}

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

export function adminRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(overviewRoute, async (c) => c.json(await adminOverview(c.get("app"), c.get("user"))));

  routes.openapi(salesReportRoute, async (c) =>
    c.json(await salesReport(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(ordersCsvRoute, async (c) => csvFile(c, ordersCsv(c.get("app"), c.get("user"), c.req.valid("query"))));

  routes.openapi(catalogCsvRoute, async (c) => csvFile(c, catalogCsv(c.get("app"), c.get("user"))));
  routes.openapi(catalogImportRoute, async (c) => {
    const { validRowsOnly } = c.req.valid("query");
    const report = await importCatalogCsv(c.get("app"), c.get("user"), { csv: await uploadedCsv(c), validRowsOnly });
    if (report.imported) return c.json(report, 200);
    return c.json({ error: { code: "invalid", message: report.summary, badLines: report.badLines } }, 422);
  });

  routes.openapi(productsRoute, async (c) =>
    c.json(await listAdminProducts(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
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
  routes.openapi(deleteProductRoute, async (c) => {
    await deleteProduct(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json({ ok: true });
  });

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

  routes.openapi(ordersRoute, async (c) =>
    c.json(await listAdminOrders(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(orderStatusRoute, async (c) => {
    const order = await setOrderStatus(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ order });
  });
  routes.openapi(paymentStatusRoute, async (c) => {
    const order = await setPaymentStatus(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ order });
  });

  routes.openapi(unmatchedChargesRoute, async (c) =>
    c.json(await listUnmatchedCharges(c.get("app"), c.get("user"), c.req.valid("query"))),
  );

  routes.openapi(usersRoute, async (c) =>
    c.json(await listAdminUsers(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(userRoleRoute, async (c) => {
    const user = await setUserRole(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ user });
  });

  routes.openapi(newsRoute, async (c) =>
    c.json(await listAdminNews(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(createNewsRoute, async (c) => {
    const post = await createNews(c.get("app"), c.get("user"), c.req.valid("json"));
    return c.json({ post }, 201);
  });
  routes.openapi(updateNewsRoute, async (c) => {
    const post = await updateNews(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ post });
  });
  routes.openapi(deleteNewsRoute, async (c) => {
    await deleteNews(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json({ ok: true });
  });

  routes.openapi(newsletterRoute, async (c) => {
    if (c.req.valid("query").format === "csv") {
      const csv = await subscribersCsv(c.get("app"), c.get("user"));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
        "Cache-Control": "no-store",
      });
    }
    return c.json(await listSubscribers(c.get("app"), c.get("user"), c.req.valid("query")));
  });

  return routes;
}
