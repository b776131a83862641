import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { importsFromFiles } from "./capability-entries";

const src = path.resolve("src");
const page = path.resolve("app/routes/page.tsx");

describe("importsFromFiles", () => {
  it("takes each name of a capability's index.ts from its file, on the import's own line", () => {
    const code = [
      'import { choosableSizes, getProduct as findProduct } from "@/catalog";',
      'import { formatNaira } from "@/shop/money";',
      "console.log(choosableSizes, findProduct, formatNaira);",
    ].join("\n");
    const rewritten = importsFromFiles(code, page, src);
    expect(rewritten?.code.split("\n")).toEqual([
      'import { choosableSizes as choosableSizes } from "@/catalog/product-view"; ' +
        'import { getProduct as findProduct } from "@/catalog/catalog";',
      'import { formatNaira } from "@/shop/money";',
      "console.log(choosableSizes, findProduct, formatNaira);",
    ]);
    expect(rewritten?.indexes).toEqual([path.join(src, "catalog", "index.ts")]);
  });

  it("leaves the kernel's files and type-only imports alone", () => {
    expect(importsFromFiles('import { formatNaira } from "@/shop/money";', page, src)).toBeNull();
    expect(importsFromFiles('import type { ProductView } from "@/catalog";', page, src)).toBeNull();
  });

  it("refuses a name the index does not re-export from one of its files", () => {
    expect(() => importsFromFiles('import { nothingOfTheSort } from "@/catalog";', page, src)).toThrow(
      "@/catalog does not re-export nothingOfTheSort from one of its files",
    );
  });
});

describe("every capability's index.ts", () => {
  const indexes = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(src, entry.name, "index.ts"))
    .filter((file) => readdirSync(path.dirname(file)).includes("index.ts"));

  it.each(indexes.map((file) => [path.relative(src, file), file]))(
    "%s only re-exports its own files, so the browser can take every name from its file",
    (_name, file) => {
      for (const node of parseSync(file, readFileSync(file, "utf8")).program.body) {
        expect(node.type).toBe("ExportNamedDeclaration");
        if (node.type === "ExportNamedDeclaration") expect(node.source?.value).toMatch(/^\.\//);
      }
    },
  );
});
