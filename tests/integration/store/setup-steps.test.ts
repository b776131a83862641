// The owner's "Get your shop ready" list on the admin overview: what a new shop still needs before
// shoppers can trust it (the sample bank account above all), each gone once the owner has done it.
import { expect, it } from "vitest";
import { setupSteps } from "../../../src/store";
import type { CurrentUser } from "../../../src/platform/access";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

describeOnEachDatabase("the owner's setup steps", (shop) => {
  it("lists the sample bank account first, then each missing detail, and nothing once all are done", async () => {
    const made = await createSignedInUser(shop().app, { role: "admin" });
    const owner: CurrentUser = { ...made.user, phone: "", isAdmin: true, adminSessionExpiresAt: null };
    const steps = async () => (await setupSteps(shop().app, owner)).map((step) => step.id);
    const admin = (path: string, method: string, json: unknown) =>
      shop().call(`/api/v1${path}`, { token: made.token, method, json });

    expect(await steps()).toEqual(["bank", "contact-email", "reach", "policies"]);

    expect((await admin("/admin/settings", "PATCH", { bankAccountNumber: "0581234567" })).status).toBe(200);
    expect((await admin("/admin/settings", "PATCH", { contactEmail: "hello@bay.ng" })).status).toBe(200);
    expect(await steps()).toEqual(["reach", "policies"]);

    expect((await admin("/admin/settings", "PATCH", { whatsapp: "0803 555 0102" })).status).toBe(200);
    expect((await admin("/admin/pages/returns", "PUT", { body: "Return within 7 days." })).status).toBe(200);
    expect(await steps()).toEqual(["policies"]);
    expect((await admin("/admin/pages/delivery", "PUT", { body: "Lagos in 24 hours." })).status).toBe(200);
    expect(await steps()).toEqual([]);
  });

  it("is the owner's alone", async () => {
    const made = await createSignedInUser(shop().app);
    const shopper: CurrentUser = { ...made.user, phone: "", isAdmin: false, adminSessionExpiresAt: null };
    await expect(setupSteps(shop().app, shopper)).rejects.toMatchObject({ status: 403 });
  });
});
