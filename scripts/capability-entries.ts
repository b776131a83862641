import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync, type Plugin } from "vite";

/**
 * Pages use a capability only through its index.ts (.dependency-cruiser.cjs), which also re-exports its services:
 * queries on the database, mail, zod schemas built as they load. In the browser, where a page's component
 * uses a helper or a form schema of the index, the import goes straight to the file that defines the name,
 * as if the page had named that file: the dev server loads only that file (the whole index would bring
 * drizzle, pg and node's built-ins into the browser, which fails there), and the build bundles exactly the
 * modules the page uses (no zod schema it does not check with, whose `new Function` probe the
 * Content-Security-Policy refuses). Loaders and actions are gone from the browser's copy by then.
 */
export function capabilityEntriesInBrowser(): Plugin {
  const app = path.resolve("app") + path.sep;
  const src = path.resolve("src");
  return {
    name: "bay:capability-entries-in-browser",
    enforce: "post",
    transform(code, id) {
      if (this.environment.name !== "client") return null;
      const file = id.split("?")[0];
      if (!file.startsWith(app) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const rewritten = importsFromFiles(code, file, src);
      if (!rewritten) return null;
      for (const index of rewritten.indexes) this.addWatchFile(index);
      // Each import stays on its line, so the lines below it keep their place in the source map.
      return { code: rewritten.code, map: null };
    },
  };
}

/**
 * The module's imports of `@/<capability>` (an index.ts under `src`), each replaced by imports of the files
 * that define the names, on the same line; null when it has none. A name the index does not re-export from
 * one of its own files is an error.
 */
export function importsFromFiles(code: string, file: string, src: string): { code: string; indexes: string[] } | null {
  if (!code.includes('"@/')) return null;
  const edits: { start: number; end: number; text: string }[] = [];
  const indexes: string[] = [];
  for (const node of parseSync(file, code).program.body) {
    if (node.type !== "ImportDeclaration" || node.importKind === "type") continue;
    const capability = /^@\/([\w-]+)$/.exec(node.source.value)?.[1];
    const index = capability && path.join(src, capability, "index.ts");
    if (!index || !existsSync(index)) continue;
    indexes.push(index);
    const defined = reExportsOf(index);
    const byFile = new Map<string, string[]>();
    for (const specifier of node.specifiers) {
      const name = specifier.type === "ImportSpecifier" ? moduleName(specifier.imported) : undefined;
      const source = name === undefined ? undefined : defined.get(name);
      if (!source) {
        throw new Error(
          `${file}: ${node.source.value} does not re-export ${name ?? "a default or namespace"} from one of its files`,
        );
      }
      byFile.set(source.from, [...(byFile.get(source.from) ?? []), `${source.name} as ${specifier.local.name}`]);
    }
    const text = [...byFile]
      .map(([from, names]) => `import { ${names.join(", ")} } from ${JSON.stringify(`@/${capability}/${from}`)};`)
      .join(" ");
    edits.push({ start: node.start, end: node.end, text });
  }
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { code: out, indexes };
}

/** The values an index.ts re-exports from its own files, each with the file (`product-view`) and its name there. */
export function reExportsOf(index: string): Map<string, { from: string; name: string }> {
  const defined = new Map<string, { from: string; name: string }>();
  for (const node of parseSync(index, readFileSync(index, "utf8")).program.body) {
    if (node.type !== "ExportNamedDeclaration" || !node.source?.value.startsWith("./")) continue;
    if (node.exportKind === "type") continue;
    for (const specifier of node.specifiers) {
      if (specifier.exportKind === "type") continue;
      const from = node.source.value.slice(2);
      defined.set(moduleName(specifier.exported), { from, name: moduleName(specifier.local) });
    }
  }
  return defined;
}

function moduleName(name: { type: string; name?: string; value?: unknown }): string {
  return name.type === "Identifier" ? String(name.name) : String(name.value);
}
