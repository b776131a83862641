import { expect, it } from "vitest";
import { toggleWishlist } from "../../../src/wishlist/wishlist-service";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct } from "./fixtures";

describeOnEachDatabase("wishlist", (shop) => {
  it("asks a signed-out visitor to sign in", async () => {
    const product = await createProduct(shop().app);
    const res = await shop().call(`/api/v1/wishlist/${product.id}`, { method: "PUT" });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe("Please sign in to add items to wishlist");
    expect((await shop().call("/api/v1/wishlist")).status).toBe(401);
  });

  it("adds once, lists newest first and removes", async () => {
    const { token } = await createSignedInUser(shop().app);
    const first = await createProduct(shop().app, { name: "First Jersey" });
    const second = await createProduct(shop().app, { name: "Second Jersey" });
    expect((await shop().call(`/api/v1/wishlist/${first.id}`, { method: "PUT", token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await shop().call(`/api/v1/wishlist/${second.id}`, { method: "PUT", token });
    await shop().call(`/api/v1/wishlist/${second.id}`, { method: "PUT", token });
    const list = await shop().call("/api/v1/wishlist", { token });
    expect(list.body.items.map((i: any) => i.product.name)).toEqual(["Second Jersey", "First Jersey"]);

    const removed = await shop().call(`/api/v1/wishlist/${second.id}`, { method: "DELETE", token });
    expect(removed.body.items.map((i: any) => i.productId)).toEqual([first.id]);
  });

  it("answers Product not found for an unknown product", async () => {
    const { token } = await createSignedInUser(shop().app);
    const res = await shop().call("/api/v1/wishlist/00000000-0000-4000-8000-000000000000", { method: "PUT", token });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Product not found");
  });

  it("toggles a product on and off, and keeps each shopper's list to themselves", async () => {
    const a = await createSignedInUser(shop().app);
    const b = await createSignedInUser(shop().app);
    const product = await createProduct(shop().app);
    const asUser = (u: typeof a.user) => ({ ...u, phone: u.phoneNumber, isAdmin: false, adminSessionExpiresAt: null });
    expect(await toggleWishlist(shop().app, asUser(a.user), product.id)).toEqual({ inWishlist: true });
    expect((await shop().call("/api/v1/wishlist", { token: b.token })).body.items).toEqual([]);
    await shop().call(`/api/v1/wishlist/${product.id}`, { method: "DELETE", token: b.token });
    expect((await shop().call("/api/v1/wishlist", { token: a.token })).body.items).toHaveLength(1);
    expect(await toggleWishlist(shop().app, asUser(a.user), product.id)).toEqual({ inWishlist: false });
    expect((await shop().call("/api/v1/wishlist", { token: a.token })).body.items).toEqual([]);
  });
});
