import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

/**
 * The thread's code bundled from the TypeScript source (tests, `npm run dev`), once per process: Node 20
 * ignores `--import` in a worker's options, and starting it through tsx cost 0.4 s per database opened,
 * which the test suite does for every file. The bundle is named by its content, beside the packages it
 * imports, so processes bundling at once write the same file and a change to the source makes a new one.
 */
let bundled: URL | undefined;

export function threadFromSource(source: string): URL {
  if (bundled) return bundled;
  // esbuild is a development dependency: required here, only from the source tree, never by the server bundle.
  const esbuild = createRequire(import.meta.url)("esbuild") as typeof import("esbuild");
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    logLevel: "warning",
  });
  const code = outputFiles[0].contents;
  const folder = path.resolve(fileURLToPath(source), "../../../node_modules/.cache/bay");
  const file = path.join(folder, `embedded-thread-${createHash("sha1").update(code).digest("hex").slice(0, 12)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return (bundled = pathToFileURL(file));
}
