import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { TYPO_SIMILARITY } from "../../../src/catalog";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { products } from "../../../src/server/schema";
import { CANDIDATES, SuggestionIndexBuilder } from "../../../src/search/suggestion-index";
import { turnsDuring } from "../../support/turns";
import { timeSlices } from "../../../src/platform/time-slices";
import { buildSuggestionIndex, currentSuggestionIndex } from "../../../src/search/kept-index";
import { searchSuggestions, suggestionsFromIndex, suggestionsFromSql } from "../../../src/search/suggestions";
import { extentCount, SimilarityScratch, TrigramDictionary } from "../../../src/search/trigrams";
import { createProduct } from "../shopping/fixtures";
import { changedElsewhere, eventually } from "../../support/elsewhere";
import { describeOnEachDatabase } from "../../support/shop";

/** Names that stress the trigram rules: repeated and one-letter words, digits, accents, apostrophes. */
const AWKWARD_NAMES = [
  "Jeans Jeans Jeans",
  "A B C Tee",
  "Ọ̀ṣun Adire Wrapper",
  "Kid's 2XL Polo-Shirt",
  "Café Crème Blouse",
  "Agbada Grand Boubou 3-piece",
  "Ankara Print Maxi Dress",
  "Mississippi Aaaaaaaaaaaa Bag",
  // Letters outside the BMP take two UTF-16 code units each; pg_trgm counts them as one.
  "𝒜nkara 𝒮ilk Gown",
];

/** What shoppers type: prefixes, several words, stems, stop words, typos, punctuation, nothing found. */
const TYPED = [
  "𝒜nkara",
  "𝒮ilk gown",
  "je",
  "jea",
  "jean",
  "jeans",
  "jens",
  "jersy",
  "hood",
  "hoodies",
  "polo shi",
  "polo-shi",
  "t-shirt",
  "tshirt",
  "tee",
  "cap",
  "snap",
  "distressed sk",
  "the",
  "the jea",
  "a b",
  "2xl",
  "kid's",
  "kids",
  "café",
  "cafe",
  "ọ̀ṣun",
  "osun",
  "adire",
  "ankara",
  "ankra",
  "boubou 3",
  "wrapper",
  "lagos",
  "%%",
  "zzzzqqq",
  "harmattan",
  "fleece",
  "slim fit",
  "sh",
  "shorts",
  "sports",
  "cargo",
  "blouse crème",
  "misisipi",
  "aaaa bag",
  "ankara print ma",
  "kid's 2xl polo",
  // More distinct trigrams than a word's mask has bits (32): compared trigram by trigram.
  "ankara print maxi gown for owambe parties",
];

/**
 * 300 gowns, most reviewed first, whose names are unlike any typed word, so only their words (from
 * their descriptions, say: "gown" and `wordsOf(i)`) can find them.
 */
async function gowns(wordsOf: (i: number) => string[]) {
  const products = Array.from({ length: 300 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    name: `Gown ${String(i).padStart(3, "0")}`,
    category: "Dresses",
    priceKobo: 12_000_00,
    imageUrl: "/media/gown.webp",
    reviewCount: 300 - i,
    lexemes: ["gown", ...wordsOf(i)],
  }));
  const builder = new SuggestionIndexBuilder();
  for (const product of products) builder.add(product);
  const index = await builder.build();
  return {
    names: (text: string, words: string[]) => index.suggest(text, words).map((s) => s.name),
    having: (...words: string[]) =>
      products.filter((p) => words.every((w) => p.lexemes.includes(w))).map((p) => p.name),
  };
}

