// The orders' JSON answers as zod schemas: the Order component of /api/v1/openapi.json and the check of
// every real answer in tests (src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { dateTime, emailAddress, kobo } from "@/http/openapi-route";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RETURN_STATUSES, RETURN_WISHES } from "@/shop/constants";

const fullAddress = z.object({
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string().optional(),
});
// A stranger who has only the order's number sees where it goes, not to whom (docs/product-rules.md#order-tracking).
const cityAndState = z.object({ city: z.string(), state: z.string() });

export const orderResponse = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    subtotalKobo: kobo,
    shippingFeeKobo: kobo,
    discountKobo: kobo,
    discountCode: z.string().nullable(),
    totalAmountKobo: kobo,
    items: z.array(
      z.object({
        productId: z.string(),
        variantId: z.string().nullable().openapi({ description: "null for items ordered before variants" }),
        productName: z.string(),
        quantity: z.number().int(),
        priceKobo: kobo,
        size: z.string(),
        color: z.string(),
        imageUrl: z.string(),
      }),
    ),
    shippingAddress: z.union([fullAddress, cityAndState]).openapi({
      description: "The whole address for the owner, an admin or with the order's e-mail; else city and state",
    }),
    customerEmail: emailAddress.nullable().openapi({ description: "null in a lookup by number alone" }),
    customerPhone: z.string().nullable().openapi({ description: "null in a lookup by number alone" }),
    createdAt: dateTime,
    estimatedDelivery: z
      .object({ at: dateTime, hours: z.number().int(), timeframe: z.string() })
      .nullable()
      .openapi({ description: "null once the order is Delivered or Cancelled" }),
    delivery: z.object({ zone: z.string(), pickup: z.boolean(), pickupAddress: z.string(), wording: z.string() }),
    shipment: z.object({ courier: z.string(), trackingNumber: z.string() }).nullable().openapi({
      description:
        "The courier carrying the order and its tracking number; null until recorded, and in a lookup by number alone",
    }),
  })
  .openapi("Order");

export const myOrdersResponse = z.object({
  items: z.array(orderResponse),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const oneOrderResponse = z.object({ order: orderResponse });

export const adminOrderListResponse = z.object({
  items: z.array(orderResponse),
  total: z.number().int().nullable(),
  page: z.number().int(),
  limit: z.number().int(),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
  summary: z.object({
    totalOrders: z.number().int(),
    pending: z.number().int(),
    shipped: z.number().int(),
    delivered: z.number().int(),
    revenueKobo: kobo,
  }),
});

export const ordersStatusResponse = z.object({
  status: z.enum(ORDER_STATUSES),
  changed: z.array(z.string()).openapi({ description: "Order numbers whose status changed" }),
  unchanged: z.array(z.string()).openapi({ description: "Order numbers that already had the status" }),
  missing: z.number().int().openapi({ description: "Ids that match no order" }),
  refused: z
    .array(z.object({ orderNumber: z.string(), reason: z.string() }))
    .openapi({ description: "Orders left as they were, and why (reopening one whose stock has gone)" }),
  paid: z
    .array(z.string())
    .openapi({ description: "Pay-on-delivery orders just Delivered and marked paid with it (paidOnDelivery)" }),
});

const sales = { orders: z.number().int(), revenueKobo: kobo };
export const salesReportResponse = z
  .object({
    range: z.object({
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
      preset: z.number().int().nullable(),
    }),
    totals: z.object(sales),
    days: z.array(z.object({ day: z.string(), ...sales })),
    topByUnits: z.array(
      z.object({ productId: z.string(), productName: z.string(), units: z.number().int(), revenueKobo: kobo }),
    ),
    topByRevenue: z.array(
      z.object({ productId: z.string(), productName: z.string(), units: z.number().int(), revenueKobo: kobo }),
    ),
    byPaymentMethod: z.array(z.object({ key: z.string(), label: z.string(), ...sales })),
    byState: z.array(z.object({ key: z.string(), label: z.string(), ...sales })),
    byDiscountCode: z.array(
      z.object({ code: z.string(), orders: z.number().int(), discountKobo: kobo, revenueKobo: kobo }),
    ),
    refunds: z
      .object({ returns: z.number().int(), amountKobo: kobo })
      .openapi({ description: "Refunds recorded on the range's days for returned pieces; revenue still counts them" }),
  })
  .openapi({
    description:
      "Revenue and orders per Africa/Lagos day (every day of the range, zeros included), best sellers, by payment " +
      "method, by state and by discount code; cancelled orders left out",
  });

const returnedPiece = z.object({
  line: z.number().int().openapi({ description: "The piece's place in the order's items, from 0" }),
  productId: z.string(),
  quantity: z.number().int(),
  productName: z.string(),
  size: z.string(),
  color: z.string(),
  imageUrl: z.string(),
});

export const returnResponse = z
  .object({
    status: z.enum(RETURN_STATUSES),
    items: z.array(
      returnedPiece.extend({
        wanted: z
          .object({ variantId: z.string(), size: z.string(), color: z.string() })
          .nullable()
          .openapi({ description: "For an exchange, the size and colour the shopper wants instead; null if not said" }),
      }),
    ),
    piecesKobo: kobo.openapi({
      description: "What the pieces sent back cost at their order prices, within the order's total: the refund offered",
    }),
    refundKobo: kobo.nullable().openapi({ description: "What the shop paid back; null until a refund is recorded" }),
    refundedAt: dateTime.nullable(),
    exchange: z
      .object({
        items: z.array(returnedPiece.extend({ variantId: z.string().openapi({ description: "The variant sent" }) })),
        sentAt: dateTime,
        courier: z.string(),
        trackingNumber: z.string(),
      })
      .nullable()
      .openapi({ description: "What the shop sent instead (same product, the size and colour sent); null until sent" }),
    reason: z.string(),
    wants: z.enum(RETURN_WISHES),
    note: z.string(),
    reply: z.string().openapi({ description: "The owner's answer to the shopper; empty until answered" }),
    restocked: z.boolean().openapi({ description: "Whether the received pieces went back on the shelf" }),
    requestedAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi("Return");

export const oneReturnResponse = z.object({ return: returnResponse });
export const shopperReturnResponse = z.object({
  return: returnResponse.nullable(),
  openUntil: dateTime.nullable().openapi({
    description: "Until when a return may be asked for; null once asked, before delivery or after the window",
  }),
});
export const openReturnsResponse = z.object({
  items: z.array(
    z.object({
      orderNumber: z.string(),
      customerName: z.string(),
      status: z.enum(["Requested", "Accepted", "Received"]).openapi({
        description: "Requested: to answer; Accepted: its parcel awaited; Received: a refund or an exchange owed",
      }),
      reason: z.string(),
      wants: z.enum(RETURN_WISHES),
      pieces: z.string(),
      requestedAt: dateTime,
    }),
  ),
});
