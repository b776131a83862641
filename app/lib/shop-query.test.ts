import { describe, expect, it } from "vitest";
import { shopHref } from "./shop-href";
import { parseShopQuery } from "./shop-query";

describe("parseShopQuery", () => {
  it("reads filters, repeated sizes and comma lists", () => {
    const q = parseShopQuery(
      new URLSearchParams("category=Jeans&size=30&size=32&color=Black,Blue&minRating=4&sort=price-asc"),
    );
    expect(q).toMatchObject({
      category: "Jeans",
      size: ["30", "32"],
      color: ["Black", "Blue"],
      minRating: 4,
      sort: "price-asc",
      page: 1,
    });
  });

  it("falls back to defaults for bad values instead of failing", () => {
    const q = parseShopQuery(
      new URLSearchParams(
        "category=Spaceships&minPrice=abc&maxPrice=-5&minRating=9&sort=sideways&page=0&availability=maybe",
      ),
    );
    expect(q).toMatchObject({
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      sort: "popular",
      page: 1,
      availability: "all",
    });
  });

  it("treats empty fields (a GET form with nothing chosen) as absent", () => {
    const q = parseShopQuery(new URLSearchParams("search=&minRating=&availability=all"));
    expect(q.search).toBeUndefined();
    expect(q.minRating).toBeUndefined();
  });
});

describe("shopHref", () => {
  it("keeps other filters, drops the page and removes cleared ones", () => {
    const params = new URLSearchParams("search=jersey&category=Jeans&page=3");
    expect(shopHref(params, { category: "Jersey" })).toBe("/shop?search=jersey&category=Jersey");
    expect(shopHref(params, { category: null })).toBe("/shop?search=jersey");
    expect(shopHref(params, { page: "2" })).toBe("/shop?search=jersey&category=Jeans&page=2");
  });
});
