import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders, type OrderRow } from "../../../src/server/schema";
import type { TestShop } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct, LAGOS_ADDRESS } from "../shopping/fixtures";

export const TEST_PAYSTACK_SECRET = "sk_test_bay_payments_secret";

/** A signed-in shopper who has just placed an order for one ₦12,000 tee (plus ₦8,000 Lagos shipping). */
export async function placeTestOrder(
  shop: TestShop,
  paymentMethod: "pay-on-delivery" | "bank-transfer" | "card",
  address: Partial<typeof LAGOS_ADDRESS> = {},
) {
  const tee = await createProduct(shop.app, {
    name: "Ankara Tee",
    priceKobo: 12_000_00,
    stockQuantity: 5,
    sizes: ["M"],
    colors: ["Blue"],
  });
  const shopper = await createSignedInUser(shop.app, { fullName: address.fullName ?? LAGOS_ADDRESS.fullName });
  const added = await shop.call("/api/v1/cart/items", {
    token: shopper.token,
    json: { productId: tee.id, quantity: 2, size: "M", color: "Blue" },
  });
  expect(added.status).toBe(201);
  const placed = await shop.call("/api/v1/orders", {
    token: shopper.token,
    json: { shippingAddress: { ...LAGOS_ADDRESS, ...address }, paymentMethod },
  });
  expect(placed.status).toBe(201);
  return { shopper, tee, order: placed.body.order as { id: string; orderNumber: string; totalAmountKobo: number } };
}

export async function orderRow(shop: TestShop, id: string): Promise<OrderRow> {
  const [row] = await shop.app.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export function sign(body: string, secret = TEST_PAYSTACK_SECRET): string {
  return createHmac("sha512", secret).update(body).digest("hex");
}

/** Posts a Paystack webhook exactly as Paystack does: raw JSON body, HMAC-SHA512 signature header. */
export async function postWebhook(shop: TestShop, event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  return shop.call("/api/v1/payments/paystack/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "x-paystack-signature": signature ?? sign(body) },
    body,
  });
}

export function chargeSuccess(reference: string, amount: number, currency = "NGN") {
  return {
    event: "charge.success",
    data: { id: 1, reference, status: "success", amount, currency, paid_at: new Date().toISOString() },
  };
}
