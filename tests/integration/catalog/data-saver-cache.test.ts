// Issue 50, item 3: the lighter page on Save-Data or the footer's switch, and the public page cache
// (decision 010) keeping it apart from the full page.
import { beforeAll, expect, it } from "vitest";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { changedElsewhere } from "../../support/elsewhere";
import { describeOnEachDatabase } from "../../support/shop";

describeOnEachDatabase(
  "data saver and the public page cache",
  (shop) => {
    beforeAll(async () => {
      await changedElsewhere(shop().app, () => seedSampleCatalog(shop().app));
    });

    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(shop().baseUrl + path, { headers });
      return { res, html: await res.text() };
    };
    const nonce = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

    it("serves the lighter /shop on Save-Data: on, without scripts or wide pictures", async () => {
      const full = await get("/shop");
      const light = await get("/shop", { "save-data": "on" });
      expect(full.html).toMatch(/srcSet="[^"]* 640w/i);
      expect(full.html).toContain('type="module"');
      expect(light.html).not.toMatch(/srcset=/i);
      expect(light.html).not.toContain('type="module"');
      expect(light.html).toMatch(/src="\/media\/[0-9a-f]{32}-320\.webp"/);
      expect(light.html).toContain('aria-pressed="true"');
      expect(light.html.length).toBeLessThan(full.html.length);
    });

    it("says Vary: Save-Data on pages and keeps one cached copy of each variant", async () => {
      for (const path of ["/", "/shop"]) {
        await expect.poll(async () => nonce((await get(path)).html) === nonce((await get(path)).html)).toBe(true);
        const full = await get(path);
        const light = await get(path, { "save-data": "on" });
        const lightAgain = await get(path, { "save-data": "on" });
        const fullAgain = await get(path);
        for (const { res } of [full, light]) {
          const vary = (res.headers.get("vary") ?? "").toLowerCase();
          expect(vary, path).toContain("save-data");
          expect(vary, path).toContain("accept-encoding");
        }
        // Each variant is rendered once and replayed (same nonce), and never served for the other.
        expect(nonce(lightAgain.html), path).toBe(nonce(light.html));
        expect(nonce(fullAgain.html), path).toBe(nonce(full.html));
        expect(nonce(light.html), path).not.toBe(nonce(full.html));
        expect(fullAgain.html, path).toContain('type="module"');
        expect(lightAgain.html, path).not.toContain('type="module"');
      }
    });

    it("treats the switch's cookie as the same lighter page, and its 'off' as the full one", async () => {
      await expect.poll(async () => nonce((await get("/shop")).html) === nonce((await get("/shop")).html)).toBe(true);
      const light = await get("/shop", { "save-data": "on" });
      const switched = await get("/shop", { cookie: "bay_data_saver=1" });
      // The cookie alone does not make the page personal: it is the cached lighter copy.
      expect(nonce(switched.html)).toBe(nonce(light.html));
      const off = await get("/shop", { "save-data": "on", cookie: "bay_data_saver=0" });
      expect(off.html).toContain('type="module"');
      expect(off.html).toContain('aria-pressed="false"');
    });

    it("switches with a plain form post and sends the shopper back to their page", async () => {
      const res = await fetch(`${shop().baseUrl}/data-saver`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: shop().baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ on: "1", redirectTo: "/shop?category=Jeans" }),
      });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/shop?category=Jeans");
      expect(res.headers.get("set-cookie")).toMatch(
        /^bay_data_saver=1; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
      );
      const elsewhere = await fetch(`${shop().baseUrl}/data-saver`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: shop().baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ on: "0", redirectTo: "https://evil.example/" }),
      });
      expect(elsewhere.headers.get("location")).toBe("/");
      expect(elsewhere.headers.get("set-cookie")).toMatch(/^bay_data_saver=0;/);
    });
  },
  {},
  { pages: true },
);
