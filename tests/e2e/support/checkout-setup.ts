import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { expect } from "./test";
import { SAMPLE_TEE, signUpShopper } from "./shopper";

export const PICKUP_ADDRESS = "3 Ring Road, Ibadan";

/**
 * A shopper signed up through the API in `page`'s browser (signUpShopper), with one sample tee in the bag: of the size and colour
 * with the most stock left, since many specs buy one and a single variant holds only a handful.
 */
export async function shopperWithOneItem(page: Page, baseURL: string, name = "Tunde Bakare") {
  const headers = { headers: { origin: new URL(baseURL).origin } };
  await signUpShopper(page, name);
  const found = await page.request.get(`/api/v1/products?search=${encodeURIComponent(SAMPLE_TEE)}`);
  const teeId = (await found.json()).items.find((p: { name: string }) => p.name === SAMPLE_TEE).id;
  type Variant = { size: string; color: string; stockQuantity: number };
  const variants: Variant[] = (await (await page.request.get(`/api/v1/products/${teeId}`)).json()).variants;
  const most = variants.reduce((best, variant) => (variant.stockQuantity > best.stockQuantity ? variant : best));
  const added = await page.request.post("/api/v1/cart/items", {
    ...headers,
    data: { productId: teeId, quantity: 1, size: most.size, color: most.color },
  });
  expect(added.status()).toBe(201);
}

/** The admin, in a browser of their own, changes a store setting through the API; returns how to undo it. */
export async function asAdmin(browser: Browser, baseURL: string) {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAsAdmin(admin);
  const headers = { origin: new URL(baseURL).origin };
  return {
    /** Offers (or stops offering) pick up in store at PICKUP_ADDRESS. */
    async offerPickup(offered: boolean) {
      const zones = (await (await admin.request.get("/api/v1/admin/delivery-zones")).json()).zones;
      const pickup = zones.find((zone: { kind: string }) => zone.kind === "pickup");
      const { name, states, cities, feeKobo, freeFromKobo, time } = pickup;
      const res = await admin.request.put(`/api/v1/admin/delivery-zones/${pickup.id}`, {
        headers,
        data: { name, states, cities, feeKobo, freeFromKobo, time, pickupAddress: PICKUP_ADDRESS, offered },
      });
      expect(res.status()).toBe(200);
    },
    /** Sets the store's WhatsApp number and phone ("" for none). */
    async contact(whatsapp: string, phone: string) {
      const res = await admin.request.patch("/api/v1/admin/settings", { headers, data: { whatsapp, phone } });
      expect(res.status()).toBe(200);
    },
    close: () => admin.context().close(),
  };
}
