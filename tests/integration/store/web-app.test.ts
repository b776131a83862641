// Issue 50, item 1: the manifest the browser installs the shop from, and the icons drawn from its logo.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { seedStoreSettings } from "../../../src/store";
import { appIcons, drawAppIcon, shortStoreName, webAppManifest } from "../../../src/store/web-app";
import { createSignedInUser } from "../../support/users";
import { describeOnEachDatabase, pageHtml } from "../../support/shop";

describe("app icons", () => {
  it("draws square PNGs of 192 and 512 px from the logo, the maskable one on the brand colour", async () => {
    const logo = await readFile("public/favicon.svg");
    for (const size of [192, 512]) {
      for (const purpose of ["any", "maskable"] as const) {
        const meta = await sharp(await drawAppIcon(logo, size, purpose)).metadata();
        expect(meta, `${size} ${purpose}`).toMatchObject({ format: "png", width: size, height: size });
      }
    }
    // Android crops a maskable icon to a circle: its corners are the theme colour, never see-through.
    const { data } = await sharp(await drawAppIcon(logo, 192, "maskable"))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([0x0f, 0x3d, 0x2e, 255]);
  });

  it("draws each icon once and keeps it; a logo that cannot be read is tried again", async () => {
    let reads = 0;
    let broken = true;
    const icon = appIcons(async () => {
      reads++;
      if (broken) throw new Error("no logo");
      return readFile("public/favicon.svg");
    });
    await expect(icon(192, "any")).rejects.toThrow("no logo");
    broken = false;
    const first = await icon(192, "any");
    expect(await icon(192, "any")).toBe(first);
    expect(reads).toBe(2);
  });

  it("cuts a long store name for the launcher at a word", () => {
    expect(shortStoreName("BAY")).toBe("BAY");
    expect(shortStoreName("Ankara House of Lagos")).toBe("Ankara House");
    expect(shortStoreName("Supercalifragilistic")).toBe("Supercalifra");
  });
});

describeOnEachDatabase(
  "web app manifest",
  (shop) => {
    let adminToken: string;
    beforeAll(async () => {
      await seedStoreSettings(shop().app);
      adminToken = (await createSignedInUser(shop().app, { role: "admin" })).token;
    });

    it("is served from the store's settings with what Chromium asks to install an app", async () => {
      const res = await fetch(`${shop().baseUrl}/manifest.webmanifest`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
      const manifest = await res.json();
      expect(manifest).toEqual(webAppManifest({ storeName: "BAY" }));
      expect(manifest).toMatchObject({
        name: "BAY",
        short_name: "BAY",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#0f3d2e",
      });
      const any = manifest.icons.filter((icon: { purpose: string }) => icon.purpose === "any");
      expect(any.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512"]);
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const png = await fetch(`${shop().baseUrl}${icon.src}`);
        expect(png.status, icon.src).toBe(200);
        expect(png.headers.get("content-type")).toBe("image/png");
        const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      }
      expect((await fetch(`${shop().baseUrl}/icons/icon-100.png`)).status).toBe(404);
    });

    it("follows the owner's store name", async () => {
      const changed = await shop().call("/api/v1/admin/settings", {
        method: "PATCH",
        token: adminToken,
        json: { storeName: "Ankara House of Lagos" },
      });
      expect(changed.status).toBe(200);
      const manifest = await (await fetch(`${shop().baseUrl}/manifest.webmanifest`)).json();
      expect(manifest).toMatchObject({ name: "Ankara House of Lagos", short_name: "Ankara House" });
    });

    it("is linked from every page", async () => {
      for (const path of ["/", "/shop", "/login", "/no-such-page"]) {
        expect(await pageHtml(shop(), path), path).toMatch(
          /<link[^>]*rel="manifest"[^>]*href="\/manifest\.webmanifest"/,
        );
      }
    });
  },
  {},
  { pages: true },
);
