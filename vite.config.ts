import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, parseSync, type Plugin } from "vite";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// Issue 13 counts a page's first-view scripts in gzip, file by file. Rolldown's automatic chunks
// cut what every page loads into a dozen files (React apart from React Router, the root layout
// apart from each small module it shares with some route), each compressed on its own: the same
// code as two files gzips about 3.4 KB smaller on every page.
/** The modules the root layout imports, found once the client build has read them all. */
const rootModules = new Set<string>();
const findRootModules: Plugin = {
  name: "bay:root-modules",
  apply: "build",
  buildEnd() {
    if (this.environment.name !== "client") return;
    const add = (id: string) => {
      for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
        if (rootModules.has(dep)) continue;
        rootModules.add(dep);
        add(dep);
      }
    };
    for (const id of this.getModuleIds()) if (/[\\/]app[\\/]root\.tsx/.test(id)) add(id);
  },
};

/**
 * React Router's package sends every import to its development build (upstream remix-run/react-router
 * #14102), whose only difference is `ENABLE_DEV_WARNINGS = true`: warning checks on every link and
 * route as a phone hydrates and navigates. The browser build takes the production files instead,
 * which also lets the minifier drop the warnings (0.6 KB gzip). The server keeps the package's files:
 * bundled into the server build (with @react-router/node, so that one copy runs), the production
 * build measured slower there (11.1-11.9 against 10.3-10.7 ms of CPU per uncached /shop).
 */
const reactRouterInBrowser: Plugin = {
  name: "bay:react-router-production-in-browser",
  apply: "build",
  enforce: "pre",
  resolveId(source) {
    if (this.environment.name !== "client") return null;
    const file = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" }[source];
    return file ? path.resolve("node_modules/react-router/dist/production", file) : null;
  },
};

/**
 * Pages use a capability only through its index.ts (.dependency-cruiser.cjs), which also re-exports its services:
 * queries on the database, mail, zod schemas built as they load. In the browser, where a page's component
 * uses a helper or a form schema of the index, the import goes straight to the file that defines the name,
 * as if the page had named that file: the dev server loads only that file (the whole index would bring
 * drizzle, pg and node's built-ins into the browser, which fails there), and the build bundles exactly the
 * modules the page uses (no zod schema it does not check with, whose `new Function` probe the
 * Content-Security-Policy refuses). Loaders and actions are gone from the browser's copy by then.
 */
const capabilityEntriesInBrowser: Plugin = {
  name: "bay:capability-entries-in-browser",
  enforce: "post",
  transform(code, id) {
    if (this.environment.name !== "client") return null;
    const file = id.split("?")[0];
    if (!file.startsWith(path.resolve("app") + path.sep) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
    if (!code.includes('"@/')) return null;
    const program = parseSync(file, code).program;
    const edits: { start: number; end: number; text: string }[] = [];
    for (const node of program.body) {
      if (node.type !== "ImportDeclaration" || node.importKind === "type") continue;
      const entry = /^@\/([\w-]+)$/.exec(node.source.value)?.[1];
      const index = entry && path.resolve("src", entry, "index.ts");
      if (!index || !existsSync(index)) continue;
      this.addWatchFile(index);
      const defined = reExportsOf(index);
      const byFile = new Map<string, string[]>();
      for (const s of node.specifiers) {
        const name = s.type === "ImportSpecifier" ? moduleName(s.imported) : undefined;
        const source = name === undefined ? undefined : defined.get(name);
        if (!source?.from.startsWith("./")) {
          return this.error(
            `${node.source.value} does not re-export ${name ?? "a default or namespace"} from one of its files`,
          );
        }
        const names = byFile.get(source.from) ?? [];
        names.push(`${source.name} as ${s.local.name}`);
        byFile.set(source.from, names);
      }
      const text = [...byFile]
        .map(([from, names]) => `import { ${names.join(", ")} } from ${JSON.stringify(`@/${entry}/${from.slice(2)}`)};`)
        .join("\n");
      edits.push({ start: node.start, end: node.end, text });
    }
    if (edits.length === 0) return null;
    let out = code;
    for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    return { code: out, map: null };
  },
};

function moduleName(name: { type: string; name?: string; value?: unknown }): string {
  return name.type === "Identifier" ? String(name.name) : String(name.value);
}

/** The values an index.ts re-exports, each with the file (`./product-view`) and the name it has there. */
function reExportsOf(index: string): Map<string, { from: string; name: string }> {
  const defined = new Map<string, { from: string; name: string }>();
  for (const node of parseSync(index, readFileSync(index, "utf8")).program.body) {
    if (node.type !== "ExportNamedDeclaration" || !node.source || node.exportKind === "type") continue;
    for (const s of node.specifiers) {
      if (s.exportKind === "type") continue;
      defined.set(moduleName(s.exported), { from: node.source.value, name: moduleName(s.local) });
    }
  }
  return defined;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), findRootModules, reactRouterInBrowser, capabilityEntriesInBrowser],
  resolve: {
    alias: {
      "~": path.resolve("app"),
      "@": path.resolve("src"),
    },
  },
  // Rolldown times the plugins and, on a busy machine (CI, two cores), prints a table of them after a build:
  // a report for when the build is slow, which ours is not.
  build: { rolldownOptions: { checks: { pluginTimings: false } } },
  // The chunks below are the browser's; the server build stays one file (React Router's Vite environments).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router start every page, and Vite's helper for lazy imports
                // comes with the root layout (the footer's newsletter check): one chunk.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite\/preload-helper/,
                  priority: 2,
                },
                // Everything the root layout imports loads on every page too: one chunk beside it.
                { name: "every-page", test: (id) => rootModules.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Server-only packages stay as runtime imports; the Hono server owns their single instances.
    external: ["@electric-sql/pglite", "pg", "sharp", "@node-rs/argon2", "pino"],
  },
});
