import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { aReview, insertProduct, productRating } from "./fixtures";

describeOnEachDatabase(
  "review writing rate limit",
  (shop) => {
    it("refuses writes past the per-account limit with 429 and Retry-After, other shoppers unaffected", async () => {
      const { token } = await createSignedInUser(shop().app);
      const products = [
        await insertProduct(shop().app),
        await insertProduct(shop().app),
        await insertProduct(shop().app),
      ];
      const first = await shop().call(`/api/v1/products/${products[0].id}/reviews`, { json: aReview, token });
      expect(first.status).toBe(201);
      const edit = await shop().call(`/api/v1/reviews/${first.body.review.id}`, {
        method: "PATCH",
        json: { rating: 5 },
        token,
      });
      expect(edit.status).toBe(200);
      const third = await shop().call(`/api/v1/products/${products[1].id}/reviews`, { json: aReview, token });
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await productRating(shop().app, products[1].id)).reviewCount).toBe(0);

      const other = await createSignedInUser(shop().app);
      const res = await shop().call(`/api/v1/products/${products[2].id}/reviews`, {
        json: aReview,
        token: other.token,
      });
      expect(res.status).toBe(201);
    });
  },
  { RATE_LIMIT_REVIEWS_PER_ACCOUNT: "2", RATE_LIMIT_WINDOW_SECONDS: "600" },
);
