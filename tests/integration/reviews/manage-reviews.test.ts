import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { aReview, insertProduct, productRating } from "./fixtures";

describeOnEachDatabase("editing, deleting and voting on reviews", (shop) => {
  async function reviewedProduct(rating = 4) {
    const product = await insertProduct(shop().app);
    const author = await createSignedInUser(shop().app, { fullName: "Tunde Bakare" });
    const res = await shop().call(`/api/v1/products/${product.id}/reviews`, {
      json: { ...aReview, rating },
      token: author.token,
    });
    expect(res.status).toBe(201);
    return { product, author, review: res.body.review };
  }

  it("keeps the product's rating totals right through create, edit and delete", async () => {
    const { product, author, review } = await reviewedProduct(4);
    const second = await createSignedInUser(shop().app);
    await shop().call(`/api/v1/products/${product.id}/reviews`, {
      json: { ...aReview, rating: 2 },
      token: second.token,
    });
    expect(await productRating(shop().app, product.id)).toEqual({ ratingSum: 6, reviewCount: 2 });

    const edited = await shop().call(`/api/v1/reviews/${review.id}`, {
      method: "PATCH",
      json: { rating: 5 },
      token: author.token,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.review.rating).toBe(5);
    expect(await productRating(shop().app, product.id)).toEqual({ ratingSum: 7, reviewCount: 2 });

    const sameRating = await shop().call(`/api/v1/reviews/${review.id}`, {
      method: "PATCH",
      json: { title: "New title", comment: "New words" },
      token: author.token,
    });
    expect(sameRating.body.review).toMatchObject({ rating: 5, title: "New title", comment: "New words" });
    expect(await productRating(shop().app, product.id)).toEqual({ ratingSum: 7, reviewCount: 2 });

    const deleted = await shop().call(`/api/v1/reviews/${review.id}`, { method: "DELETE", token: author.token });
    expect(deleted.status).toBe(200);
    expect(await productRating(shop().app, product.id)).toEqual({ ratingSum: 2, reviewCount: 1 });

    const list = await shop().call(`/api/v1/products/${product.id}/reviews`);
    expect(list.body.summary).toEqual({ average: 2, total: 1, breakdown: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 } });
  });

  it("lets the author write again after deleting", async () => {
    const { product, author, review } = await reviewedProduct();
    await shop().call(`/api/v1/reviews/${review.id}`, { method: "DELETE", token: author.token });
    const again = await shop().call(`/api/v1/products/${product.id}/reviews`, { json: aReview, token: author.token });
    expect(again.status).toBe(201);
  });

  it("lets only the author edit or delete a review", async () => {
    const { product, review } = await reviewedProduct(4);
    const stranger = await createSignedInUser(shop().app);
    const admin = await createSignedInUser(shop().app, { role: "admin" });
    for (const token of [stranger.token, admin.token]) {
      const patch = await shop().call(`/api/v1/reviews/${review.id}`, { method: "PATCH", json: { rating: 1 }, token });
      expect(patch.status).toBe(404);
      const del = await shop().call(`/api/v1/reviews/${review.id}`, { method: "DELETE", token });
      expect(del.status).toBe(404);
    }
    expect((await shop().call(`/api/v1/reviews/${review.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await shop().call(`/api/v1/reviews/${review.id}`, { method: "PATCH", json: { rating: 1 } })).status).toBe(
      401,
    );
    const list = await shop().call(`/api/v1/products/${product.id}/reviews`);
    expect(list.body.items[0].rating).toBe(4);
    expect(await productRating(shop().app, product.id)).toEqual({ ratingSum: 4, reviewCount: 1 });
  });

  it("refuses a blank edit with the spec's message", async () => {
    const { author, review } = await reviewedProduct();
    const res = await shop().call(`/api/v1/reviews/${review.id}`, {
      method: "PATCH",
      json: { title: "" },
      token: author.token,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("Please fill in all fields");
  });

  it("counts one helpful vote per signed-in shopper, never the author's own", async () => {
    const { product, author, review } = await reviewedProduct();
    const path = `/api/v1/reviews/${review.id}/helpful`;

    const signedOut = await shop().call(path, { method: "POST" });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.message).toMatch(/sign in/i);

    const own = await shop().call(path, { method: "POST", token: author.token });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe("You cannot mark your own review as helpful");

    const voter = await createSignedInUser(shop().app);
    const first = await shop().call(path, { method: "POST", token: voter.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ helpfulCount: 1, message: "Thank you for your feedback!" });
    const again = await shop().call(path, { method: "POST", token: voter.token });
    expect(again.status).toBe(200);
    expect(again.body.helpfulCount).toBe(1);

    const another = await createSignedInUser(shop().app);
    expect((await shop().call(path, { method: "POST", token: another.token })).body.helpfulCount).toBe(2);

    const asVoter = await shop().call(`/api/v1/products/${product.id}/reviews`, { token: voter.token });
    expect(asVoter.body.items[0]).toMatchObject({ helpfulCount: 2, votedHelpful: true, isMine: false });
    const asAuthor = await shop().call(`/api/v1/products/${product.id}/reviews`, { token: author.token });
    expect(asAuthor.body.items[0]).toMatchObject({ votedHelpful: false, isMine: true });

    expect(
      (
        await shop().call(`/api/v1/reviews/00000000-0000-4000-8000-000000000000/helpful`, {
          method: "POST",
          token: voter.token,
        })
      ).status,
    ).toBe(404);
  });

  it("counts simultaneous repeat votes by one shopper once", async () => {
    const { review } = await reviewedProduct();
    const voter = await createSignedInUser(shop().app);
    await Promise.all(
      Array.from({ length: 6 }, () =>
        shop().call(`/api/v1/reviews/${review.id}/helpful`, { method: "POST", token: voter.token }),
      ),
    );
    const res = await shop().call(`/api/v1/reviews/${review.id}/helpful`, { method: "POST", token: voter.token });
    expect(res.body.helpfulCount).toBe(1);
  });
});
