import { randomBytes } from "node:crypto";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../src/db/client";
import { orders, products, type OrderItem } from "../../../src/server/schema";
import type { AppContext } from "../../../src/platform/context";

export const IMAGE = "/media/0123456789abcdef0123456789abcdef-800.webp";

/** A valid admin create-product body. */
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Lagos Linen Shirt",
    description: "Breathable linen for hot afternoons.",
    priceKobo: 15_000_00,
    stockQuantity: 10,
    category: "Shirt",
    imageUrl: IMAGE,
    ...overrides,
  };
}

export async function insertProduct(app: AppContext, values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(products)
    .values({
      name: "Test Jersey",
      description: "A jersey for tests",
      priceKobo: 10_000_00,
      stockQuantity: 5,
      category: "Jersey",
      imageUrl: IMAGE,
      ...values,
    })
    .returning();
  return row;
}

/**
 * An order row written directly, as checkout would leave it (stock already taken). Checkout itself
 * belongs to the shopping capability; these tests are about what the admin does with orders.
 */
export async function insertOrder(
  app: AppContext,
  options: {
    items: Array<{
      productId: string;
      quantity: number;
      name?: string;
      priceKobo?: number;
      variantId?: string;
      size?: string;
      color?: string;
    }>;
    orderNumber?: string;
    fullName?: string;
    email?: string;
    /** As checkout stores it: without spaces. */
    phone?: string;
    city?: string;
    state?: string;
    userId?: string | null;
    status?: "Pending" | "Shipped" | "Delivered" | "Cancelled";
    paymentMethod?: "pay-on-delivery" | "bank-transfer" | "card";
    paymentStatus?: "Pending" | "Verified";
    createdAt?: Date;
  },
) {
  const items: OrderItem[] = options.items.map((item) => ({
    productId: item.productId,
    ...(item.variantId ? { variantId: item.variantId } : {}),
    productName: item.name ?? "Test Jersey",
    quantity: item.quantity,
    priceKobo: item.priceKobo ?? 10_000_00,
    size: item.size ?? "M",
    color: item.color ?? "Red",
    imageUrl: IMAGE,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.priceKobo * item.quantity, 0);
  const [row] = await app.db
    .insert(orders)
    .values({
      orderNumber: options.orderNumber ?? `BAY-${randomBytes(5).toString("hex").toUpperCase()}`,
      userId: options.userId ?? null,
      status: options.status ?? "Pending",
      paymentMethod: options.paymentMethod ?? "pay-on-delivery",
      ...(options.paymentStatus ? { paymentStatus: options.paymentStatus } : {}),
      subtotalKobo: subtotal,
      shippingFeeKobo: 8_000_00,
      totalAmountKobo: subtotal + 8_000_00,
      items,
      shippingAddress: {
        fullName: options.fullName ?? "Ada Obi",
        phone: options.phone ?? "08031234567",
        address: "12 Allen Avenue",
        city: options.city ?? "Ikeja",
        state: options.state ?? "Lagos",
      },
      customerEmail: options.email ?? "ada@example.ng",
      customerPhone: options.phone ?? "08031234567",
      estimatedDeliveryAt: new Date(Date.now() + 72 * 3600 * 1000),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return row;
}

/**
 * `count` copies of an order in one statement, each changed by `changes`: a jsonb object of column
 * values in which `g` is the copy's number (1 to count). Every column is written but the generated ones.
 */
export async function copyOrder(db: Pick<Db, "execute">, orderId: string, count: number, changes: SQL) {
  const written = Object.values(getTableColumns(orders)).filter((column) => !column.generated);
  const columns = (prefix: string) => sql.raw(written.map((column) => `${prefix}"${column.name}"`).join(", "));
  await db.execute(sql`
    INSERT INTO orders (${columns("")}) SELECT ${columns("copy.")}
    FROM orders o CROSS JOIN generate_series(1, ${count}::int) g CROSS JOIN LATERAL jsonb_populate_record(o, ${changes}) copy
    WHERE o.id = ${orderId}`);
}
