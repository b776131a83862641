// The capability map of src/README.md, enforced: `npm run lint:boundaries` (part of `npm test`).
// Capabilities are src/<name>/; db, platform and shop are the shared kernel any of them may use;
// http is the web toolkit every api.ts uses and the composition root (HTTP_ROOT) that mounts them all.
const KERNEL = "(db|platform|shop)";
const HTTP_ROOT = "^src/http/(api|app|server|production|dev|bootstrap)\\.ts$";
// Each capability declares its tables in its tables.ts (decision 035); src/db/schema.ts gathers them all
// for drizzle-kit and the database client. A table file may name another's table for a foreign key.
const TABLES = "^src/[^/]+/tables\\.ts$";
const SCHEMA = "^src/db/schema\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "tables-have-one-owner",
      severity: "error",
      comment:
        "A capability is the only reader and writer of the tables of its tables.ts (decision 035): another " +
        "capability calls its functions, or composes the SQL fragments it exports, through its index.ts. " +
        "Only the schema that gathers every table (for drizzle-kit and the client) and other table files, " +
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
        "src/db/schema.ts gathers every capability's tables for drizzle-kit and the client; code that " +
        "imported a table from it would read another capability's tables. Import your own tables.ts.",
      from: { path: "^(src|app)/", pathNot: ["^src/db/client\\.ts$"] },
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
        "api.ts is the HTTP adapter and is mounted by src/http alone.",
      from: { path: "^src/([^/]+)/", pathNot: [`^src/${KERNEL}/`, "^src/http/", TABLES] },
      to: {
        path: "^src/([^/]+)/",
        // Another capability's tables.ts is tables-have-one-owner's to judge.
        pathNot: [
          `^src/${KERNEL}/`,
          "^src/$1/",
          "^src/[^/]+/(index|responses|query-parts)\\.ts$",
          "^src/http/",
          TABLES,
        ],
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
      from: { path: `^src/${KERNEL}/`, pathNot: [SCHEMA] },
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
      name: "pages-do-not-build-response-schemas",
      severity: "error",
      comment:
        "A capability's responses.ts builds zod schemas when it loads; in the browser bundle that trips the " +
        "Content-Security-Policy. Pages use the views' types, which a type-only import brings without the schemas.",
      from: { path: "^app/" },
      to: { path: "^src/[^/]+/responses\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "pages-do-not-mount-routes",
      severity: "error",
      comment: "Pages call services; the JSON API's route files are the HTTP adapter's.",
      from: { path: "^app/" },
      to: { path: "^src/[^/]+/api\\.ts$" },
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
