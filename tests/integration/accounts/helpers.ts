import { randomBytes } from "node:crypto";
import type { TestShop } from "../../support/shop";

export const PASSWORD = "correct-horse-9";

export function newShopper(overrides: Record<string, unknown> = {}) {
  return {
    email: `Shopper-${randomBytes(4).toString("hex")}@Example.ng`,
    password: PASSWORD,
    fullName: "Adaeze Okafor",
    phone: "0803 123 4567",
    ...overrides,
  };
}

/** Signs a new shopper up through the real API and returns the token and what was sent. */
export async function signUpShopper(shop: TestShop, overrides: Record<string, unknown> = {}) {
  const input = newShopper(overrides);
  const res = await shop.call("/api/v1/auth/signup", { json: input });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { input, token: res.body.token as string, user: res.body.user };
}
