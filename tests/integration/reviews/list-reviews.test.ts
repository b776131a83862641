import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { reviews } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder, insertProduct } from "./fixtures";

describeOnEachDatabase("listing reviews", (shop) => {
  let productId = "";
  // title → [rating, days ago, helpful votes, verified buyer]
  const written: Array<[string, number, number, number, boolean]> = [
    ["Old five", 5, 10, 0, false],
    ["Newest three", 3, 1, 2, true],
    ["Middle one", 1, 5, 5, false],
    ["Recent five", 5, 2, 1, true],
  ];

  beforeAll(async () => {
    const app = shop().app;
    const product = await insertProduct(app);
    productId = product.id;
    for (const [title, rating, daysAgo, helpful, verified] of written) {
      const { user, token } = await createSignedInUser(app, { fullName: `Reviewer ${title}` });
      if (verified) await insertOrder(app, user.id, [product.id], { status: "Delivered", paymentStatus: "Verified" });
      const res = await shop().call(`/api/v1/products/${product.id}/reviews`, {
        json: { rating, title, comment: `Comment for ${title}` },
        token,
      });
      expect(res.status).toBe(201);
      await app.db
        .update(reviews)
        .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000), helpfulCount: helpful })
        .where(eq(reviews.id, res.body.review.id));
    }
  });

  const titles = async (query: string) => {
    const res = await shop().call(`/api/v1/products/${productId}/reviews${query}`);
    expect(res.status).toBe(200);
    return res.body.items.map((r: { title: string }) => r.title);
  };

  it("sorts by most recent by default", async () => {
    expect(await titles("")).toEqual(["Newest three", "Recent five", "Middle one", "Old five"]);
    expect(await titles("?sort=recent")).toEqual(["Newest three", "Recent five", "Middle one", "Old five"]);
  });

  it("sorts by highest, lowest and most helpful (ties: newest first)", async () => {
    expect(await titles("?sort=highest")).toEqual(["Recent five", "Old five", "Newest three", "Middle one"]);
    expect(await titles("?sort=lowest")).toEqual(["Middle one", "Newest three", "Recent five", "Old five"]);
    expect(await titles("?sort=helpful")).toEqual(["Middle one", "Newest three", "Recent five", "Old five"]);
  });

  it("filters by stars and by verified purchase, alone or together", async () => {
    expect(await titles("?rating=5")).toEqual(["Recent five", "Old five"]);
    expect(await titles("?rating=2")).toEqual([]);
    expect(await titles("?verified=1")).toEqual(["Newest three", "Recent five"]);
    expect(await titles("?verified=true&rating=5&sort=lowest")).toEqual(["Recent five"]);
  });

  it("summarises all reviews whatever the filter: average to one decimal, total and per-star counts", async () => {
    const res = await shop().call(`/api/v1/products/${productId}/reviews?rating=2`);
    expect(res.body.summary).toEqual({ average: 3.5, total: 4, breakdown: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 } });
  });

  it("falls back to the default list for unknown sort or filter values", async () => {
    expect(await titles("?sort=bogus&rating=9&verified=maybe")).toEqual([
      "Newest three",
      "Recent five",
      "Middle one",
      "Old five",
    ]);
  });

  it("pages through the filtered list, telling how many match", async () => {
    const page2 = await shop().call(`/api/v1/products/${productId}/reviews?limit=3&page=2`);
    expect(page2.body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.body.items.map((r: { title: string }) => r.title)).toEqual(["Old five"]);
    const filtered = await shop().call(`/api/v1/products/${productId}/reviews?rating=5&limit=1`);
    expect(filtered.body.total).toBe(2);
    expect(filtered.body.items).toHaveLength(1);
  });

  it("shows each review's public fields only", async () => {
    const res = await shop().call(`/api/v1/products/${productId}/reviews?sort=recent`);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(
      [
        "comment",
        "createdAt",
        "helpfulCount",
        "id",
        "isMine",
        "isVerifiedPurchase",
        "productId",
        "rating",
        "reviewerName",
        "title",
        "votedHelpful",
      ].sort(),
    );
    expect(res.body.items[0]).toMatchObject({
      reviewerName: "Reviewer Newest three",
      isVerifiedPurchase: true,
      helpfulCount: 2,
    });
  });
});
