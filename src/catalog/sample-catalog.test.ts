import { describe, expect, it } from "vitest";
import { CATEGORIES, COLORS, FEATURED_PRIORITY_BELOW, LOW_STOCK_THRESHOLD, ONE_SIZE, SIZES } from "@/shop/constants";
import { SAMPLE_CATALOG } from "./sample-catalog";

describe("the sample catalog", () => {
  it("has at least 30 products covering all nine categories", () => {
    expect(SAMPLE_CATALOG.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SAMPLE_CATALOG.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  });

  it("has exactly three featured products", () => {
    expect(SAMPLE_CATALOG.filter((p) => (p.priority ?? 999) < FEATURED_PRIORITY_BELOW)).toHaveLength(3);
  });

  it("puts some products on sale below their price, some new, some nearly or fully sold out", () => {
    const onSale = SAMPLE_CATALOG.filter((p) => p.salePriceNaira !== undefined);
    expect(onSale.length).toBeGreaterThanOrEqual(3);
    expect(onSale.every((p) => p.salePriceNaira! < p.priceNaira)).toBe(true);
    expect(SAMPLE_CATALOG.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(3);
    expect(SAMPLE_CATALOG.filter((p) => p.stock > 0 && p.stock <= LOW_STOCK_THRESHOLD).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(SAMPLE_CATALOG.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(1);
  });

  it("uses only the shop's sizes and colours: waists for jeans, One Size for hats", () => {
    const sizes = new Set<string>(SIZES);
    for (const p of SAMPLE_CATALOG) {
      expect(p.colors.length).toBeGreaterThan(0);
      expect(
        p.colors.every((c) => (COLORS as readonly string[]).includes(c)),
        p.name,
      ).toBe(true);
      if (p.category === "Hat") expect(p.sizes).toEqual([ONE_SIZE]);
      else
        expect(
          p.sizes.every((s) => sizes.has(s)),
          p.name,
        ).toBe(true);
      if (p.category === "Jeans") expect(p.sizes.every((s) => /^\d\d$/.test(s))).toBe(true);
    }
  });

  it("prices like a Nigerian store: jerseys ₦18k-35k, jeans ₦15k-40k, hats ₦5k-12k", () => {
    const within = (category: string, min: number, max: number) =>
      SAMPLE_CATALOG.filter((p) => p.category === category).every((p) => p.priceNaira >= min && p.priceNaira <= max);
    expect(within("Jersey", 18_000, 35_000)).toBe(true);
    expect(within("Jeans", 15_000, 40_000)).toBe(true);
    expect(within("Hat", 5_000, 12_000)).toBe(true);
    expect(new Set(SAMPLE_CATALOG.map((p) => p.name)).size).toBe(SAMPLE_CATALOG.length);
  });

  it("puts a product's last units only in one of its own sizes and colours", () => {
    const placed = SAMPLE_CATALOG.filter((p) => p.lastUnits);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const p of placed) {
      expect(p.sizes, p.name).toContain(p.lastUnits!.size);
      expect(p.colors, p.name).toContain(p.lastUnits!.color);
    }
  });
});
