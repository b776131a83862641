import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import {
  adminOnly,
  adminOnlyRoute,
  answers,
  apiRoutes,
  csvContent,
  csvDownload,
  fieldsOf,
  firstValues,
  idParam,
  jsonBody,
  jsonRequest,
} from "@/http/openapi-route";
import {
  listAdminOrders,
  orderListSchema,
  paymentSchema,
  setOrderStatus,
  setPaymentStatus,
  statusSchema,
} from "./admin-orders";
import { ordersStatusSchema, setStatusOfOrders } from "./bulk-status";
import { ordersCsv } from "./orders-export";
import {
  adminOrderListResponse,
  oneOrderResponse,
  oneReturnResponse,
  openReturnsResponse,
  ordersStatusResponse,
  salesReportResponse,
} from "./responses";
import { returnAnswerSchema, returnExchangeSchema, returnReceivedSchema, returnRefundSchema } from "./return-schema";
import { answerReturn, receiveReturn, refundReturn, sendExchange } from "./return-steps";
import { openReturns } from "./returns";
import { salesReport } from "./sales-report";
import { setShipment } from "./shipment";
import { changeDeliveryAddress } from "./delivery-address";
import { shippingAddressSchema } from "@/shop/shipping-address";
import { shipmentSchema } from "./shipment-schema";
import { salesRangeSchema } from "./sales-report-schema";

const salesReportRoute = createRoute({
  method: "get",
  path: "/admin/reports/sales",
  ...adminOnlyRoute(
    "Sales report: revenue and orders per Africa/Lagos day, best sellers, by payment method, by state and by discount code",
  ),
  middleware: [adminOnly],
  request: { query: firstValues(salesRangeSchema) },
  responses: answers(200, salesReportResponse),
});

const ordersCsvRoute = createRoute({
  method: "get",
  path: "/admin/reports/orders.csv",
  ...adminOnlyRoute("Orders created in a range of Africa/Lagos days as CSV, one row per item (streamed)"),
  middleware: [adminOnly],
  request: { query: firstValues(salesRangeSchema) },
  responses: answers(200, { content: csvContent }, "CSV file"),
});

const ordersRoute = createRoute({
  method: "get",
  path: "/admin/orders",
  ...adminOnlyRoute(
    "All orders, newest first; search by order number (its beginning), e-mail, name or phone (any part; a phone with 0 or +234); " +
      "page with after=nextCursor / before=previousCursor (or page); total is null for a search",
  ),
  middleware: [adminOnly],
  request: { query: firstValues(orderListSchema) },
  responses: answers(200, adminOrderListResponse),
});

const orderStatusRoute = createRoute({
  method: "patch",
  path: "/admin/orders/{id}",
  ...adminOnlyRoute("Change an order's status"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(statusSchema) },
  responses: answers(200, oneOrderResponse),
});

const bulkStatusRoute = createRoute({
  method: "patch",
  path: "/admin/orders",
  ...adminOnlyRoute(
    "Set several orders to one status, each as PATCH /admin/orders/{id} does; ones already in it, or gone, are counted",
  ),
  middleware: [jsonBody, adminOnly],
  request: { body: jsonRequest(ordersStatusSchema) },
  responses: answers(200, ordersStatusResponse),
});

const paymentStatusRoute = createRoute({
  method: "patch",
  path: "/admin/orders/{id}/payment",
  ...adminOnlyRoute("Change an order's payment status"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(paymentSchema) },
  responses: answers(200, oneOrderResponse),
});

const shipmentRoute = createRoute({
  method: "put",
  path: "/admin/orders/{id}/shipment",
  ...adminOnlyRoute("Record the courier carrying an order and its tracking number; both empty clears them"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(fieldsOf(shipmentSchema)) },
  responses: answers(200, oneOrderResponse),
});

const deliveryAddressRoute = createRoute({
  method: "put",
  path: "/admin/orders/{id}/shipping-address",
  ...adminOnlyRoute(
    "Correct a pending order's delivery address, checked as checkout checks it; its delivery fee and date stay",
  ),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(fieldsOf(shippingAddressSchema)) },
  responses: answers(200, oneOrderResponse),
});

