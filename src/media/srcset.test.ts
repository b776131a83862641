import { describe, expect, it } from "vitest";
import { imageSrc, imageSrcSet, variantWidths } from "./srcset";

const hash = "0123456789abcdef0123456789abcdef";

describe("image variants from the stored URL", () => {
  it("lists every standard width below the largest, then the largest", () => {
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(960)).toEqual([320, 640, 960]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("builds a srcset from the URL alone", () => {
    expect(imageSrcSet(`/media/${hash}-960.webp`)).toBe(
      `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-960.webp 960w`,
    );
    expect(imageSrcSet(`https://cdn.example.ng/media/${hash}-500.webp`)).toBe(
      `https://cdn.example.ng/media/${hash}-320.webp 320w, https://cdn.example.ng/media/${hash}-500.webp 500w`,
    );
  });

  it("picks the smallest variant at least as wide as asked, else the largest", () => {
    const url = `/media/${hash}-1280.webp`;
    expect(imageSrc(url, 300)).toBe(`/media/${hash}-320.webp`);
    expect(imageSrc(url, 641)).toBe(`/media/${hash}-960.webp`);
    expect(imageSrc(url, 5000)).toBe(url);
  });

  it("leaves URLs of other images alone", () => {
    expect(imageSrcSet("https://example.com/shirt.jpg")).toBeUndefined();
    expect(imageSrc("https://example.com/shirt.jpg", 320)).toBe("https://example.com/shirt.jpg");
    expect(imageSrcSet(`/media/${hash}-960.png`)).toBeUndefined();
  });
});
