import { describe, expect, it } from "vitest";
import { keptProduct, mayKeep, offlinePage, pictureWidths, productPageKey, productPageOfData } from "./offline-list";

const answer = (
  headers: Record<string, string>,
  extra: Partial<{ status: number; type: string; redirected: boolean }> = {},
) => ({
  status: 200,
  type: "basic",
  redirected: false,
  headers: new Headers(headers),
  ...extra,
});

describe("what the service worker keeps", () => {
  it("keeps a whole public answer of the shop's own, never a no-store or private one", () => {
    expect(mayKeep(answer({ "content-type": "text/html" }))).toBe(true);
    expect(mayKeep(answer({ "cache-control": "no-store" }))).toBe(false);
    expect(mayKeep(answer({ "cache-control": "private, max-age=60" }))).toBe(false);
    expect(mayKeep(answer({}, { status: 404 }))).toBe(false);
    expect(mayKeep(answer({}, { type: "opaque" }))).toBe(false);
    expect(mayKeep(answer({}, { redirected: true }))).toBe(false);
  });

  it("keeps one entry per product whatever size or colour was asked about", () => {
    expect(productPageKey("https://bay.ng/product/abc?size=M&color=Red")).toBe("https://bay.ng/product/abc");
    expect(productPageOfData("/product/abc.data")).toBe("/product/abc");
    expect(productPageOfData("/cart.data")).toBeNull();
  });
});

describe("the offline page", () => {
  const page = `<html><head><meta property="og:title" content="Ankara &amp; Lace Shirt"/><meta property="og:image" content="https://bay.ng/media/${"a".repeat(32)}-1280.webp"/><meta property="product:price:amount" content="12500.00"/></head></html>`;

  it("reads a kept page's name, price and picture from its Open Graph tags", () => {
    expect(keptProduct("https://bay.ng/product/abc", page)).toEqual({
      href: "https://bay.ng/product/abc",
      name: "Ankara & Lace Shirt",
      price: "₦12,500",
      picture: `/media/${"a".repeat(32)}-1280.webp`,
    });
    expect(pictureWidths(`/media/${"a".repeat(32)}-1280.webp`)[0]).toBe(`/media/${"a".repeat(32)}-320.webp`);
  });

  it("fills the list, escaped, and drops the page's scripts", () => {
    const html =
      '<main><ul data-offline-list="" class="x"></ul></main><script type="module">start()</script><link rel="modulepreload" href="/a.js"/>';
    const filled = offlinePage(html, [{ href: "/product/abc", name: "<Agbada>", price: "₦9,000", picture: null }]);
    expect(filled).toContain(
      '<a class="offline-product" href="/product/abc"><span>&#60;Agbada&#62;</span> <span>₦9,000</span></a>',
    );
    expect(filled).not.toContain("<script");
    expect(filled).not.toContain("modulepreload");
    expect(offlinePage(html, [])).toContain("No product pages are saved on this phone yet.");
  });
});