const openReturnsRoute = createRoute({
  method: "get",
  path: "/admin/returns",
  ...adminOnlyRoute(
    "Returns still to answer (Requested), to receive (Accepted), or received and owed a refund or an exchange, oldest first",
  ),
  middleware: [adminOnly],
  responses: answers(200, openReturnsResponse),
});

const answerReturnRoute = createRoute({
  method: "put",
  path: "/admin/orders/{id}/return",
  ...adminOnlyRoute("Accept a requested return (the reply says where to send it) or decline it (the reply says why)"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(fieldsOf(returnAnswerSchema)) },
  responses: answers(200, oneReturnResponse),
});

const receiveReturnRoute = createRoute({
  method: "post",
  path: "/admin/orders/{id}/return/received",
  ...adminOnlyRoute("An accepted return's parcel is back; restock puts its pieces back on the shelf"),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(fieldsOf(returnReceivedSchema)) },
  responses: answers(200, oneReturnResponse),
});

const refundReturnRoute = createRoute({
  method: "post",
  path: "/admin/orders/{id}/return/refund",
  ...adminOnlyRoute(
    "Record what was paid back for a received return of a paid order (once, at most its total); the shopper is mailed",
  ),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(fieldsOf(returnRefundSchema)) },
  responses: answers(200, oneReturnResponse),
});

const sendExchangeRoute = createRoute({
  method: "post",
  path: "/admin/orders/{id}/return/exchange",
  ...adminOnlyRoute(
    "Send an accepted exchange: for each returned line (`line`) the variant of the same product sent instead, taken " +
      "from stock, with the courier and tracking number (both or neither); the shopper is mailed",
  ),
  middleware: [jsonBody, adminOnly],
  request: { params: idParam, body: jsonRequest(fieldsOf(returnExchangeSchema)) },
  responses: answers(200, oneReturnResponse),
});

/**
 * The orders' admin JSON API (docs/contracts.md#api-endpoints): the list, status and payment changes, the
 * courier and tracking number, the delivery address, returns, the sales report and its CSV.
 */
export function ordersAdminRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(salesReportRoute, async (c) =>
    c.json(await salesReport(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(ordersCsvRoute, async (c) =>
    csvDownload(c, ordersCsv(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(ordersRoute, async (c) =>
    c.json(await listAdminOrders(c.get("app"), c.get("user"), c.req.valid("query"))),
  );
  routes.openapi(orderStatusRoute, async (c) => {
    const order = await setOrderStatus(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ order });
  });
  routes.openapi(bulkStatusRoute, async (c) =>
    c.json(await setStatusOfOrders(c.get("app"), c.get("user"), c.req.valid("json"))),
  );
  routes.openapi(paymentStatusRoute, async (c) => {
    const order = await setPaymentStatus(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ order });
  });
  routes.openapi(shipmentRoute, async (c) => {
    const order = await setShipment(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ order });
  });
  routes.openapi(deliveryAddressRoute, async (c) => {
    const order = await changeDeliveryAddress(
      c.get("app"),
      c.get("user"),
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json({ order });
  });
  routes.openapi(openReturnsRoute, async (c) => c.json({ items: await openReturns(c.get("app"), c.get("user")) }));
  routes.openapi(answerReturnRoute, async (c) => {
    const answer = c.req.valid("json");
    return c.json({ return: await answerReturn(c.get("app"), c.get("user"), c.req.valid("param").id, answer) });
  });
  routes.openapi(receiveReturnRoute, async (c) => {
    const received = c.req.valid("json");
    return c.json({ return: await receiveReturn(c.get("app"), c.get("user"), c.req.valid("param").id, received) });
  });
  routes.openapi(sendExchangeRoute, async (c) => {
    const exchange = c.req.valid("json");
    return c.json({ return: await sendExchange(c.get("app"), c.get("user"), c.req.valid("param").id, exchange) });
  });
  routes.openapi(refundReturnRoute, async (c) => {
    const refund = c.req.valid("json");
    return c.json({ return: await refundReturn(c.get("app"), c.get("user"), c.req.valid("param").id, refund) });
  });

  return routes;
}
