// docs/product-rules.md#failure-messages: "Failed to load products" and "Failed to load orders". A list the database cannot give
// is logged and shown empty with that message, not a 500 page. Nothing of ours is mocked: the table
// the list reads is really gone while the page is asked for.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { captureLog } from "../support/log-capture";
import { describeOnEachDatabase } from "../support/shop";
import { createSignedInUser } from "../support/users";

const written = captureLog();

describeOnEachDatabase(
  "lists the database cannot give",
  (shop) => {
    afterEach(() => written.clear());

    async function whileTableIsGone<T>(table: string, act: () => Promise<T>): Promise<T> {
      await shop().app.db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_gone`));
      try {
        return await act();
      } finally {
        await shop().app.db.execute(sql.raw(`ALTER TABLE ${table}_gone RENAME TO ${table}`));
      }
    }
    const loggedFailure = (message: string) =>
      written.entries().some((e) => Number(e.level) >= 50 && e.msg === message);

    function expectMessage(page: { status: number; body: unknown }, message: string) {
      const html = String(page.body);
      expect(page.status).toBe(503);
      expect(html).toMatch(new RegExp(`role="alert"[^>]*>${message}</p>`));
      expect(html).not.toContain("Something went wrong");
      expect(html).not.toContain("_gone");
    }

    it("shows the shop empty with Failed to load products, and the products again once the database answers", async () => {
      const path = `/shop?search=${randomBytes(3).toString("hex")}`;
      const failed = await whileTableIsGone("products", () => shop().call(path));
      expectMessage(failed, "Failed to load products");
      expect(loggedFailure("Failed to load products")).toBe(true);
      // The failure was not kept by the public cache.
      const again = await shop().call(path);
      expect(again.status).toBe(200);
      expect(String(again.body)).toContain("No products found");
    });

    it("shows the order history empty with Failed to load orders", async () => {
      const { token } = await createSignedInUser(shop().app);
      const failed = await whileTableIsGone("orders", () =>
        shop().call("/order-history", { headers: { cookie: `bay_session=${token}` } }),
      );
      expectMessage(failed, "Failed to load orders");
      expect(loggedFailure("Failed to load orders")).toBe(true);
      const again = await shop().call("/order-history", { headers: { cookie: `bay_session=${token}` } });
      expect(again.status).toBe(200);
      expect(String(again.body)).toContain("No orders found");
    });
  },
  {},
  { pages: true, log: written.log },
);
