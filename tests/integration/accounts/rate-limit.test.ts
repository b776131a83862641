import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rateLimits } from "../../../src/server/schema";
import { consumeRateLimit } from "../../../src/platform/rate-limit";
import { describeOnEachDatabase } from "../../support/shop";

describeOnEachDatabase("platform: database rate limits", (shop) => {
  it("allows `limit` attempts per window, then refuses with the seconds left, then starts a new window", async () => {
    const { app } = shop();
    for (let i = 0; i < 3; i++) await consumeRateLimit(app, "t:window", 3, 60);
    const refused = await consumeRateLimit(app, "t:window", 3, 60).catch((e) => e);
    expect(refused).toMatchObject({ status: 429, code: "rate_limited" });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await app.db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, "t:window"));
    await consumeRateLimit(app, "t:window", 3, 60);
    const [row] = await app.db.select().from(rateLimits).where(eq(rateLimits.key, "t:window"));
    expect(row.count).toBe(1);
  });

  it("lets exactly `limit` of many simultaneous attempts through", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => consumeRateLimit(shop().app, "t:race", 7, 60)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(7);
  });
});
