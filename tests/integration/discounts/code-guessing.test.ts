// Issue 47, item 3: discount codes cannot be guessed without limit. Before, 100 wrong codes in a row all
// got 422 (never 429), on the cart's box and with POST /orders, and a paused or not yet started code
// answered differently from an unknown one.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct, LAGOS_ADDRESS } from "../shopping/fixtures";

const PER_ACCOUNT = 4;
const PER_ADDRESS = 30;

describeOnEachDatabase(
  "guessing discount codes",
  (shop) => {
    const newCode = async (fields: Record<string, unknown>) => {
      const admin = await createSignedInUser(shop().app, { role: "admin" });
      const res = await shop().call("/api/v1/admin/discount-codes", { token: admin.token, json: fields });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    const shopperWithCart = async () => {
      const shopper = await createSignedInUser(shop().app);
      const tee = await createProduct(shop().app, { stockQuantity: 50 });
      const added = await shop().call("/api/v1/cart/items", {
        token: shopper.token,
        json: { productId: tee.id, quantity: 1 },
      });
      expect(added.status).toBe(201);
      return shopper;
    };
    const apply = (token: string, code: string) =>
      shop().call("/api/v1/cart/discount-code", { method: "PUT", token, json: { code } });
    const order = (token: string, discountCode: string) =>
      shop().call("/api/v1/orders", { token, json: { shippingAddress: LAGOS_ADDRESS, discountCode } });

    it("answers an unknown, a paused and a not yet started code alike, on the cart and with an order", async () => {
      await newCode({ code: "HUSHED", kind: "percent", percentOff: 10, isPaused: true });
      await newCode({ code: "LATER", kind: "percent", percentOff: 10, startsAt: "2099-01-01T00:00:00Z" });
      const shopper = await shopperWithCart();
      const answers = [];
      for (const code of ["NOSUCHCODE", "HUSHED", "LATER"]) {
        const { status, body } = await apply(shopper.token, code);
        const { code: errorCode, message, fields } = body.error;
        answers.push({ status, errorCode, message, fields });
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toEqual({
        status: 422,
        errorCode: "discount_refused",
        message: "We couldn't find that discount code",
        fields: { code: "We couldn't find that discount code" },
      });
      const other = await shopperWithCart();
      const placed = [];
      for (const code of ["NOSUCHCODE", "HUSHED", "LATER"]) {
        const { status, body } = await order(other.token, code);
        placed.push({ status, message: body.error?.message });
      }
      expect(placed).toEqual(Array(3).fill({ status: 409, message: "We couldn't find that discount code" }));
    });

    it("refuses a shopper's tries past the limit with 429 and Retry-After, on the cart and with an order", async () => {
      const shopper = await shopperWithCart();
      for (let i = 0; i < PER_ACCOUNT; i++) expect((await apply(shopper.token, `GUESS${i}`)).status).toBe(422);
      const refused = await apply(shopper.token, "GUESS-NEXT");
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe("Too many attempts. Please wait a moment and try again.");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

      // The order channel counts against the same limit, and runs no order statement meanwhile.
      await newCode({ code: "REALONE", kind: "percent", percentOff: 10 });
      const viaOrder = await order(shopper.token, "REALONE");
      expect(viaOrder.status).toBe(429);
      expect(await shop().app.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toEqual([]);
    });

    it("counts wrong codes sent with orders alone just as well", async () => {
      const shopper = await shopperWithCart();
      for (let i = 0; i < PER_ACCOUNT; i++) expect((await order(shopper.token, `ORDERGUESS${i}`)).status).toBe(409);
      expect((await order(shopper.token, "ORDERGUESS-NEXT")).status).toBe(429);
    });

    it("does not count a code that applies: a shopper may re-apply their code as often as they like", async () => {
      await newCode({ code: "MINE10", kind: "percent", percentOff: 10 });
      const shopper = await shopperWithCart();
      for (let i = 0; i < PER_ACCOUNT * 2; i++) expect((await apply(shopper.token, "mine10")).status).toBe(200);
      expect((await apply(shopper.token, "WRONG")).status).toBe(422);
    });

    it("limits all shoppers behind one address together, more generously", async () => {
      // Every shopper of this file shares the test's address; the tests before used some of its tries.
      let status = 422;
      let tries = 0;
      while (status === 422 && tries < PER_ADDRESS + 1) {
        const shopper = await shopperWithCart();
        status = (await apply(shopper.token, `CAMPUS${tries++}`)).status;
      }
      expect(status).toBe(429);
      expect(tries).toBeLessThanOrEqual(PER_ADDRESS + 1);
    });
  },
  { RATE_LIMIT_DISCOUNT_CODE_PER_ACCOUNT: String(PER_ACCOUNT), RATE_LIMIT_DISCOUNT_CODE_PER_IP: String(PER_ADDRESS) },
);
