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
await build({ ...serverOptions, entryPoints: ["src/http/server.ts"], outfile: "build/server-app.mjs" });
// The embedded database's thread (decision 029) runs from its own file beside the server.
await build({ ...serverOptions, entryPoints: ["src/db/embedded-thread.ts"], outfile: "build/embedded-thread.mjs" });
await build({ ...serverOptions, entryPoints: ["src/http/production.ts"], outfile: "build/server.mjs", bundle: false });
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
