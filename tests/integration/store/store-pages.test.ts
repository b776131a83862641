// Issue 45 item 8: the owner writes the shop's returns, delivery, size guide, privacy, terms, about and FAQ
// pages; shoppers read them at /pages/{slug}, linked from the footer (the size guide from a product's sizes too),
// as safe HTML.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { storePages } from "../../../src/server/schema";
import { DEFAULT_PAGE_TEXTS } from "../../../src/store/default-pages";
import { seedStoreSettings } from "../../../src/store";
import { eventually } from "../../support/elsewhere";
import { describeOnEachDatabase, pageHtml } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { ownerAddsProduct } from "../../support/products";

const SLUGS = ["returns", "delivery", "size-guide", "privacy", "terms", "about", "faq"];

describeOnEachDatabase(
  "shop pages",
  (shop) => {
    let admin: string;
    let shopper: string;
    beforeAll(async () => {
      await seedStoreSettings(shop().app);
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      shopper = (await createSignedInUser(shop().app)).token;
    });

    /** The editor's form as a browser posts it, with or without JavaScript. */
    const postPage = (slug: string, body: string, { token = admin, origin = shop().baseUrl } = {}) => {
      const form = new FormData();
      form.append("intent", "save");
      form.append("body", body);
      return shop().call(`/admin/pages/${slug}`, {
        method: "POST",
        body: form,
        headers: { cookie: `bay_session=${token}`, origin },
        redirect: "manual",
      });
    };
    const footerLinks = async () =>
      [...(await pageHtml(shop(), "/news")).matchAll(/href="\/pages\/([a-z-]+)"/g)].map((match) => match[1]);

    it("opens a new shop with no page: each a 404 and unlinked until the owner saves the suggested text", async () => {
      for (const slug of SLUGS) expect((await shop().call(`/pages/${slug}`)).status, slug).toBe(404);
      expect(await footerLinks()).toEqual([]);
      const drafts = await shop().call("/api/v1/admin/pages", { token: admin });
      expect(drafts.body.items.map((page: { slug: string }) => page.slug)).toEqual(SLUGS);
      for (const draft of drafts.body.items) expect(draft).toMatchObject({ body: "", updatedAt: null });
      expect(drafts.body.items[0].suggestedBody).toContain("within **7 days** of delivery");

      for (const slug of SLUGS) {
        const text = DEFAULT_PAGE_TEXTS[slug as keyof typeof DEFAULT_PAGE_TEXTS];
        expect((await postPage(slug, text)).status).toBe(302);
      }
      const returns = await pageHtml(shop(), "/pages/returns");
      expect(returns).toContain("Returns &amp; exchanges</h1>");
      expect(returns).toContain("within <strong>7 days</strong> of delivery");
      expect(returns).toContain("<h2>How to return an item</h2>");
      for (const slug of SLUGS) expect((await shop().call(`/pages/${slug}`)).status, slug).toBe(200);
      expect(await footerLinks()).toEqual(SLUGS);
      expect((await shop().call("/pages/shipping")).status).toBe(404);
      const api = await shop().call("/api/v1/pages/faq");
      expect(api.status).toBe(200);
      expect(api.body.page).toMatchObject({ slug: "faq", title: "FAQ" });
      expect(api.body.page.html).toContain("<h2>How long does delivery take?</h2>");
    });

    it("links the size guide beside a product's sizes once written, and shows its tables", async () => {
      const guide = await pageHtml(shop(), "/pages/size-guide");
      expect(guide).toContain("Size guide</h1>");
      expect(guide).toContain('<th scope="col">Chest (cm)</th>');
      expect(guide).toContain('<tr><th scope="row">XL</th><td>110-115</td><td>43-45</td></tr>');

      const addProduct = async (sizes: string[]) => {
        const product = await ownerAddsProduct(shop(), admin, {
          name: `Guide ${sizes.join(" ")} ${Date.now()}`,
          category: sizes.length > 1 ? "Jersey" : "Hat",
          sizes,
          colors: ["Navy"],
          variants: sizes.map((size) => ({ size, color: "Navy", stockQuantity: 3 })),
        });
        return `/product/${product.id}`;
      };
      const sizeGuideBySizes = /<legend[^>]*><span id="[^"]+">Size<\/span><a[^>]*href="\/pages\/size-guide"/;
      const jersey = await addProduct(["M", "L"]);
      expect(await pageHtml(shop(), jersey)).toMatch(sizeGuideBySizes);
      // One size has nothing to choose, and nothing to look up.
      expect(await pageHtml(shop(), await addProduct(["One Size"]))).not.toMatch(/">Size<\/span>/);

      expect((await postPage("size-guide", "")).status).toBe(302);
      expect(await pageHtml(shop(), jersey)).not.toMatch(sizeGuideBySizes);
      expect((await postPage("size-guide", DEFAULT_PAGE_TEXTS["size-guide"])).status).toBe(302);
    });

    it("shows the owner's text as safe HTML at once, to visitors served from the cache too", async () => {
      await pageHtml(shop(), "/pages/delivery"); // cached for visitors before the change
      const saved = await postPage(
        "delivery",
        [
          "## Lagos",
          "Same day on orders before **noon**.",
          "",
          "<script>alert('x')</script>",
          "[Call us](tel:+2348035550101) or [win a prize](javascript:alert(1))",
        ].join("\n"),
      );
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe("/admin/pages");
      const html = await pageHtml(shop(), "/pages/delivery");
      expect(html).toContain("<h2>Lagos</h2>\n<p>Same day on orders before <strong>noon</strong>.</p>");
      expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
      expect(html).not.toContain("<script>alert");
      expect(html).toContain('<a href="tel:+2348035550101">Call us</a> or win a prize');
      expect(html).not.toContain("javascript:alert");
    });

    it("is the owner's alone to edit, and only from the shop's own pages", async () => {
      const article = async () => (await pageHtml(shop(), "/pages/about")).match(/<article[^]*<\/article>/)?.[0];
      const before = await article();
      const asShopper = await postPage("about", "Hacked", { token: shopper });
      expect(asShopper.status).toBe(302);
      expect(asShopper.headers.get("location")).toBe("/");
      const fromElsewhere = await postPage("about", "Hacked", { origin: "https://evil.example" });
      expect(fromElsewhere.status).toBe(403);
      const put = (token: string) =>
        shop().call("/api/v1/admin/pages/about", { method: "PUT", json: { body: "Hacked" }, token });
      expect((await put(shopper)).status).toBe(403);
      expect((await shop().call("/api/v1/admin/pages", { token: shopper })).status).toBe(403);
      expect(await article()).toBe(before);

      const byApi = await put(admin);
      expect(byApi.status).toBe(200);
      expect(byApi.body.page).toMatchObject({ slug: "about", title: "About us", body: "Hacked" });
      expect(
        (await shop().call("/api/v1/admin/pages/imprint", { method: "PUT", json: { body: "x" }, token: admin })).status,
      ).toBe(404);
    });

    it("refuses a text that is too long, and keeps the page as it was", async () => {
      const refused = await postPage("terms", "x".repeat(20_001));
      expect(refused.status).toBe(422);
      expect(refused.body).toContain("The page&#x27;s text is at most 20,000 characters");
      expect(await pageHtml(shop(), "/pages/terms")).toContain("These terms apply to every order");
    });

    it("takes an emptied page off the shop: not found and not linked", async () => {
      expect((await postPage("privacy", "   ")).status).toBe(302);
      expect((await shop().call("/pages/privacy")).status).toBe(404);
      expect(await footerLinks()).not.toContain("privacy");
      const listed = await shop().call("/api/v1/admin/pages", { token: admin });
      expect(listed.body.items.find((page: { slug: string }) => page.slug === "privacy")).toMatchObject({ body: "" });
    });

    it("reaches this instance when another one changes a page (database notification)", async () => {
      await pageHtml(shop(), "/pages/faq");
      await shop()
        .app.db.update(storePages)
        .set({ body: "## Do you ship abroad?\nNot yet." })
        .where(eq(storePages.slug, "faq"));
      await eventually(async () => (await pageHtml(shop(), "/pages/faq")).includes("<h2>Do you ship abroad?</h2>"));
    });

    it("shows no social links the owner has not set, and no card brands while the shop takes no cards", async () => {
      const html = await pageHtml(shop(), "/news");
      for (const site of ["instagram.com", "facebook.com", "x.com", "tiktok.com"]) expect(html).not.toContain(site);
      expect(html).not.toContain("Mastercard");
      expect(html).not.toContain("We accept");
    });
  },
  {},
  { pages: true },
);
