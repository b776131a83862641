// Issue 12, item 16: guest order lookups and newsletter sign-ups had no limit at all, and signing up
// with a known e-mail (which says the account exists) must cost an attempt of the per-address limit.
import { eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { expect, it } from "vitest";
import { newsletterSubscriptions, orders, rateLimits } from "../../../src/server/schema";
import { describeOnEachDatabase, type TestShop } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { newShopper, signUpShopper } from "./helpers";

const LIMITED = "Too many attempts. Please wait a moment and try again.";

async function placedOrder(shop: TestShop, orderNumber: string) {
  const owner = await createSignedInUser(shop.app);
  await shop.app.db.insert(orders).values({
    orderNumber,
    userId: owner.user.id,
    status: "Pending",
    subtotalKobo: 1_000_000,
    shippingFeeKobo: 0,
    totalAmountKobo: 1_000_000,
    items: [],
    shippingAddress: {
      fullName: "Ada Obi",
      phone: "08031234567",
      address: "1 Allen Avenue",
      city: "Ikeja",
      state: "Lagos",
    },
    customerEmail: owner.user.email,
    customerPhone: "08031234567",
    estimatedDeliveryAt: new Date(),
  });
  return owner;
}

/** The toast a page form redirects with (the one-shot cookie of app/lib/toast.server.ts). */
async function toastOf(res: { headers: Headers }) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("bay_toast="));
  return createCookie("bay_toast").parse(cookie!.split(";")[0]);
}

describeOnEachDatabase(
  "accounts: per-address limits",
  (shop) => {
    it("limits guest order lookups per address, on the API and the track-order page, but not the owner's", async () => {
      await shop().app.db.delete(rateLimits);
      const owner = await placedOrder(shop(), "BAY-LIMITTEST1");
      expect((await shop().call("/api/v1/orders/BAY-LIMITTEST1?email=guess@example.ng")).status).toBe(200);
      expect((await shop().call("/api/v1/orders/BAY-NOSUCHORDER")).status).toBe(404);
      expect((await shop().call("/track-order/BAY-LIMITTEST1?email=guess2@example.ng")).status).toBe(200);

      const api = await shop().call(`/api/v1/orders/BAY-LIMITTEST1?email=${encodeURIComponent(owner.user.email)}`);
      expect(api.status).toBe(429);
      expect(api.body.error.message).toBe(LIMITED);
      expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);
      const page = await shop().call("/track-order/BAY-LIMITTEST1?email=guess3@example.ng");
      expect(page.status).toBe(429);
      expect(page.body).toContain(LIMITED);
      expect(page.body).not.toContain("1 Allen Avenue");
      expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);

      // The owner, signed in from the same address, still follows the order.
      const own = await shop().call("/api/v1/orders/BAY-LIMITTEST1", { token: owner.token });
      expect(own.status).toBe(200);
      expect(own.body.order.shippingAddress.address).toBe("1 Allen Avenue");
    });

    it("limits newsletter sign-ups per address, on the API and the footer form", async () => {
      await shop().app.db.delete(rateLimits);
      const subscribe = (email: string) => shop().call("/api/v1/newsletter", { json: { email } });
      const footerForm = (email: string) =>
        shop().call("/newsletter", {
          method: "POST",
          body: new URLSearchParams({ email, redirectTo: "/shop" }),
          headers: { origin: shop().baseUrl },
          redirect: "manual",
        });
      expect((await subscribe("reader-1@example.ng")).status).toBe(201);
      expect((await subscribe("reader-2@example.ng")).status).toBe(201);
      const third = await footerForm("reader-3@example.ng");
      expect(third.headers.get("location")).toBe("/shop");
      expect(await toastOf(third)).toEqual({ kind: "success", message: "Thank you for subscribing!" });

      const api = await subscribe("stranger-1@example.ng");
      expect(api.status).toBe(429);
      expect(api.body.error.message).toBe(LIMITED);
      const form = await footerForm("stranger-2@example.ng");
      expect(await toastOf(form)).toEqual({ kind: "error", message: LIMITED });
      const strangers = await shop()
        .app.db.select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, "stranger-2@example.ng"));
      expect(strangers).toHaveLength(0);
    });

    it("tells that an e-mail has an account only while the address has sign-up attempts left", async () => {
      await shop().app.db.delete(rateLimits);
      const { input } = await signUpShopper(shop());
      for (let i = 0; i < 2; i++) {
        const again = await shop().call("/api/v1/auth/signup", { json: newShopper({ email: input.email }) });
        expect(again.status).toBe(409);
        expect(again.body.error.message).toBe("An account with this email already exists. Please log in instead.");
      }
      const probe = await shop().call("/api/v1/auth/signup", { json: newShopper({ email: input.email }) });
      expect(probe.status).toBe(429);
      expect(probe.body.error.message).toBe(LIMITED);
    });
  },
  { RATE_LIMIT_ORDER_LOOKUP_PER_IP: "3", RATE_LIMIT_NEWSLETTER_PER_IP: "3", RATE_LIMIT_SIGNUP_PER_IP: "3" },
  { pages: true },
);