describeOnEachDatabase(
  "suggestion index",
  (shop) => {
    beforeAll(async () => {
      await seedSampleCatalog(shop().app);
      for (const [i, name] of AWKWARD_NAMES.entries()) {
        await createProduct(shop().app, { name, category: i % 2 ? "Shirts" : "Dresses", reviewCount: i });
      }
      await createProduct(shop().app, { name: "Hidden Jeans", status: "Inactive" });
    });

    it("computes pg_trgm's strict word similarity exactly, and never more than its bound", async () => {
      const texts = [
        ...AWKWARD_NAMES,
        "Classic Slim Fit Jeans Jeans",
        "Sports Performance Polo T-Shirt",
        "word",
        "ab ab ab",
        "Harmattan Fleece Hoodie",
        "Mississippi Aaaaaaaaaaaa Bag",
        // Two words with other trigrams in common: an extent of both has fewer others than their sum.
        "Xxpolo Xxshirt",
        // A word of many distinct trigrams (64): a single byte holds its size all the same.
        "Pneumonoultramicroscopicsilicovolcanoconiosisbcdfghjkmqwxyz0123456789 Tee",
      ];
      const queries = [
        ...["jens", "jeans", "shorts", "polo shi", "t-shirt", "ab", "a", "fleece hod", "café", "ọ̀ṣun", "zz"],
        ...["misisipi", "aaaa bag", "aaaaa", "polo shirt", "𝒜nk", "ankara silk", "pneumono tee", "volcano"],
      ];
      for (const text of texts) {
        for (const query of queries) {
          const dictionary = new TrigramDictionary();
          dictionary.add(text);
          const sequence = dictionary.sequence(text);
          const scratch = new SimilarityScratch(dictionary.size);
          scratch.setQuery(dictionary.sequence(query));
          const ours = scratch.strictWordSimilarity(sequence.trigrams, sequence.bounds, 0, sequence.trigrams.length);
          const [{ theirs }] = await shop()
            .app.db.select({ theirs: sql<number>`strict_word_similarity(${query}, ${text})` })
            .from(sql`(SELECT 1) AS one`);
          // PostgreSQL prints a float4 in its shortest form; as a float4 again it is the very same number.
          expect(ours, `strict_word_similarity('${query}', '${text}')`).toBe(Math.fround(Number(theirs)));
          // The sizes of the text's extents, as the index keeps them.
          const sizes = new Uint8Array(sequence.trigrams.length * sequence.trigrams.length + 1);
          const sized = scratch.writeExtentSizes(
            sequence.trigrams,
            sequence.bounds,
            0,
            sequence.trigrams.length,
            sizes,
            0,
          );
          const words = sequence.bounds.filter((bound) => bound & 1).length;
          expect(sized).toBe(extentCount(words));
          // Ranking and near spellings skip what cannot reach: the bound must never be below.
          const bound = scratch.boundIn(
            sequence.trigrams,
            sequence.bounds,
            0,
            sequence.trigrams.length,
            sizes,
            0,
            words,
          );
          expect(bound, `bound of '${query}' in '${text}'`).toBeGreaterThanOrEqual(ours);
          // By word, as the index compares: the very same number.
          expect(scratch.canCompareByWords(sizes, 0), `'${query}' by word`).toBe(true);
          const byWords = (enough?: number) =>
            scratch.similarityByWords(
              sequence.trigrams,
              sequence.bounds,
              0,
              sequence.trigrams.length,
              sizes,
              0,
              words,
              enough,
            );
          expect(byWords(), `'${query}' in '${text}' by word`).toBe(ours);
          expect(byWords(TYPO_SIMILARITY) >= TYPO_SIMILARITY).toBe(ours >= TYPO_SIMILARITY);
          // Near spellings stop at the first extent that is near enough: the answer must not change.
          const near = scratch.strictWordSimilarity(
            sequence.trigrams,
            sequence.bounds,
            0,
            sequence.trigrams.length,
            TYPO_SIMILARITY,
          );
          expect(near >= TYPO_SIMILARITY, `'${query}' near '${text}'`).toBe(ours >= TYPO_SIMILARITY);
        }
      }
    });

    it("suggests exactly what the SQL suggestions give, for every kind of typing", async () => {
      const app = shop().app;
      const index = await buildSuggestionIndex(app);
      for (const typed of TYPED) {
        const fromSql = await suggestionsFromSql(app, typed);
        expect(await suggestionsFromIndex(app, index, typed), typed).toEqual(fromSql);
      }
      expect((await suggestionsFromIndex(app, index, "jeans"))!.map((s) => s.name)).not.toContain("Hidden Jeans");
    });

    it("is used once built, and stops being used at a change until rebuilt with it", async () => {
      const app = shop().app;
      await searchSuggestions(app, "warm up");
      await eventually(async () => currentSuggestionIndex(app) !== null, 10_000);
      const [tank] = await app.db.select().from(products).where(eq(products.name, "Ribbed Cotton Tank"));
      await changedElsewhere(app, () =>
        app.db.update(products).set({ name: "Zanzibar Linen Tank" }).where(eq(products.id, tank.id)),
      );
      expect(currentSuggestionIndex(app)).toBeNull();
      expect((await searchSuggestions(app, "zanzi")).map((s) => s.name)).toEqual(["Zanzibar Linen Tank"]);
      await eventually(async () => currentSuggestionIndex(app) !== null, 10_000);
      expect((await searchSuggestions(app, "zanzib")).map((s) => s.name)).toEqual(["Zanzibar Linen Tank"]);
      expect((await searchSuggestions(app, "ribbed cot")).map((s) => s.name)).not.toContain("Ribbed Cotton Tank");
    });

    it("puts the most reviewed forward when more than CANDIDATES products match", async () => {
      const many = Array.from({ length: CANDIDATES + 20 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        name: `Quilted Vest ${String(i).padStart(3, "0")}`,
        category: "Jackets",
        priceKobo: 15_000_00,
        imageUrl: "/media/vest.webp",
        reviewCount: i,
        lexemes: ["quilt", "vest", String(i).padStart(3, "0"), "jacket"],
      }));
      const builder = new SuggestionIndexBuilder();
      for (const product of many) builder.add(product);
      const index = await builder.build();
      const best = many
        .slice(-8)
        .reverse()
        .map((p) => p.id);
      expect(index.suggest("quilted v", ["quilt", "v"]).map((s) => s.id)).toEqual(best);
      expect(index.suggest("vest", ["vest"]).map((s) => s.id)).toEqual(best);
    });

    it("is built in slices, giving requests turns, and suggests the same as one built at once", async () => {
      const products = Array.from({ length: 10_000 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        name: `${["Ankara", "Lagos", "Aso Oke", "Buba"][i % 4]} ${["Gown", "Wrap", "Shirt"][i % 3]} ${i}`,
        category: ["Dresses", "Shirts"][i % 2],
        priceKobo: 10_000_00 + i,
        imageUrl: `/media/${i}.webp`,
        reviewCount: (i * 7_919) % 1_000,
        lexemes: [["ankara", "lago", "aso", "buba"][i % 4], ["gown", "wrap", "shirt"][i % 3], String(i)],
      }));
      const builderOf = () => {
        const builder = new SuggestionIndexBuilder();
        for (const product of products) builder.add(product);
        return builder;
      };
      const { result: sliced, turns } = await turnsDuring(() => builderOf().build(timeSlices(0)));
      expect(turns).toBeGreaterThan(50);
      const atOnce = await builderOf().build(timeSlices(Number.POSITIVE_INFINITY));
      for (const [text, words] of [
        ["lagos w", ["lago", "w"]],
        ["ankra gown", null],
        ["shirt 12", ["shirt", "12"]],
      ] as const) {
        const suggested = sliced.suggest(text, words ? [...words] : null);
        expect(suggested.length).toBeGreaterThan(0);
        expect(suggested).toEqual(atOnce.suggest(text, words ? [...words] : null));
      }
    });

    it("puts the most reviewed names that start with the text forward, wherever they are among thousands, before products with the word", async () => {
      // Every 8th of 2,600 products is a "Lagos Wrap": 325 of them, spread over three blocks of ordinals.
      const products = Array.from({ length: 2_600 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        name: i % 8 === 3 ? `Lagos Wrap ${String(i).padStart(4, "0")}` : `Ankara Gown ${String(i).padStart(4, "0")}`,
        category: "Dresses",
        priceKobo: 12_000_00,
        imageUrl: "/media/wrap.webp",
        reviewCount: (i * 7919) % 2_600,
        // Some gowns are "made in Lagos": the word, not the name's start, which ranks after every Lagos Wrap.
        lexemes: i % 8 === 3 ? ["lago", "dress"] : i % 4 === 1 ? ["ankara", "lago", "dress"] : ["ankara", "dress"],
      }));
      const builder = new SuggestionIndexBuilder();
      for (const product of products) builder.add(product);
      const wraps = products.filter((p) => p.name.startsWith("Lagos Wrap"));
      const best = wraps
        .sort((a, b) => b.reviewCount - a.reviewCount)
        .slice(0, 8)
        .map((p) => p.id);
      const index = await builder.build();
      expect(index.suggest("lagos w", null).map((s) => s.id)).toEqual(best);
      expect(index.suggest("lagos", ["lago"]).map((s) => s.id)).toEqual(best);
    });

    it("finds the products with every typed word, however many words and whichever is rarest", async () => {
      // Product i has "aso" when i % 2, "oke" when i % 3 and "ebi" when i % 5 is 0, and the typed words come in any order.
      const { names, having } = await gowns((i) => [
        ...(i % 2 ? [] : ["aso"]),
        ...(i % 3 ? [] : ["oke"]),
        ...(i % 5 ? [] : ["ebi"]),
      ]);
      expect(names("ebi aso oke", ["ebi", "aso", "oke"])).toEqual(having("ebi", "aso", "oke").slice(0, 8));
      expect(names("oke ebi", ["oke", "ebi"])).toEqual(having("oke", "ebi").slice(0, 8));
      expect(names("aso ok", ["aso", "ok"])).toEqual(having("aso", "oke").slice(0, 8));
      // The marks of one text are not read by the next.
      expect(names("ebi aso oke", ["ebi", "aso", "oke"])).toEqual(having("ebi", "aso", "oke").slice(0, 8));
    });

    it("finds the products with every typed word whether its lexemes are common (bits) or rare (lists)", async () => {
      // "aso" is in half the products (it keeps bits), "rare" in one of 50 and "odd" in one of 30 (lists only).
      const { names, having } = await gowns((i) => [
        ...(i % 2 ? [] : ["aso"]),
        ...(i % 50 ? [] : ["rare"]),
        ...(i % 30 ? [] : ["odd"]),
      ]);
      expect(names("rare aso", ["rare", "aso"])).toEqual(having("rare", "aso").slice(0, 8));
      expect(names("aso odd", ["aso", "odd"])).toEqual(having("aso", "odd").slice(0, 8));
      expect(names("rare odd", ["rare", "odd"])).toEqual(having("rare", "odd"));
      expect(names("aso gown", ["aso", "gown"])).toEqual(having("aso").slice(0, 8));
    });

    it("compares a text with an extent of more than 255 trigrams trigram by trigram, and finds it all the same", async () => {
      const name = Array.from({ length: 300 }, (_, i) => String(100 + i)).join(" ");
      const dictionary = new TrigramDictionary();
      dictionary.add(name);
      const sequence = dictionary.sequence(name);
      const scratch = new SimilarityScratch(dictionary.size);
      scratch.setQuery(dictionary.sequence("150 151"));
      const sizes = new Uint8Array(extentCount(300));
      scratch.writeExtentSizes(sequence.trigrams, sequence.bounds, 0, sequence.trigrams.length, sizes, 0);
      expect(scratch.canCompareByWords(sizes, 0)).toBe(false);
      const builder = new SuggestionIndexBuilder();
      for (const [i, each] of [name, "Gown 150"].entries()) {
        const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
        builder.add({
          id,
          name: each,
          category: "Dresses",
          priceKobo: 1,
          imageUrl: "/a.webp",
          reviewCount: 0,
          lexemes: [],
        });
      }
      expect((await builder.build()).suggest("150 151", null).map((s) => s.name)).toEqual([name, "Gown 150"]);
    });

    it("finds near spellings past the first thousands of names, in order of reviews", async () => {
      // Ordinals are by reviews, most first. 8,150 names that share trigrams with the typo but are not
      // near spellings of it come first, then 40 + 100 + 100 that are: the best of them, "Wrap
      // Quiltd", sit across the 8,192nd ordinal, and only 200 near spellings are put forward.
      const product = (name: string, reviewCount: number, i: number) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        name,
        category: "Jackets",
        priceKobo: 15_000_00,
        imageUrl: "/media/vest.webp",
        reviewCount,
        // No name or word starts with the typo, so only near spellings can find these.
        lexemes: ["jacket"],
      });
      const names = [
        ...Array.from({ length: 8_150 }, (_, i) => `Quince Tote ${i}`),
        ...Array.from({ length: 40 }, (_, i) => `Quilted Vest ${i}`),
        ...Array.from({ length: 100 }, (_, i) => `Wrap Quiltd ${i}`),
        ...Array.from({ length: 100 }, (_, i) => `Quilted Scarf ${i}`),
      ];
      const builder = new SuggestionIndexBuilder();
      names.forEach((name, i) => builder.add(product(name, 100_000 - i, i)));
      const index = await builder.build();
      expect(index.suggest("quiltd", ["quiltd"]).map((s) => s.name)).toEqual(
        Array.from({ length: 8 }, (_, i) => `Wrap Quiltd ${i}`),
      );
    });

    it("finds products past the 65,536th ordinal by word, by several words and by near spelling", async () => {
      // 70,000 products, most reviewed first: the 12 quilted wraps are the least reviewed, past the
      // first span of the posting lists, and "wrap" is also in every 20th tote before them (too few
      // for bits: its list is marked).
      const builder = new SuggestionIndexBuilder();
      for (let i = 0; i < 70_000; i++) {
        const wrap = i >= 69_988;
        builder.add({
          id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
          name: wrap ? `Wrap Quiltd ${i}` : `Quince Tote ${i}`,
          category: "Jackets",
          priceKobo: 15_000_00,
          imageUrl: "/media/tote.webp",
          reviewCount: 70_000 - i,
          lexemes: wrap ? ["wrap", "quiltd"] : i % 20 ? ["tote"] : ["tote", "wrap"],
        });
      }
      const index = await builder.build();
      const wraps = Array.from({ length: 8 }, (_, i) => `Wrap Quiltd ${69_988 + i}`);
      const names = (text: string, words: string[] | null) => index.suggest(text, words).map((s) => s.name);
      expect(names("quiltd", ["quiltd"])).toEqual(wraps);
      expect(names("quil wrap", ["quil", "wrap"])).toEqual(wraps);
      expect(names("quiltde", null)).toEqual(wraps);
    });
  },
  { PUBLIC_CACHE_SECONDS: "0" },
);
