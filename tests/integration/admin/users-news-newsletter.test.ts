import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { newsletterSubscriptions } from "../../../src/server/schema";
import { publishedNews } from "../../../src/news/posts";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder } from "./helpers";

describeOnEachDatabase("admin users, news and newsletter", (shop) => {
  let admin: { token: string; id: string };
  beforeAll(async () => {
    const signedIn = await createSignedInUser(shop().app, { role: "admin" });
    admin = { token: signedIn.token, id: signedIn.user.id };
  });

  it("lists users with their order count and what they spent, searches them and never shows password hashes", async () => {
    const { user } = await createSignedInUser(shop().app, { fullName: "Ngozi Okafor" });
    const twoShirts = [{ productId: randomUUID(), quantity: 2, priceKobo: 15_000_00 }];
    await insertOrder(shop().app, { items: twoShirts, userId: user.id, status: "Delivered" });
    await insertOrder(shop().app, { items: [], userId: user.id });
    // A cancelled order counts among those placed, but nothing was spent on it.
    await insertOrder(shop().app, { items: twoShirts, userId: user.id, status: "Cancelled" });
    const res = await shop().call("/api/v1/admin/users?search=NGOZI", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({
      id: user.id,
      fullName: "Ngozi Okafor",
      email: user.email,
      phone: "08031234567",
      role: "customer",
      orderCount: 3,
      // ₦30,000 of shirts and ₦8,000 delivery, and an order of delivery alone.
      spentKobo: 38_000_00 + 8_000_00,
    });
    expect(JSON.stringify(res.body)).not.toContain("passwordHash");
    const byEmail = await shop().call(`/api/v1/admin/users?search=${user.email.toUpperCase()}`, { token: admin.token });
    expect(byEmail.body.items.map((u: { id: string }) => u.id)).toEqual([user.id]);
  });

  it("promotes and demotes users, but an admin cannot remove their own admin role", async () => {
    const { user, token } = await createSignedInUser(shop().app);
    const promoted = await shop().call(`/api/v1/admin/users/${user.id}`, {
      method: "PATCH",
      json: { role: "admin" },
      token: admin.token,
    });
    expect(promoted.body.user.role).toBe("admin");
    expect((await shop().call("/api/v1/admin/users", { token })).status).toBe(200);
    await shop().call(`/api/v1/admin/users/${user.id}`, {
      method: "PATCH",
      json: { role: "customer" },
      token: admin.token,
    });
    expect((await shop().call("/api/v1/admin/users", { token })).status).toBe(403);

    const self = await shop().call(`/api/v1/admin/users/${admin.id}`, {
      method: "PATCH",
      json: { role: "customer" },
      token: admin.token,
    });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe("You cannot remove your own admin role.");
    expect((await shop().call("/api/v1/admin/users", { token: admin.token })).status).toBe(200);
    const bad = await shop().call(`/api/v1/admin/users/${user.id}`, {
      method: "PATCH",
      json: { role: "owner" },
      token: admin.token,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("Role must be customer or admin");
  });

  it("creates, edits, publishes, unpublishes and deletes news posts; only published ones are public", async () => {
    const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
      shop().call(path, { ...init, token: admin.token });
    const missing = await call("/api/v1/admin/news", { json: { title: " ", body: "x" } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe("Please enter a title");

    const draft = (await call("/api/v1/admin/news", { json: { title: "New drop", body: "Jerseys are in." } })).body
      .post;
    expect(draft).toMatchObject({ title: "New drop", isPublished: false, publishedAt: null, imageUrl: null });
    expect((await publishedNews(shop().app, 10)).map((p) => p.id)).not.toContain(draft.id);

    const published = (
      await call(`/api/v1/admin/news/${draft.id}`, { method: "PATCH", json: { isPublished: true, title: "New drop!" } })
    ).body.post;
    expect(published).toMatchObject({ title: "New drop!", isPublished: true });
    expect(published.publishedAt).not.toBeNull();
    expect((await publishedNews(shop().app, 10))[0]).toMatchObject({
      id: draft.id,
      title: "New drop!",
      body: "Jerseys are in.",
    });
    const publicIds = async () => (await shop().call("/api/v1/news")).body.items.map((p: { id: string }) => p.id);
    expect(await publicIds()).toContain(draft.id);

    const edited = (
      await call(`/api/v1/admin/news/${draft.id}`, {
        method: "PATCH",
        json: { isPublished: true, body: "More jerseys." },
      })
    ).body.post;
    expect(edited.publishedAt).toBe(published.publishedAt);

    await call(`/api/v1/admin/news/${draft.id}`, { method: "PATCH", json: { isPublished: false } });
    expect((await publishedNews(shop().app, 10)).map((p) => p.id)).not.toContain(draft.id);
    expect(await publicIds()).not.toContain(draft.id);
    const list = await call("/api/v1/admin/news");
    expect(list.body.items.map((p: { id: string }) => p.id)).toContain(draft.id);

    expect((await call(`/api/v1/admin/news/${draft.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/v1/admin/news/${draft.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("lists newsletter subscribers newest first and exports them as CSV", async () => {
    await shop()
      .app.db.insert(newsletterSubscriptions)
      .values([
        { email: "old@example.ng", createdAt: new Date("2026-01-01T10:00:00Z") },
        { email: "=cmd@example.ng", createdAt: new Date("2026-02-01T10:00:00Z") },
        { email: "new@example.ng", createdAt: new Date("2026-03-01T10:00:00Z") },
      ]);
    const list = await shop().call("/api/v1/admin/newsletter", { token: admin.token });
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((s: { email: string }) => s.email)).toEqual([
      "new@example.ng",
      "=cmd@example.ng",
      "old@example.ng",
    ]);

    const csv = await shop().call("/api/v1/admin/newsletter?format=csv", { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body.split("\r\n")).toEqual([
      "email,subscribed_at",
      '"new@example.ng","2026-03-01T10:00:00.000Z"',
      `"'=cmd@example.ng","2026-02-01T10:00:00.000Z"`,
      '"old@example.ng","2026-01-01T10:00:00.000Z"',
      "",
    ]);
  });
});
