// Personal answers are never kept by a browser or proxy (issue 12, item 13): shared computers in
// cybercafés are common, and the next user of one must not find the last one's account in its cache.
import { beforeAll, describe, expect, it } from "vitest";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { changedElsewhere } from "../../support/elsewhere";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

describeOnEachDatabase("Cache-Control of personal answers", (shop) => {
  let shopper: string;
  let admin: string;

  beforeAll(async () => {
    await changedElsewhere(shop().app, () => seedSampleCatalog(shop().app));
    shopper = (await createSignedInUser(shop().app)).token;
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });

  describe("a signed-in shopper's API answers", () => {
    for (const path of ["/api/v1/auth/me", "/api/v1/cart", "/api/v1/orders", "/api/v1/wishlist"]) {
      it(`answers GET ${path} with no-store`, async () => {
        const res = await shop().call(path, { token: shopper });
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-store");
      });
    }

    it("answers the admin API with no-store", async () => {
      for (const path of ["/api/v1/admin/overview", "/api/v1/admin/orders", "/api/v1/admin/users"]) {
        const res = await shop().call(path, { token: admin });
        expect(res.status, path).toBe(200);
        expect(res.headers.get("cache-control"), path).toBe("no-store");
      }
    });

    it("answers a signed-in shopper's public reads with no-store too: they are answered for them", async () => {
      const res = await shop().call("/api/v1/products", { token: shopper });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
    });
  });

  it("answers every page rendered for a signed-in shopper with no-store", async () => {
    // The test server's page handler is a stand-in; the real pages are covered in page-headers.test.ts.
    for (const path of ["/", "/shop", "/product/anything"]) {
      const res = await shop().call(path, { token: shopper });
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("answers personal pages and routes with no-store for a visitor too", async () => {
    const paths = [
      "/cart",
      "/checkout",
      "/orders",
      "/order-history",
      "/settings",
      "/profile",
      "/wishlist",
      "/login",
      "/reset-password?token=x",
      "/forgot-password",
      "/admin",
      "/admin/orders",
      "/track-order/BAY-1",
      "/cart.data",
      "/api/v1/cart",
      "/api/v1/auth/me",
    ];
    for (const path of paths) {
      const res = await shop().call(path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("leaves a visitor's public reads and pages cacheable, from the public cache as before", async () => {
    for (const path of [
      "/api/v1/products",
      "/api/v1/products?category=Jeans",
      "/api/v1/search/suggestions?q=je",
      "/api/v1/news",
      "/",
      "/shop",
      "/cartoons",
    ]) {
      const first = await shop().call(path);
      const second = await shop().call(path);
      expect(first.headers.get("cache-control"), path).toBeNull();
      expect(second.headers.get("cache-control"), path).toBeNull();
    }
  });
});
