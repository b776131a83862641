import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { changePassword, deleteAccount, updateProfile } from "../../../src/accounts/profile";
import { userForSession } from "../../../src/accounts/sessions";
import { cartItems, orders, products, users } from "../../../src/server/schema";
import { AppError } from "../../../src/platform/errors";
import { describeOnEachDatabase, type TestShop } from "../../support/shop";
import { PASSWORD, signUpShopper } from "./helpers";

async function signedInTwice(shop: TestShop) {
  const first = await signUpShopper(shop);
  const second = await shop.call("/api/v1/auth/login", { json: { email: first.input.email, password: PASSWORD } });
  const user = (await userForSession(shop.app, first.token))!;
  return { ...first, user, otherToken: second.body.token as string };
}

describeOnEachDatabase("accounts: profile and settings", (shop) => {
  it("updates the name and phone, validating the phone", async () => {
    const { user, token } = await signedInTwice(shop());
    const updated = await updateProfile(shop().app, user, { fullName: " Chidi Eze ", phone: "+234 809 876 5432" });
    expect(updated).toEqual({ fullName: "Chidi Eze", phone: "+2348098765432" });
    expect((await shop().call("/api/v1/auth/me", { token })).body.user.fullName).toBe("Chidi Eze");
    await expect(updateProfile(shop().app, user, { fullName: "Chidi", phone: "555" })).rejects.toThrow(
      "Please enter a valid Nigerian phone number",
    );
    await expect(updateProfile(shop().app, null, { fullName: "X", phone: "08031234567" })).rejects.toMatchObject({
      status: 401,
    });
  });

  it("changes the password after checking the current one and ends the other sessions only", async () => {
    const { user, token, otherToken, input } = await signedInTwice(shop());
    await expect(
      changePassword(shop().app, user, { currentPassword: "wrong-one", newPassword: "new-password-1" }, token),
    ).rejects.toMatchObject({ status: 403, message: "Your current password is incorrect" });
    await changePassword(shop().app, user, { currentPassword: PASSWORD, newPassword: "new-password-1" }, token);
    expect((await shop().call("/api/v1/auth/me", { token })).status).toBe(200);
    expect((await shop().call("/api/v1/auth/me", { token: otherToken })).status).toBe(401);
    const login = await shop().call("/api/v1/auth/login", { json: { email: input.email, password: "new-password-1" } });
    expect(login.status).toBe(200);
  });

  it("deletes the account with its cart and sessions but keeps its orders, anonymised, for the books", async () => {
    const { user, token } = await signedInTwice(shop());
    const { db } = shop().app;
    const [product] = await db
      .insert(products)
      .values({
        name: "Ankara Shirt",
        description: "Bold",
        priceKobo: 2_000_000,
        imageUrl: "/media/s.webp",
        category: "Shirt",
      })
      .returning();
    await db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 1 });
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: "BAY-DELETE1",
        userId: user.id,
        subtotalKobo: 2_000_000,
        shippingFeeKobo: 800_000,
        totalAmountKobo: 2_800_000,
        items: [],
        shippingAddress: { fullName: "A", phone: "08031234567", address: "1 Road", city: "Lagos", state: "Lagos" },
        customerEmail: user.email,
        customerPhone: "08031234567",
        estimatedDeliveryAt: new Date(),
      })
      .returning();

    const wrong = await deleteAccount(shop().app, user, { password: "nope-nope" }).catch((e: AppError) => e);
    expect(wrong).toMatchObject({ status: 403, message: "The password is incorrect" });
    await deleteAccount(shop().app, user, { password: PASSWORD });

    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toHaveLength(0);
    expect((await shop().call("/api/v1/auth/me", { token })).status).toBe(401);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept.userId).toBeNull();
    expect(kept.totalAmountKobo).toBe(2_800_000);
    expect(kept.customerEmail).toBe("");
    expect(kept.customerPhone).toBe("");
    expect(kept.shippingAddress).toEqual({
      fullName: "Deleted customer",
      phone: "",
      address: "",
      city: "Lagos",
      state: "Lagos",
    });
  });

  it("keeps the shop's only admin from deleting their account, until there is another admin", async () => {
    const { user } = await signedInTwice(shop());
    const { db } = shop().app;
    await db.update(users).set({ role: "customer" }).where(eq(users.role, "admin"));
    await db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    const admin = (await userForSession(
      shop().app,
      (await shop().call("/api/v1/auth/login", { json: { email: user.email, password: PASSWORD } })).body.token,
    ))!;
    const refused = await deleteAccount(shop().app, admin, { password: PASSWORD }).catch((e: AppError) => e);
    expect(refused).toMatchObject({
      status: 409,
      message: "You are the shop's only admin. Make someone else an admin before deleting your account.",
    });
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    const other = await signUpShopper(shop());
    await db.update(users).set({ role: "admin" }).where(eq(users.id, other.user.id));
    await deleteAccount(shop().app, admin, { password: PASSWORD });
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });
});
