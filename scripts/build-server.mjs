// Bundles the Hono server next to the React Router build and copies the SQL migrations beside it.
import { build } from "esbuild";
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const serverOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};
// Two files: the entry sets production mode before the server (and React with it) is loaded.
await build({ ...serverOptions, entryPoints: ["src/server/server.ts"], outfile: "build/server-app.mjs" });
// The embedded database's thread (decision 029) runs from its own file beside the server.
await build({ ...serverOptions, entryPoints: ["src/db/embedded-thread.ts"], outfile: "build/embedded-thread.mjs" });
await build({
  ...serverOptions,
  entryPoints: ["src/server/production.ts"],
  outfile: "build/server.mjs",
  bundle: false,
});
cpSync("src/db/migrations", "build/migrations", { recursive: true });

// The static file server sends these precompressed copies (`precompressed: true`) instead of the raw
// JS and CSS, which are three to four times larger; compressing once here costs nothing per request.
const assets = "build/client/assets";
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(assets, name);
  const raw = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
}

// The service worker (issue 50, app/service-worker/sw.ts), with the list of what it precaches written in:
// the scripts of the pages a shopper reads (not the dashboard's), found in React Router's manifest, and
// the /offline page, whose revision is this build's manifest (a new build, a new offline page).
const OFFLINE_ROUTES = [
  "root",
  "routes/_index",
  "routes/shop",
  "routes/product.$id",
  "routes/news._index",
  "routes/news.$id",
  "routes/pages.$slug",
  "routes/offline",
];
const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
const routerManifest = JSON.parse(
  readFileSync(path.join(assets, manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;?\s*$/, ""),
);
const scripts = new Set([`/assets/${manifestFile}`, routerManifest.entry.module, ...routerManifest.entry.imports]);
for (const id of OFFLINE_ROUTES) {
  const route = routerManifest.routes[id];
  if (!route) throw new Error(`build-server: no route ${id} in React Router's manifest`);
  for (const file of [route.module, ...route.imports, ...route.css]) scripts.add(file);
}
const precache = [
  // Hashed names: a file's name changes with its content, so no revision is needed.
  ...[...scripts].map((url) => ({ url, revision: null })),
  { url: "/offline", revision: manifestFile.replace(/^manifest-|\.js$/g, "") },
];
await build({
  entryPoints: ["app/service-worker/sw.ts"],
  outfile: "build/client/sw.js",
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
  // Workbox logs every step unless its code is built for production.
  define: { __PRECACHE__: JSON.stringify(precache), "process.env.NODE_ENV": '"production"' },
});
// Served precompressed like the assets (src/server/static-files.ts).
const worker = readFileSync("build/client/sw.js");
writeFileSync(
  "build/client/sw.js.br",
  brotliCompressSync(worker, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
writeFileSync("build/client/sw.js.gz", gzipSync(worker, { level: 9 }));
