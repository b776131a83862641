// Issue 15: the owner's store settings live in the database, are checked, and reach every page,
// mail and instance as soon as they change.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { mailOutbox, storeSettings } from "../../../src/server/schema";
import { seedStoreSettings } from "../../../src/store";
import { eventually } from "../../support/elsewhere";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { placeTestOrder } from "../payments/helpers";

const OWNERS_SETTINGS = {
  storeName: "Ankara House",
  contactEmail: "Hello@AnkaraHouse.ng",
  phone: "0803 555 0101",
  whatsapp: "+2348035550102",
  instagramUrl: "https://www.instagram.com/ankarahouse",
  facebookUrl: "",
  xUrl: "https://x.com/ankarahouse",
  tiktokUrl: "",
  courierOne: "Red Star Express",
  courierTwo: "DHL Nigeria",
  bankAccountName: "Ankara House Ltd",
  bankAccountNumber: "0987654321",
  bankName: "Access Bank",
  lowStockThreshold: 3,
  imageOrigins: "",
};

describeOnEachDatabase(
  "store settings",
  (shop) => {
    let admin: string;
    let shopper: string;
    beforeAll(async () => {
      await seedStoreSettings(shop().app);
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      shopper = (await createSignedInUser(shop().app)).token;
    });
    const settings = async () => (await shop().call("/api/v1/admin/settings", { token: admin })).body.settings;
    const change = (json: unknown, token = admin) =>
      shop().call("/api/v1/admin/settings", { method: "PATCH", json, token });
    const page = async (path: string) => String((await shop().call(path)).body);

    it("starts from STORE_NAME, BANK_TRANSFER_DETAILS and the shop's defaults", async () => {
      expect(await settings()).toMatchObject({
        storeName: "Adire Lane",
        courierOne: "GIG Logistics",
        courierTwo: "Kwik Delivery",
        bankAccountName: "Adire Lane Ltd",
        bankName: "Zenith Bank",
        bankAccountNumber: "1234567890",
        lowStockThreshold: 5,
        instagramUrl: "",
      });
    });

    it("refuses wrong values with a message for each field and changes nothing", async () => {
      const before = await settings();
      const refused = await change({
        ...OWNERS_SETTINGS,
        phone: "12345",
        whatsapp: "0603 555 0102",
        contactEmail: "not-an-email",
        bankAccountNumber: "12345",
        instagramUrl: "http://evil.example/ankara",
        courierTwo: "   ",
        lowStockThreshold: -1,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toEqual({
        phone: "Please enter a valid Nigerian phone number",
        whatsapp: "Please enter a valid Nigerian WhatsApp number",
        contactEmail: "Please enter a valid email address",
        bankAccountNumber: "The account number (NUBAN) is 10 digits",
        instagramUrl: "Please enter the full address of your Instagram page (https://instagram.com/…)",
        courierTwo: "Please enter the second courier's name",
        lowStockThreshold: "The low-stock threshold cannot be negative",
      });
      expect(await settings()).toEqual(before);
    });

    it("is the owner's alone", async () => {
      expect((await change({ storeName: "Mine now" }, shopper)).status).toBe(403);
      expect((await shop().call("/api/v1/admin/settings", { token: shopper })).status).toBe(403);
    });

    it("shows the owner's change on the next page view: name, contact, WhatsApp, social links and couriers", async () => {
      await page("/"); // cached for visitors before the change
      const saved = await change(OWNERS_SETTINGS);
      expect(saved.status).toBe(200);
      expect(saved.body.settings).toMatchObject({
        contactEmail: "hello@ankarahouse.ng",
        phone: "08035550101",
        whatsapp: "+2348035550102",
      });
      const html = await page("/");
      expect(html).toContain("<title>Ankara House |");
      expect(html).toContain('href="mailto:hello@ankarahouse.ng"');
      expect(html).toContain('href="tel:08035550101"');
      expect(html).toContain('href="https://wa.me/2348035550102"');
      expect(html).toContain('href="https://www.instagram.com/ankarahouse"');
      expect(html).not.toContain("facebook.com");
      expect(html).toContain("Red Star Express");
      expect(html).not.toContain("GIG Logistics");

      const store = (await shop().call("/api/v1/store")).body.store;
      expect(store).toMatchObject({ storeName: "Ankara House", courierTwo: "DHL Nigeria", lowStockThreshold: 3 });
      expect(store).not.toHaveProperty("bankAccountNumber");
    });

    it("keeps what an API client leaves out", async () => {
      expect((await change({ lowStockThreshold: 4 })).status).toBe(200);
      expect(await settings()).toEqual({
        ...OWNERS_SETTINGS,
        contactEmail: "hello@ankarahouse.ng",
        phone: "08035550101",
        lowStockThreshold: 4,
        notifyNewOrders: true, // "Mail me about new orders" (issue 46): on unless the owner turns it off
        remindBags: true, // "Remind shoppers of a bag left a day": on unless the owner turns it off
      });
    });

    it("puts the owner's bank account and contact details in a bank-transfer order's mail, and WhatsApp about it on its page", async () => {
      const { shopper: buyer, order } = await placeTestOrder(shop(), "bank-transfer");
      const [mail] = await shop().app.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email));
      expect(mail.subject).toBe(`Your Ankara House order ${order.orderNumber}`);
      expect(mail.text).toContain("Bank: Access Bank\nAccount name: Ankara House Ltd\nAccount number: 0987654321");
      const orderPage = await page(`/track-order/${order.orderNumber}`);
      const message = `Hello Ankara House, I have a question about my order ${order.orderNumber}.`;
      expect(orderPage).toContain(`href="https://wa.me/2348035550102?text=${encodeURIComponent(message)}"`);
      expect(orderPage).toContain("via Red Star Express or DHL Nigeria");
      expect(mail.text).toContain(
        "Questions? e-mail hello@ankarahouse.ng, call 0803 555 0101 or WhatsApp +234 803 555 0102.",
      );
    });

    it("reaches this instance when another one changes the settings (database notification)", async () => {
      await shop().app.db.update(storeSettings).set({ storeName: "Ankara House Lagos" });
      await eventually(async () => (await shop().call("/api/v1/store")).body.store.storeName === "Ankara House Lagos");
      await eventually(async () => (await page("/shop")).includes("<title>Shop All | Ankara House Lagos</title>"));
    });

    it("is not dropped from other instances' caches when an instance starts and finds the settings there", async () => {
      const { publicCache } = shop().app;
      const before = publicCache.invalidations();
      // What every server process does as it starts, then a change whose notification comes after.
      await seedStoreSettings(shop().app);
      await shop().app.db.update(storeSettings).set({ lowStockThreshold: 4 });
      await eventually(async () => publicCache.invalidations() > before);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(publicCache.invalidations()).toBe(before + 1);
    });
  },
  { STORE_NAME: "Adire Lane", BANK_TRANSFER_DETAILS: "Adire Lane Ltd · Zenith Bank · 1234567890" },
  { pages: true },
);
