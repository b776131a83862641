import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { orders, products } from "../../../src/server/schema";
import type { AppContext } from "../../../src/platform/context";

export async function insertProduct(app: AppContext, values: { name?: string; status?: "Active" | "Inactive" } = {}) {
  const [product] = await app.db
    .insert(products)
    .values({
      name: values.name ?? `Agbada Jersey ${randomBytes(3).toString("hex")}`,
      description: "A breathable jersey for match days.",
      priceKobo: 15_000_00,
      stockQuantity: 10,
      status: values.status ?? "Active",
      imageUrl: "/media/jersey.webp",
      category: "Jersey",
      sizes: ["M", "L"],
    })
    .returning();
  return product;
}

/** An order written straight to the table, as checkout and the admin would have left it. */
export async function insertOrder(
  app: AppContext,
  userId: string,
  productIds: string[],
  state: { status: "Pending" | "Shipped" | "Delivered" | "Cancelled"; paymentStatus: "Pending" | "Verified" },
) {
  await app.db.insert(orders).values({
    orderNumber: `BAY-${randomBytes(6).toString("hex").toUpperCase()}`,
    userId,
    status: state.status,
    paymentStatus: state.paymentStatus,
    subtotalKobo: 15_000_00,
    shippingFeeKobo: 8_000_00,
    totalAmountKobo: 23_000_00,
    items: productIds.map((productId) => ({
      productId,
      productName: "Agbada Jersey",
      quantity: 1,
      priceKobo: 15_000_00,
      size: "M",
      color: "",
      imageUrl: "/media/jersey.webp",
    })),
    shippingAddress: {
      fullName: "Ada Obi",
      phone: "08031234567",
      address: "1 Ring Road",
      city: "Ibadan",
      state: "Oyo",
    },
    customerEmail: "ada@example.ng",
    customerPhone: "08031234567",
    estimatedDeliveryAt: new Date(Date.now() + 24 * 3600_000),
  });
}

export async function productRating(app: AppContext, productId: string) {
  const [row] = await app.db
    .select({ ratingSum: products.ratingSum, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export const aReview = { rating: 4, title: "Fits well", comment: "Good fabric, true to size." };
