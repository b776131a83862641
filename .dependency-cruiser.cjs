// The capability map of src/README.md, enforced: `npm run lint:boundaries` (part of `npm test`).
// Three floors, every arrow pointing down: the kernel at the bottom (db, platform and shop, and http,
// the web kernel every api.ts uses), the capabilities src/<name>/ on it, and on top the composition
// root src/server/, which mounts them all and which only entries (scripts, tests, bench) import.
const KERNEL = "(db|platform|shop|http)";
const ROOT = "^src/server/";
// What pages may import directly, not being a capability: the kernel (the root is barred to them by its own rule).
const NOT_CAPABILITIES = `^src/(${KERNEL.slice(1, -1)}|server)/`;
// Each capability declares its tables in its tables.ts (decision 035); src/server/schema.ts gathers them all
// for drizzle-kit and the tests. A table file may name another's table for a foreign key.
const TABLES = "^src/[^/]+/tables\\.ts$";
const SCHEMA = "^src/server/schema\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "tables-have-one-owner",
      severity: "error",
      comment:
        "A capability is the only reader and writer of the tables of its tables.ts (decision 035): another " +
        "capability calls its functions, or composes the SQL fragments it exports, through its index.ts. " +
        "Only the schema that gathers every table (for drizzle-kit and the tests) and other table files, " +
        "for their foreign keys, import a capability's tables; a type-only import (a row's type) reads nothing.",
      from: { path: "^src/([^/]+)/", pathNot: [SCHEMA, TABLES] },
      to: { path: TABLES, pathNot: ["^src/$1/"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "query-parts-stand-alone",
      severity: "error",
      comment:
        "A capability's query-parts.ts states what others read and write of its tables: it uses only those " +
        "tables and the kernel, so any capability may use it without a cycle, even one its owner uses.",
      from: { path: "^src/([^/]+)/query-parts\\.ts$" },
      to: { path: "^src/", pathNot: ["^src/$1/tables\\.ts$", `^src/${KERNEL}/`] },
    },
    {
      name: "tables-not-through-the-schema",
      severity: "error",
      comment:
        "src/server/schema.ts gathers every capability's tables for drizzle-kit and the tests; code that " +
        "imported a table from it would read another capability's tables. Import your own tables.ts.",
      from: { path: "^(src|app)/" },
      to: { path: SCHEMA },
    },
    {
      name: "pages-do-not-read-tables",
      severity: "error",
      comment: "Pages call a capability's services through its index.ts, never its tables.",
      from: { path: "^app/" },
      to: { path: TABLES, dependencyTypesNot: ["type-only"] },
    },
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
        "the JSON answers' schemas of responses.ts are the second public entry, for other capabilities' answers, " +
        "and query-parts.ts the third, for what others read and write of its tables (decision 035). " +
        "api.ts and admin-api.ts are the HTTP adapter and are mounted by src/server alone.",
      from: { path: "^src/([^/]+)/", pathNot: [`^src/${KERNEL}/`, ROOT, TABLES] },
      to: {
        path: "^src/([^/]+)/",
        // Another capability's tables.ts is tables-have-one-owner's to judge.
        pathNot: [`^src/${KERNEL}/`, "^src/$1/", "^src/[^/]+/(index|responses|query-parts)\\.ts$", ROOT, TABLES],
      },
    },
    {
      name: "kernel-stays-below",
      severity: "error",
      comment: "db, platform and shop know nothing of the shop's capabilities, of HTTP or of the server.",
      from: { path: "^src/(db|platform|shop)/" },
      to: { path: "^src/", pathNot: ["^src/(db|platform|shop)/"] },
    },
    {
      name: "web-kernel-stays-below",
      severity: "error",
      comment:
        "src/http is the web kernel every capability's api.ts uses (route definitions, errors, request " +
        "variables, cookies, JSON body, request guards, the OpenAPI document): it imports no capability and not " +
        "the server, so no arrow runs back up. Whatever needs a capability belongs in the capability or in src/server.",
      from: { path: "^src/http/" },
      to: { path: "^src/", pathNot: [`^src/${KERNEL}/`] },
    },
    {
      name: "capabilities-do-not-import-the-root",
      severity: "error",
      comment:
        "A capability uses the kernel and other capabilities' index.ts, never src/server, which mounts it: " +
        "what both need moves down into the kernel or into the capability.",
      from: { path: "^src/", pathNot: [`^src/${KERNEL}/`, ROOT] },
      to: { path: ROOT },
    },
    {
      name: "only-entries-import-the-root",
      severity: "error",
      comment:
        "src/server is the top: only the entry scripts, the build, tests and benchmarks start it. Pages get " +
        "what the server hands them through the kernel's types (PageContext in src/http/env.ts).",
      from: { pathNot: ["^src/", "^(scripts|tests|bench)/"] },
      to: { path: ROOT },
    },
    {
      name: "core-does-not-know-pages",
      severity: "error",
      comment: "src/ is the domain core; the React Router pages in app/ use it, never the other way.",
      from: { path: "^src/", pathNot: ["^src/server/(production|dev)\\.ts$"] },
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
