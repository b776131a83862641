import { randomBytes } from "node:crypto";
import { products, type ProductRow } from "../../../src/server/schema";
import type { AppContext } from "../../../src/platform/context";

/** A product row written straight to the database (the catalog's own rules are tested elsewhere). */
export async function createProduct(
  app: AppContext,
  fields: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const [product] = await app.db
    .insert(products)
    .values({
      name: `Test Tee ${randomBytes(3).toString("hex")}`,
      description: "A test product",
      priceKobo: 10_000_00,
      stockQuantity: 10,
      imageUrl: "/media/test.webp",
      category: "T-Shirt",
      sizes: [],
      colors: [],
      ...fields,
    })
    .returning();
  return product;
}

export const LAGOS_ADDRESS = {
  fullName: "Ada Obi",
  phone: "0803 123 4567",
  address: "12 Allen Avenue",
  city: "Lagos",
  state: "Lagos",
};

export const IBADAN_ADDRESS = { ...LAGOS_ADDRESS, address: "4 Ring Road", city: "Ibadan", state: "Oyo" };
