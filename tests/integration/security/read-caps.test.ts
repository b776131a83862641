// Issue 12, item 9: costly anonymous reads. Lists page at most MAX_PAGE_DEPTH rows deep (one rule,
// src/platform/paging.ts), and searches have a per-address limit that a shopper never reaches.
import { beforeAll, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { loader as shopLoader } from "../../../app/routes/shop";
import { PAGE_TOO_DEEP } from "../../../src/platform/paging";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

const ZERO_UUID = "00000000-0000-4000-8000-000000000000";

describeOnEachDatabase(
  "read caps",
  (shop) => {
    let admin: string;
    let shopper: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      shopper = (await createSignedInUser(shop().app)).token;
    });

    it("refuses API pages past 10,000 rows deep with 422 and says why, on every list", async () => {
      const tooDeep: Array<[string, string | undefined]> = [
        ["/api/v1/products?page=101&limit=100", undefined],
        ["/api/v1/products?page=10000", undefined],
        [`/api/v1/products/${ZERO_UUID}/reviews?page=5000`, undefined],
        ["/api/v1/news?page=1001", undefined],
        ["/api/v1/orders?page=10000&limit=100", "shopper"],
        ["/api/v1/admin/products?page=10000&limit=100", "admin"],
        ["/api/v1/admin/orders?page=101&limit=100", "admin"],
        ["/api/v1/admin/users?page=1000000", "admin"],
        ["/api/v1/admin/news?page=501", "admin"],
        ["/api/v1/admin/newsletter?page=5001&limit=2", "admin"],
      ];
      for (const [url, who] of tooDeep) {
        const token = who === "admin" ? admin : who === "shopper" ? shopper : undefined;
        const res = await shop().call(url, { token });
        expect(res.status, url).toBe(422);
        expect(res.body.error.message, url).toBe(PAGE_TOO_DEEP);
      }
      // Exactly 10,000 deep is still a page.
      expect((await shop().call("/api/v1/products?page=100&limit=100")).status).toBe(200);
      expect((await shop().call("/api/v1/admin/users?page=500", { token: admin })).status).toBe(200);
    });

    it("answers /shop past 10,000 results deep with 404, without reading the database that deep", async () => {
      const context = { app: shop().app, user: null } as unknown as AppLoadContext;
      const load = (query: string) =>
        shopLoader({ request: new Request(`http://shop.test/shop${query}`), context, params: {} } as never);
      await expect(load("?page=417")).rejects.toMatchObject({ init: { status: 404 } });
      await expect(load("?page=9999&search=shirt")).rejects.toMatchObject({ init: { status: 404 } });
      // A page, not the 503 of a failed read (a DataWithResponseInit).
      const last = (await load("?page=416")) as { page: number };
      expect(last.page).toBe(416);
    });
  },
  { RATE_LIMIT_SEARCH_PER_IP: "5" },
);

describeOnEachDatabase(
  "search limit per address",
  (shop) => {
    it("refuses the sixth search a minute from one address with 429, on the API, suggestions and /shop", async () => {
      for (let i = 0; i < 3; i++) expect((await shop().call(`/api/v1/products?search=shirt${i}`)).status).toBe(200);
      expect((await shop().call("/api/v1/search/suggestions?q=jea")).status).toBe(200);
      expect((await shop().call("/shop?search=hoodie")).body).toBe("page");
      for (const url of [
        "/api/v1/products?search=sixth",
        "/api/v1/search/suggestions?q=sixth",
        "/shop?search=sixth",
        "/shop.data?search=sixth",
      ]) {
        const res = await shop().call(url);
        expect(res.status, url).toBe(429);
        expect(Number(res.headers.get("retry-after")), url).toBeGreaterThan(0);
      }
      expect((await shop().call("/api/v1/products?search=seventh")).body.error.message).toBe(
        "Too many attempts. Please wait a moment and try again.",
      );
      // Browsing without a search is not counted.
      expect((await shop().call("/api/v1/products?category=Jeans")).status).toBe(200);
      expect((await shop().call("/shop?page=2")).body).toBe("page");
    });
  },
  { RATE_LIMIT_SEARCH_PER_IP: "5" },
);

describeOnEachDatabase(
  "search limit and the public cache",
  (shop) => {
    it("does not count searches answered from the public cache", async () => {
      for (let i = 0; i < 20; i++) expect((await shop().call("/api/v1/products?search=jeans")).status).toBe(200);
      expect((await shop().call("/api/v1/products?search=other")).status).toBe(200);
    });
  },
  { RATE_LIMIT_SEARCH_PER_IP: "2", PUBLIC_CACHE_SECONDS: "60" },
);
