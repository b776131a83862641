import { beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

const NIL = "00000000-0000-0000-0000-000000000000";

// Every admin endpoint, with the method and a body that an admin call accepts (or answers 404 for an unknown id).
const endpoints: Array<{ method: string; path: string; json?: unknown; adminStatus: number }> = [
  { method: "GET", path: "/api/v1/admin/products", adminStatus: 200 },
  { method: "POST", path: "/api/v1/admin/products", json: {}, adminStatus: 422 },
  { method: "PATCH", path: `/api/v1/admin/products/${NIL}`, json: { name: "x" }, adminStatus: 404 },
  { method: "DELETE", path: `/api/v1/admin/products/${NIL}`, adminStatus: 404 },
  { method: "POST", path: "/api/v1/admin/uploads", adminStatus: 422 },
  { method: "GET", path: "/api/v1/admin/orders", adminStatus: 200 },
  { method: "PATCH", path: `/api/v1/admin/orders/${NIL}`, json: { status: "Shipped" }, adminStatus: 404 },
  {
    method: "PATCH",
    path: `/api/v1/admin/orders/${NIL}/payment`,
    json: { paymentStatus: "Verified" },
    adminStatus: 404,
  },
  { method: "GET", path: "/api/v1/admin/users", adminStatus: 200 },
  { method: "PATCH", path: `/api/v1/admin/users/${NIL}`, json: { role: "admin" }, adminStatus: 404 },
  { method: "GET", path: "/api/v1/admin/news", adminStatus: 200 },
  { method: "POST", path: "/api/v1/admin/news", json: { title: "Hello", body: "World" }, adminStatus: 201 },
  { method: "PATCH", path: `/api/v1/admin/news/${NIL}`, json: { title: "x" }, adminStatus: 404 },
  { method: "DELETE", path: `/api/v1/admin/news/${NIL}`, adminStatus: 404 },
  { method: "GET", path: "/api/v1/admin/newsletter", adminStatus: 200 },
  { method: "GET", path: "/api/v1/admin/newsletter?format=csv", adminStatus: 200 },
];

describeOnEachDatabase("admin API access", (shop) => {
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    customer = (await createSignedInUser(shop().app)).token;
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: visitor 401, customer 403, admin ${endpoint.adminStatus}`, async () => {
      const call = (token?: string) =>
        shop().call(endpoint.path, { method: endpoint.method, json: endpoint.json, token });
      const visitor = await call();
      expect(visitor.status).toBe(401);
      expect(visitor.body.error.code).toBe("unauthorized");
      const shopper = await call(customer);
      expect(shopper.status).toBe(403);
      expect(shopper.body.error.message).toBe("Admins only.");
      expect((await call(admin)).status).toBe(endpoint.adminStatus);
    });
  }
});
