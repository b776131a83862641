// A bag left a day is mailed to its shopper once (docs/product-rules.md#bag-reminder): not twice for the same
// bag, again once it changes, never a week on, never to a shopper who turned it off, and once however many
// processes look at the same moment.
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { cartItems, mailOutbox } from "../../../src/server/schema";
import { sendBagReminders } from "../../../src/cart";
import { describeOnEachDatabase, postPageForm, signedInPageHtml, toastIn } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct } from "./fixtures";

const HOUR_MS = 3_600_000;

describeOnEachDatabase(
  "bag reminders",
  (shop) => {
    it("mails a bag left a day once, again when it changes, and never one a week old or to a shopper who said no", async () => {
      const app = shop().app;
      const tee = await createProduct(app, { name: "Agege Bread Tee", stockQuantity: 20 });
      const cap = await createProduct(app, { name: "Danfo Yellow Cap", stockQuantity: 20 });
      const ada = await createSignedInUser(app, { fullName: "Ada Obi" });
      const bola = await createSignedInUser(app, { fullName: "Bola Ade" });
      const chike = await createSignedInUser(app, { fullName: "Chike Eze" });
      const addToBag = async (token: string, productId: string) =>
        expect((await shop().call("/api/v1/cart/items", { token, json: { productId, quantity: 2 } })).status).toBe(201);
      /** Sets when the shopper's bag last changed, as if they had left it then. */
      const leftAt = (userId: string, at: Date) =>
        app.db.update(cartItems).set({ updatedAt: at }).where(eq(cartItems.userId, userId));
      const mailsTo = (...emails: string[]) =>
        app.db
          .select({ to: mailOutbox.to, kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.text })
          .from(mailOutbox)
          .where(inArray(mailOutbox.to, emails));

      const now = new Date();
      const later = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
      for (const shopper of [ada, bola, chike]) await addToBag(shopper.token, tee.id);
      await leftAt(chike.user.id, new Date(now.getTime() - 8 * 24 * HOUR_MS));

      // Bola turns the reminders off in Settings, where they are on until then.
      expect(await signedInPageHtml(shop(), "/settings", bola.token)).toMatch(/name="remindOfBag" checked=""/);
      const off = await postPageForm(shop(), "/settings", bola.token, { intent: "bag-reminder" });
      expect(toastIn(off)).toEqual({ kind: "success", message: "Bag reminders turned off" });
      expect(await signedInPageHtml(shop(), "/settings", bola.token)).not.toMatch(/name="remindOfBag" checked=""/);

      // Not yet a day.
      expect(await sendBagReminders(app, later(23))).toBe(0);
      // While the owner has them off, nothing goes, and nothing is used up.
      const admin = await createSignedInUser(app, { role: "admin" });
      const ownerSays = async (remindBags: boolean) =>
        expect(
          (await shop().call("/api/v1/admin/settings", { method: "PATCH", token: admin.token, json: { remindBags } }))
            .status,
        ).toBe(200);
      await ownerSays(false);
      expect(await sendBagReminders(app, later(25))).toBe(0);
      await ownerSays(true);
      // A day on, two processes look at once: Ada gets one mail, naming what is in her bag and where it is.
      const [first, second] = await Promise.all([sendBagReminders(app, later(25)), sendBagReminders(app, later(25))]);
      expect(first + second).toBe(1);
      const mails = await mailsTo(ada.user.email, bola.user.email, chike.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: ada.user.email, kind: "bag-reminder" });
      expect(mails[0].subject).toBe("You left something in your bag at BAY");
      expect(mails[0].text).toContain("Agege Bread Tee");
      expect(mails[0].text).toContain("₦");
      expect(mails[0].text).toMatch(/\/cart\b/);
      expect(mails[0].text).toMatch(/\/settings#bag-reminder/);

      // The same bag is not mailed again.
      expect(await sendBagReminders(app, later(30))).toBe(0);
      // Ada adds a cap: a day after that, one more mail, with both pieces.
      await addToBag(ada.token, cap.id);
      await leftAt(ada.user.id, later(31));
      expect(await sendBagReminders(app, later(56))).toBe(1);
      const again = (await mailsTo(ada.user.email)).map((mail) => mail.text);
      expect(again).toHaveLength(2);
      expect(again.some((text) => text.includes("Danfo Yellow Cap") && text.includes("Agege Bread Tee"))).toBe(true);

      // Bola, who said no, and Chike, whose bag is a week old, got nothing.
      expect(await mailsTo(bola.user.email, chike.user.email)).toEqual([]);
      // Turned back on, Bola's bag (changed after nothing was sent) waits for its next change.
      await postPageForm(shop(), "/settings", bola.token, { intent: "bag-reminder", remindOfBag: "on" });
      expect(await signedInPageHtml(shop(), "/settings", bola.token)).toMatch(/name="remindOfBag" checked=""/);
    });
  },
  {},
  { pages: true },
);
