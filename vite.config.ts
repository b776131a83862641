import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import path from "node:path";
import { capabilityEntriesInBrowser } from "./scripts/capability-entries.ts";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), findRootModules, reactRouterInBrowser, capabilityEntriesInBrowser()],
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
