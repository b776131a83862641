import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipPageKeepingStylesheet } from "./page-gzip";

const stylesheet = Array.from(
  { length: 900 },
  (_, i) => `.c${i}{margin:${i % 7}px;color:#${(i * 4099).toString(16).padStart(6, "0").slice(0, 6)}}`,
).join("");
const page = (nonce: string, main: string) =>
  `<!DOCTYPE html><html lang="en-NG"><head><title>Your Cart | BAY</title><style nonce="${nonce}">${stylesheet}</style></head>` +
  `<body><header>BAY</header><main>${main}</main><script nonce="${nonce}">window.x="₦18,500"</script></body></html>`;

describe("a page gzip-compressed with its stylesheet compressed once", () => {
  it("decompresses to the page, byte for byte, for each page sharing the stylesheet", () => {
    for (const [nonce, main] of [
      ["n1", "<p>Ada's bag: 3 lines, Naïve Ankara shirt</p>"],
      ["n2", "<p>Another shopper's orders</p>".repeat(50)],
      ["n3", ""],
    ]) {
      const html = page(nonce, main);
      const gzipped = gzipPageKeepingStylesheet(Buffer.from(html))!;
      expect(gunzipSync(gzipped).toString("utf8")).toBe(html);
    }
  });

  it("is about as small as compressing the page whole", () => {
    const html = page("n", "<p>A cart line</p>".repeat(40));
    expect(gzipPageKeepingStylesheet(Buffer.from(html))!.length).toBeLessThan(gzipSync(html).length * 1.05);
  });

  it("leaves pages without a large inline stylesheet to be compressed whole", () => {
    expect(gzipPageKeepingStylesheet(Buffer.from("<html><body><p>no style</p></body></html>"))).toBeNull();
    expect(gzipPageKeepingStylesheet(Buffer.from("<html><head><style>p{margin:0}</style></head></html>"))).toBeNull();
    expect(gzipPageKeepingStylesheet(Buffer.from(`<html><head><style>${stylesheet}`))).toBeNull();
  });
});
