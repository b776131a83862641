// Issue 46, items 5, 6 and 8: low stock as a to-do list (grouped by product, the soonest to sell out first,
// restocked in place), back-in-stock demand, the mail outbox as admins see it (never a body), and the
// owner's own mails: each new order, and a daily digest sent once a day however many processes look.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { sendOwnerDigest } from "../../../src/admin";
import { listLowStockProducts, restockEveryVariant, restockVariant } from "../../../src/catalog";
import { mailOutbox, ownerDigests, products, productVariants, stockAlerts } from "../../../src/server/schema";
import { listOutbox } from "../../../src/mail";
import type { CurrentUser } from "../../../src/platform/access";
import { listWaitingDemand } from "../../../src/stock-alerts";
import { updateStoreSettings } from "../../../src/store/store-settings";
import { describeOnEachDatabase, shownText, type ApiJson } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { placeTestOrder } from "../payments/helpers";
import { insertOrder } from "./helpers";

type Cell = { size: string; color: string; stockQuantity: number };
const DAY = 24 * 3_600_000;

describeOnEachDatabase(
  "the owner's views and mails",
  (shop) => {
    let admin: { user: CurrentUser; token: string };
    let shopper: CurrentUser;
    beforeAll(async () => {
      const made = await createSignedInUser(shop().app, { role: "admin", fullName: "Owner Ope" });
      admin = { user: { ...made.user, phone: "", isAdmin: true, adminSessionExpiresAt: null }, token: made.token };
      const customer = await createSignedInUser(shop().app);
      shopper = { ...customer.user, phone: "", isAdmin: false, adminSessionExpiresAt: null };
    });

    async function product(name: string, grid: Cell[]) {
      const res = await shop().call("/api/v1/admin/products", {
        token: admin.token,
        json: {
          name,
          description: "For the owner's lists",
          priceKobo: 20_000_00,
          category: "Jersey",
          imageUrl: "/media/0123456789abcdef0123456789abcdef-800.webp",
          sizes: [...new Set(grid.map((c) => c.size))],
          colors: [...new Set(grid.map((c) => c.color))],
          variants: grid,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.product as ApiJson;
    }
    const variantOf = (p: ApiJson, size: string, color: string) =>
      p.variants.find((v: Cell & { id: string }) => v.size === size && v.color === color).id as string;
    /** `units` of a variant sold `daysAgo` days ago, as an order's line names it. */
    const sold = (p: ApiJson, size: string, color: string, units: number, daysAgo = 3, status?: "Cancelled") =>
      insertOrder(shop().app, {
        items: [{ productId: p.id, variantId: variantOf(p, size, color), quantity: units, size, color }],
        createdAt: new Date(Date.now() - daysAgo * DAY),
        status,
      });

    it("groups low stock by product, the soonest to sell out first, at the last 30 days' pace", async () => {
      const soldOut = await product("Pace Sold Out", [
        { size: "M", color: "Navy", stockQuantity: 0 },
        { size: "L", color: "Navy", stockQuantity: 3 },
        { size: "XL", color: "Navy", stockQuantity: 50 },
      ]);
      const tenDays = await product("Pace Ten Days", [{ size: "M", color: "Red", stockQuantity: 4 }]);
      const fiveDays = await product("Pace Five Days", [{ size: "M", color: "Red", stockQuantity: 5 }]);
      const noSales = await product("Pace No Sales", [{ size: "M", color: "Red", stockQuantity: 2 }]);
      await sold(tenDays, "M", "Red", 12); // 12 in 30 days: 4 last 10 days
      await sold(fiveDays, "M", "Red", 30); // 30 in 30 days: 5 last 5 days
      await sold(fiveDays, "M", "Red", 100, 45); // outside the window
      await sold(noSales, "M", "Red", 9, 2, "Cancelled"); // a cancelled order sold nothing
      await sold(soldOut, "L", "Navy", 3);

      const list = await listLowStockProducts(shop().app, admin.user, { threshold: 5, limit: 100 });
      expect(list.total).toBe(4);
      expect(list.items.map((p) => [p.productName, p.daysLeft])).toEqual([
        ["Pace Sold Out", 0],
        ["Pace Five Days", 5],
        ["Pace Ten Days", 10],
        ["Pace No Sales", null],
      ]);
      // Only the variants at the threshold or fewer, the soonest first; the well-stocked XL is not listed.
      expect(list.items[0].variants.map((v) => [v.size, v.stockQuantity, v.soldLast30Days, v.daysLeft])).toEqual([
        ["M", 0, 0, 0],
        ["L", 3, 3, 30],
      ]);
      expect(list.items[3].variants[0]).toMatchObject({ soldLast30Days: 0, daysLeft: null });
      await expect(listLowStockProducts(shop().app, shopper, {})).rejects.toMatchObject({ status: 403 });
    });

    it("restocks a variant in place: its stock, the product's total as the sum, and the waiting shoppers mailed", async () => {
      const jersey = await product("Restock Jersey", [
        { size: "M", color: "Navy", stockQuantity: 0 },
        { size: "L", color: "Navy", stockQuantity: 4 },
      ]);
      const id = variantOf(jersey, "M", "Navy");
      const waiting = await createSignedInUser(shop().app);
      await shop().app.db.insert(stockAlerts).values({ userId: waiting.user.id, variantId: id });

      await expect(restockVariant(shop().app, shopper, { variantId: id, stockQuantity: 9 })).rejects.toMatchObject({
        status: 403,
      });
      await expect(restockVariant(shop().app, admin.user, { variantId: id, stockQuantity: -2 })).rejects.toMatchObject({
        status: 422,
        message: "New stock cannot be negative",
      });
      await expect(
        restockVariant(shop().app, admin.user, { variantId: "not-an-id", stockQuantity: 2 }),
      ).rejects.toMatchObject({ status: 404 });

      const done = await restockVariant(shop().app, admin.user, { variantId: id, stockQuantity: "12" });
      expect(done).toMatchObject({ productName: "Restock Jersey", size: "M", color: "Navy", stockQuantity: 12 });
      const [row] = await shop()
        .app.db.select({ stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, jersey.id));
      expect(row.stock).toBe(16);
      const [cell] = await shop()
        .app.db.select({ stock: productVariants.stockQuantity })
        .from(productVariants)
        .where(eq(productVariants.id, id));
      expect(cell.stock).toBe(12);
      const mails = await shop()
        .app.db.select({ kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, waiting.user.email));
      expect(mails).toEqual([{ kind: "back-in-stock" }]);
    });

    it("restocks every size and colour shown of a product at once, or nothing when one is not the product's", async () => {
      const hoodie = await product("Every Size Hoodie", [
        { size: "S", color: "Grey", stockQuantity: 0 },
        { size: "M", color: "Grey", stockQuantity: 2 },
        { size: "L", color: "Grey", stockQuantity: 40 },
      ]);
      const other = await product("Other Cap", [{ size: "M", color: "Red", stockQuantity: 0 }]);
      const shown = [variantOf(hoodie, "S", "Grey"), variantOf(hoodie, "M", "Grey")];
      const waiting = await createSignedInUser(shop().app);
      await shop().app.db.insert(stockAlerts).values({ userId: waiting.user.id, variantId: shown[0] });
      const stockOf = async (id: string) =>
        (
          await shop()
            .app.db.select({ stock: productVariants.stockQuantity })
            .from(productVariants)
            .where(eq(productVariants.id, id))
        )[0].stock;

      const every = (input: Record<string, unknown>, user = admin.user) =>
        restockEveryVariant(shop().app, user, { productId: hoodie.id, variantIds: shown, stockQuantity: 10, ...input });
      await expect(every({}, shopper)).rejects.toMatchObject({ status: 403 });
      await expect(every({ stockQuantity: "" })).rejects.toMatchObject({ message: "New stock is required" });
      await expect(every({ variantIds: [] })).rejects.toMatchObject({
        status: 422,
        message: "Choose a size and colour to restock",
      });
      // Another product's size among them: refused whole, the hoodie's own sizes untouched.
      await expect(every({ variantIds: [...shown, variantOf(other, "M", "Red")] })).rejects.toMatchObject({
        status: 404,
      });
      expect([await stockOf(shown[0]), await stockOf(shown[1])]).toEqual([0, 2]);

      const done = await every({ stockQuantity: "10" });
      expect(done).toMatchObject({ productName: "Every Size Hoodie", variants: 2, stockQuantity: 10 });
      expect([await stockOf(shown[0]), await stockOf(shown[1])]).toEqual([10, 10]);
      expect(await stockOf(variantOf(hoodie, "L", "Grey"))).toBe(40); // not shown, not changed
      const [row] = await shop()
        .app.db.select({ stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, hoodie.id));
      expect(row.stock).toBe(60);
      const mails = await shop()
        .app.db.select({ kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, waiting.user.email));
      expect(mails).toEqual([{ kind: "back-in-stock" }]);
    });

    it("takes the restock form from the page for an admin of this shop only (origin checked, value checked)", async () => {
      const jersey = await product("Form Restock Jersey", [{ size: "S", color: "Red", stockQuantity: 1 }]);
      const post = (fields: Record<string, string>, origin?: string) => {
        const body = new FormData();
        for (const [name, value] of Object.entries({ intent: "restock", returnTo: "/admin/low-stock", ...fields }))
          body.append(name, value);
        return shop().call("/admin/low-stock", {
          method: "POST",
          body,
          headers: { cookie: `bay_session=${admin.token}`, ...(origin ? { origin } : {}) },
          redirect: "manual",
        });
      };
      const variantId = variantOf(jersey, "S", "Red");
      expect((await post({ variantId, stockQuantity: "8" }, "https://evil.example")).status).toBe(403);
      const refused = await post({ variantId, stockQuantity: "-1" }, shop().baseUrl);
      expect(refused.status).toBe(302);
      const done = await post({ variantId, stockQuantity: "8" }, shop().baseUrl);
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe("/admin/low-stock");
      const [cell] = await shop()
        .app.db.select({ stock: productVariants.stockQuantity })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      expect(cell.stock).toBe(8);

      const page = shownText(
        (await shop().call("/admin/low-stock", { headers: { cookie: `bay_session=${admin.token}` } })).body,
      );
      expect(page).toContain("Low Stock");
      expect(page).toContain("Pace Sold Out");
      expect(page).not.toContain("Form Restock Jersey");
    });

    it("counts who waits for each size and colour, the most wanted first, and shows no shopper", async () => {
      const tee = await product("Demand Tee", [
        { size: "M", color: "Black", stockQuantity: 0 },
        { size: "L", color: "Black", stockQuantity: 0 },
      ]);
      const shoppers = await Promise.all([1, 2, 3].map(() => createSignedInUser(shop().app)));
      const wait = (userId: string, size: string) =>
        shop()
          .app.db.insert(stockAlerts)
          .values({ userId, variantId: variantOf(tee, size, "Black") });
      await wait(shoppers[0].user.id, "M");
      for (const s of shoppers) await wait(s.user.id, "L");
      // A mailed alert waits no more.
      await shop()
        .app.db.insert(stockAlerts)
        .values({ userId: shopper.id, variantId: variantOf(tee, "M", "Black"), notifiedAt: new Date() });

      const demand = await listWaitingDemand(shop().app, admin.user, {});
      const mine = demand.items.filter((row) => row.productId === tee.id);
      expect(mine.map((row) => [row.size, row.color, row.waiting, row.stockQuantity])).toEqual([
        ["L", "Black", 3, 0],
        ["M", "Black", 1, 0],
      ]);
      expect(JSON.stringify(demand)).not.toContain("@example.ng");
      await expect(listWaitingDemand(shop().app, shopper, {})).rejects.toMatchObject({ status: 403 });
    });

    it("lists the outbox paged with recipient, subject, kind, status and error, never a body", async () => {
      const { order, shopper: buyer } = await placeTestOrder(shop(), "bank-transfer");
      await shop()
        .app.db.update(mailOutbox)
        .set({ status: "failed", lastError: "550 mailbox unavailable", attempts: 8 })
        .where(eq(mailOutbox.to, buyer.user.email));
      const page = await listOutbox(shop().app, admin.user, { limit: 100 });
      const mail = page.items.find((m) => m.to === buyer.user.email)!;
      expect(mail).toMatchObject({
        subject: `Your BAY order ${order.orderNumber}`,
        kind: "order-confirmation",
        status: "failed",
        lastError: "550 mailbox unavailable",
      });
      expect(Object.keys(mail)).not.toContain("text");
      expect(Object.keys(mail)).not.toContain("html");
      const failed = await listOutbox(shop().app, admin.user, { status: "failed" });
      expect(failed.items.every((m) => m.status === "failed")).toBe(true);
      expect((await listOutbox(shop().app, admin.user, { limit: 1, page: 2 })).items).toHaveLength(1);
      await expect(listOutbox(shop().app, shopper, {})).rejects.toMatchObject({ status: 403 });

      // The page shows the mail without its body, and says mail is kept while SMTP_URL is unset.
      const cookie = { cookie: `bay_session=${admin.token}` };
      const html = shownText((await shop().call("/admin/mail?status=failed", { headers: cookie })).body);
      expect(html).toContain(buyer.user.email);
      expect(html).toContain("550 mailbox unavailable");
      expect(html).toContain("Order confirmation");
      expect(html).not.toContain("/track-order/");
      const overview = shownText((await shop().call("/admin", { headers: cookie })).body);
      expect(overview).toContain("Mail is kept, not sent: set SMTP_URL");
    });

    it("mails the owner each new order with a link to its admin page, unless they turned it off", async () => {
      const before = await placeTestOrder(shop(), "pay-on-delivery");
      const ownerMails = () =>
        shop()
          .app.db.select({ subject: mailOutbox.subject, text: mailOutbox.text, kind: mailOutbox.kind })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, "owner@bay.test"));
      expect(await ownerMails()).toEqual([]); // no contact address yet: nobody to tell
      expect(before.order.orderNumber).toBeTruthy();

      await updateStoreSettings(shop().app, admin.user, { contactEmail: "owner@bay.test" });
      const { order } = await placeTestOrder(shop(), "bank-transfer");
      const [mail] = await ownerMails();
      expect(mail.kind).toBe("owner-new-order");
      expect(mail.subject).toBe(`New order ${order.orderNumber}: ₦32,000 (Bank Transfer)`);
      expect(mail.text).toContain("Ankara Tee (Size M, Colour Blue) × 2");
      expect(mail.text).toContain(`${shop().app.config.PUBLIC_URL}/admin/orders/${order.orderNumber}`);

      await updateStoreSettings(shop().app, admin.user, { notifyNewOrders: false });
      await placeTestOrder(shop(), "bank-transfer");
      expect(await ownerMails()).toHaveLength(1);
      await updateStoreSettings(shop().app, admin.user, { notifyNewOrders: true });
    });

    it("sends the daily digest once a day, from 08:00 Lagos, even when several processes look at once", async () => {
      await updateStoreSettings(shop().app, admin.user, { contactEmail: "digest@bay.test", lowStockThreshold: 5 });
      const now = new Date("2031-03-10T08:30:00Z"); // 09:30 in Lagos
      const reached = await product("Digest Jersey", [{ size: "M", color: "Black", stockQuantity: 2 }]);
      const late = await insertOrder(shop().app, {
        items: [{ productId: reached.id, quantity: 1 }],
        paymentMethod: "bank-transfer",
        fullName: "Late Payer",
        createdAt: new Date(now.getTime() - 2 * DAY),
      });
      const fresh = await insertOrder(shop().app, {
        items: [{ productId: reached.id, quantity: 1 }],
        paymentMethod: "bank-transfer",
        createdAt: new Date(now.getTime() - 3_600_000),
      });
      const early = new Date("2031-03-10T06:00:00Z"); // 07:00 in Lagos
      expect(await sendOwnerDigest(shop().app, early)).toBe("not-yet");

      // The variants' stock changed "now" for the database; the digest looks at the day before `now`.
      await shop()
        .app.db.update(productVariants)
        .set({ updatedAt: new Date(now.getTime() - 3_600_000) })
        .where(eq(productVariants.productId, reached.id));
      const outcomes = await Promise.all([1, 2, 3].map(() => sendOwnerDigest(shop().app, now)));
      expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "already-sent")).toHaveLength(2);
      expect(await sendOwnerDigest(shop().app, new Date(now.getTime() + 3_600_000))).toBe("already-sent");

      const mails = await shop()
        .app.db.select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, ["digest@bay.test"]));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: "owner-digest", subject: "BAY daily digest for 2031-03-10" });
      expect(mails[0].text).toContain("Digest Jersey (Size M, Colour Black): 2 left");
      expect(mails[0].text).toContain(`${late.orderNumber} · Late Payer`);
      expect(mails[0].text).not.toContain(fresh.orderNumber);
      const claimed = await shop().app.db.select().from(ownerDigests).where(eq(ownerDigests.day, "2031-03-10"));
      expect(claimed).toHaveLength(1);
      // The next day is a new digest.
      expect(await sendOwnerDigest(shop().app, new Date(now.getTime() + DAY))).toBe("sent");
    });
  },
  { PUBLIC_URL: "https://shop.bay.test" },
  { pages: true },
);
