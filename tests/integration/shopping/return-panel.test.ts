// The return on the admin order page, as the server renders it (docs/product-rules.md#returns): what the owner is
// told when the exchange cannot go as the shopper asked, or a refund cannot be recorded yet.
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { products, productVariants } from "../../../src/server/schema";
import { myReturnStatesOf } from "../../../src/orders";
import { describeOnEachDatabase, shownText, signedInPageHtml } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder, insertProduct } from "../admin/helpers";

describeOnEachDatabase(
  "the return on the admin order page",
  (shop) => {
    let admin: string;
    let shopper: { token: string; id: string };
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      const signedIn = await createSignedInUser(shop().app, { fullName: "Ada Obi" });
      shopper = { token: signedIn.token, id: signedIn.user.id };
    });

    /** A delivered order of one M tee, its return asked by the shopper with `wanted`, and accepted. */
    async function acceptedReturn(wants: "exchange" | "refund", wanted?: (variants: Map<string, string>) => string) {
      const tee = await insertProduct(shop().app, {
        name: "Adire Tee",
        sizes: ["M", "L"],
        colors: ["Red"],
        stockQuantity: 4,
      });
      const rows = await shop()
        .app.db.select({ id: productVariants.id, size: productVariants.size })
        .from(productVariants)
        .where(eq(productVariants.productId, tee.id));
      const variants = new Map(rows.map((row) => [row.size, row.id]));
      const order = await insertOrder(shop().app, {
        userId: shopper.id,
        items: [{ productId: tee.id, variantId: variants.get("M"), quantity: 1, name: "Adire Tee", size: "M" }],
      });
      const call = (path: string, method: string, json: unknown, token = admin) =>
        shop().call(path, { method, json, token });
      expect((await call(`/api/v1/admin/orders/${order.id}`, "PATCH", { status: "Delivered" })).status).toBe(200);
      const asked = await call(
        `/api/v1/orders/${order.orderNumber}/return`,
        "POST",
        {
          items: [{ line: 0, quantity: 1, ...(wanted ? { wantedVariantId: wanted(variants) } : {}) }],
          reason: "Too small",
          wants,
        },
        shopper.token,
      );
      expect(asked.status).toBe(201);
      const answered = await call(`/api/v1/admin/orders/${order.id}/return`, "PUT", { decision: "accept", reply: "" });
      expect(answered.status).toBe(200);
      return { order, tee, variants, call };
    }
    const page = async (orderNumber: string) => {
      const res = await shop().call(`/admin/orders/${orderNumber}`, { headers: { cookie: `bay_session=${admin}` } });
      expect(res.status).toBe(200);
      return shownText(String(res.body));
    };

    it("preselects the size the shopper wanted, and says so when it has sold out since", async () => {
      const { order, tee, variants } = await acceptedReturn("exchange", (v) => v.get("L")!);
      const large = variants.get("L")!;
      expect(await page(order.orderNumber)).toMatch(new RegExp(`<option value="${large}" selected=""`));
      expect(await page(order.orderNumber)).not.toContain("is sold out: choose another");

      // The L sells out before the owner sends it.
      await shop().app.db.transaction(async (tx) => {
        const [was] = await tx
          .select({ n: productVariants.stockQuantity })
          .from(productVariants)
          .where(eq(productVariants.id, large));
        await tx.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, large));
        await tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} - ${was.n}` })
          .where(eq(products.id, tee.id));
      });
      expect(await page(order.orderNumber)).toContain("L, Red, the shopper&#x27;s choice, is sold out: choose another");
    });

    it("tells why a refund cannot be recorded on an order not yet paid", async () => {
      const { order, call } = await acceptedReturn("refund");
      expect((await call(`/api/v1/admin/orders/${order.id}/return/received`, "POST", { restock: true })).status).toBe(
        200,
      );
      const unpaid = await page(order.orderNumber);
      expect(unpaid).toContain("The order is not marked as paid: once it is, record its refund here.");
      expect(unpaid).not.toContain("Record refund");
      await call(`/api/v1/admin/orders/${order.id}/payment`, "PATCH", { paymentStatus: "Verified" });
      const paid = await page(order.orderNumber);
      expect(paid).toContain("Record refund");
      expect(paid).not.toContain("The order is not marked as paid");
    });

    it("marks the return on the shopper's order history, as it goes", async () => {
      const { order, call } = await acceptedReturn("refund");
      /** The order's card on the shopper's order history: its return line, or null without one. */
      const returnLine = async () => {
        const html = await signedInPageHtml(shop(), "/order-history", shopper.token);
        const card = html.slice(html.indexOf(`/track-order/${order.orderNumber}`));
        const line = /<p[^>]*>Return <span[^>]*>([^<]+)<\/span><\/p>/.exec(card.slice(0, card.indexOf("</li>")));
        return line?.[1] ?? null;
      };
      expect(await returnLine()).toBe("Accepted");
      await call(`/api/v1/admin/orders/${order.id}/return/received`, "POST", { restock: true });
      await call(`/api/v1/admin/orders/${order.id}/payment`, "PATCH", { paymentStatus: "Verified" });
      expect(await returnLine()).toBe("Received");
      await call(`/api/v1/admin/orders/${order.id}/return/refund`, "POST", { amountKobo: 1_000_00 });
      expect(await returnLine()).toBe("Refunded");

      // Another shopper's history shows none of it.
      const other = await createSignedInUser(shop().app);
      expect(await signedInPageHtml(shop(), "/order-history", other.token)).not.toContain(order.orderNumber);
      const asShopper = { ...other.user, phone: "", isAdmin: false, adminSessionExpiresAt: null };
      expect(await myReturnStatesOf(shop().app, asShopper, [order.id])).toEqual({});
    });
  },
  {},
  { pages: true },
);
