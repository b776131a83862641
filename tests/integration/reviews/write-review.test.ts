import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { aReview, insertOrder, insertProduct, productRating } from "./fixtures";

describeOnEachDatabase("writing reviews", (shop) => {
  it("asks a signed-out visitor to sign in", async () => {
    const product = await insertProduct(shop().app);
    const res = await shop().call(`/api/v1/products/${product.id}/reviews`, { json: aReview });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe("Please sign in to leave a review");
  });

  it("refuses blank title, comment or a missing rating with the spec's message", async () => {
    const product = await insertProduct(shop().app);
    const { token } = await createSignedInUser(shop().app);
    for (const body of [
      { ...aReview, title: "  " },
      { ...aReview, comment: "" },
      { title: "A", comment: "B" },
      { rating: 5 },
    ]) {
      const res = await shop().call(`/api/v1/products/${product.id}/reviews`, { json: body, token });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe("Please fill in all fields");
    }
    const outOfRange = await shop().call(`/api/v1/products/${product.id}/reviews`, {
      json: { ...aReview, rating: 6 },
      token,
    });
    expect(outOfRange.status).toBe(422);
    expect((await productRating(shop().app, product.id)).reviewCount).toBe(0);
  });

  it("answers 404 for an unknown or inactive product", async () => {
    const { token } = await createSignedInUser(shop().app);
    const inactive = await insertProduct(shop().app, { status: "Inactive" });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", inactive.id]) {
      const res = await shop().call(`/api/v1/products/${id}/reviews`, { json: aReview, token });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Product not found");
      expect((await shop().call(`/api/v1/products/${id}/reviews`)).status).toBe(404);
    }
  });

  it("creates a review shown with the reviewer's name, never their e-mail", async () => {
    const product = await insertProduct(shop().app);
    const { user, token } = await createSignedInUser(shop().app, { fullName: "Chioma Eze" });
    const res = await shop().call(`/api/v1/products/${product.id}/reviews`, { json: aReview, token });
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({
      productId: product.id,
      rating: 4,
      title: "Fits well",
      comment: "Good fabric, true to size.",
      isVerifiedPurchase: false,
      helpfulCount: 0,
      reviewerName: "Chioma Eze",
    });
    const list = await shop().call(`/api/v1/products/${product.id}/reviews`);
    expect(list.body.items).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(user.email);
    expect(JSON.stringify(list.body)).not.toContain(user.id);
  });

  it("ignores helpfulCount and isVerifiedPurchase sent by the client", async () => {
    const product = await insertProduct(shop().app);
    const { token } = await createSignedInUser(shop().app);
    const res = await shop().call(`/api/v1/products/${product.id}/reviews`, {
      json: { ...aReview, helpfulCount: 999, isVerifiedPurchase: true, userId: "someone" },
      token,
    });
    expect(res.status).toBe(201);
    expect(res.body.review.helpfulCount).toBe(0);
    expect(res.body.review.isVerifiedPurchase).toBe(false);

    const patched = await shop().call(`/api/v1/reviews/${res.body.review.id}`, {
      method: "PATCH",
      json: { title: "Still fits", helpfulCount: 50, isVerifiedPurchase: true },
      token,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.review).toMatchObject({ title: "Still fits", helpfulCount: 0, isVerifiedPurchase: false });
  });

  it("allows one review per shopper and product (409 on a second)", async () => {
    const product = await insertProduct(shop().app);
    const { token } = await createSignedInUser(shop().app);
    const first = await shop().call(`/api/v1/products/${product.id}/reviews`, { json: aReview, token });
    expect(first.status).toBe(201);
    const second = await shop().call(`/api/v1/products/${product.id}/reviews`, {
      json: { ...aReview, rating: 1 },
      token,
    });
    expect(second.status).toBe(409);
    expect(await productRating(shop().app, product.id)).toEqual({ ratingSum: 4, reviewCount: 1 });
  });

  it("keeps one review even when the same shopper submits many at once", async () => {
    const product = await insertProduct(shop().app);
    const { token } = await createSignedInUser(shop().app);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => shop().call(`/api/v1/products/${product.id}/reviews`, { json: aReview, token })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await productRating(shop().app, product.id)).toEqual({ ratingSum: 4, reviewCount: 1 });
  });

  it("marks a verified purchase only for a shipped or delivered, payment-verified order with the product", async () => {
    const app = shop().app;
    const product = await insertProduct(app);
    const other = await insertProduct(app);
    const cases: Array<{
      orders: Array<Parameters<typeof insertOrder>[3] & { productIds?: string[] }>;
      verified: boolean;
    }> = [
      { orders: [], verified: false },
      { orders: [{ status: "Delivered", paymentStatus: "Verified" }], verified: true },
      { orders: [{ status: "Shipped", paymentStatus: "Verified" }], verified: true },
      { orders: [{ status: "Pending", paymentStatus: "Verified" }], verified: false },
      { orders: [{ status: "Cancelled", paymentStatus: "Verified" }], verified: false },
      { orders: [{ status: "Delivered", paymentStatus: "Pending" }], verified: false },
      { orders: [{ status: "Delivered", paymentStatus: "Verified", productIds: [other.id] }], verified: false },
      {
        orders: [{ status: "Delivered", paymentStatus: "Verified", productIds: [other.id, product.id] }],
        verified: true,
      },
    ];
    for (const testCase of cases) {
      const { user, token } = await createSignedInUser(app);
      for (const order of testCase.orders) await insertOrder(app, user.id, order.productIds ?? [product.id], order);
      const res = await shop().call(`/api/v1/products/${product.id}/reviews`, { json: aReview, token });
      expect(res.status).toBe(201);
      expect(res.body.review.isVerifiedPurchase, JSON.stringify(testCase.orders)).toBe(testCase.verified);
    }
  });

  it("does not count another shopper's delivered order as my purchase", async () => {
    const app = shop().app;
    const product = await insertProduct(app);
    const buyer = await createSignedInUser(app);
    await insertOrder(app, buyer.user.id, [product.id], { status: "Delivered", paymentStatus: "Verified" });
    const { token } = await createSignedInUser(app);
    const res = await shop().call(`/api/v1/products/${product.id}/reviews`, { json: aReview, token });
    expect(res.body.review.isVerifiedPurchase).toBe(false);
  });
});
