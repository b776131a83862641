import { expect } from "vitest";
import type { ApiJson, TestShop } from "./shop";

export type VariantCell = { size: string; color: string; stockQuantity: number; sku?: string | null };

/**
 * A product in sizes and colours, added by the owner through the admin API as the admin page does, with
 * each size and colour's stock given by `variants`; answers the product as the API shows it.
 */
export async function ownerAddsProduct(
  shop: TestShop,
  adminToken: string,
  product: { name: string; sizes: string[]; colors: string[]; variants: VariantCell[] } & Record<string, unknown>,
): Promise<ApiJson> {
  const res = await shop.call("/api/v1/admin/products", {
    token: adminToken,
    json: {
      description: "A test garment",
      priceKobo: 20_000_00,
      category: "Jersey",
      imageUrl: "/media/0123456789abcdef0123456789abcdef-800.webp",
      ...product,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}
