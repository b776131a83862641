// The capability map of src/README.md, enforced: `npm run lint:boundaries` (part of `npm test`).
// Capabilities are src/<name>/; db, platform and shop are the shared kernel any of them may use;
// http is the web toolkit every api.ts uses and the composition root (HTTP_ROOT) that mounts them all.
const KERNEL = "(db|platform|shop)";
const HTTP_ROOT = "^src/http/(api|app|server|production|dev|bootstrap)\\.ts$";
// What pages may import directly, not being a capability: the kernel, the web toolkit and its composition root
// (src/server, once issue 48's item 4 moves the root out of src/http). Every other folder of src/ is a capability.
const NOT_CAPABILITIES = `^src/(${KERNEL.slice(1, -1)}|http|server)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment:
        "A capability that needs another one's work gets it passed in, or the work moves to the one that composes both.",
      from: { path: "^(src|app)/" },
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "capability-public-entry",
      severity: "error",
      comment:
        "Capabilities use each other through their index.ts only (no reaching into another capability's files); " +
        "the JSON answers' schemas of responses.ts are the second public entry, for other capabilities' answers. " +
        "api.ts is the HTTP adapter and is mounted by src/http alone.",
      from: { path: "^src/([^/]+)/", pathNot: [`^src/${KERNEL}/`, "^src/http/"] },
      to: {
        path: "^src/([^/]+)/",
        pathNot: [`^src/${KERNEL}/`, "^src/$1/", "^src/[^/]+/(index|responses)\\.ts$", "^src/http/"],
      },
    },
    {
      name: "web-toolkit-not-root",
      severity: "error",
      comment:
        "A capability uses the web toolkit of src/http (env, JSON body, query, cookies, route definitions), never the server that mounts it.",
      from: { path: "^src/", pathNot: ["^src/http/"] },
      to: { path: HTTP_ROOT },
    },
    {
      name: "kernel-stays-below",
      severity: "error",
      comment: "db, platform and shop know nothing of the shop's capabilities or of HTTP.",
      from: { path: `^src/${KERNEL}/` },
      to: { path: "^src/", pathNot: [`^src/${KERNEL}/`] },
    },
    {
      name: "core-does-not-know-pages",
      severity: "error",
      comment: "src/ is the domain core; the React Router pages in app/ use it, never the other way.",
      from: { path: "^src/", pathNot: ["^src/http/(production|dev)\\.ts$"] },
      to: { path: "^app/" },
    },
    {
      name: "pages-use-capability-entries",
      severity: "error",
      comment:
        "A page uses a capability through its index.ts only (type-only imports too), so that index.ts is the whole " +
        "page-facing API; the kernel and src/http are no capabilities. In the browser, " +
        "scripts/capability-entries.ts (a Vite plugin) takes each name from the file that defines it.",
      from: { path: "^app/" },
      to: { path: "^src/[^/]+/", pathNot: [NOT_CAPABILITIES, "^src/[^/]+/index\\.ts$"] },
    },
    {
      name: "pages-do-not-build-response-schemas",
      severity: "error",
      comment:
        "A capability's responses.ts builds zod schemas when it loads; in the browser bundle that trips the " +
        "Content-Security-Policy. Pages use the views' types, which a type-only import brings without the schemas: " +
        "an index.ts, the pages' entry, re-exports a responses.ts' types only.",
      from: { path: ["^app/", "^src/[^/]+/index\\.ts$"] },
      to: { path: "^src/[^/]+/responses\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "pages-do-not-mount-routes",
      severity: "error",
      comment:
        "Pages call services; the JSON API's route files are the HTTP adapter's, so no index.ts (the pages' entry) " +
        "re-exports them either.",
      from: { path: ["^app/", "^src/[^/]+/index\\.ts$"] },
      to: { path: "^src/[^/]+/(admin-)?api\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|data|\\.react-router)/|\\.test\\.tsx?$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
