// Bundles the Hono server next to the React Router build and copies the SQL migrations beside it.
import { build } from "esbuild";
import { cpSync } from "node:fs";

await build({
  entryPoints: ["src/http/server.ts"],
  outfile: "build/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/db/migrations", "build/migrations", { recursive: true });
