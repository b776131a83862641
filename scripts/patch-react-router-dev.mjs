// Run by npm after every install (`postinstall`), beside patch-pglite.mjs. Vite 8.1 deprecated the
// inline option `envFile: false` for `envDir: false` (same meaning, Vite 6.3 and later) and warns each
// time it is given; @react-router/dev 7 gives it to its own Vite servers (the config loader, the route
// compiler, typegen), so every build printed "The `envFile` option is deprecated" up to nine times and
// no setting of ours reaches those servers. React Router 8 made this same change (remix-run/react-router
// #15230); 7.x did not. A dist without `envFile: false` (fixed upstream, or already patched) is left as it is.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DEPRECATED = /\benvFile: false\b/g;

/** The text with React Router's internal `envFile: false` written as `envDir: false`. */
export function withEnvDir(source) {
  return source.replace(DEPRECATED, "envDir: false");
}

/** The files of the dist that were (or, without `write`, would be) changed. */
export function patchReactRouterDev(dist, { write = true } = {}) {
  const changed = [];
  for (const entry of readdirSync(dist, { recursive: true })) {
    if (!/\.c?js$/.test(entry)) continue;
    const file = path.join(dist, entry);
    const source = readFileSync(file, "utf8");
    const patched = withEnvDir(source);
    if (patched === source) continue;
    changed.push(entry);
    if (write) writeFileSync(file, patched);
  }
  return changed;
}

export const REACT_ROUTER_DEV_DIST = fileURLToPath(new URL("../node_modules/@react-router/dev/dist/", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    patchReactRouterDev(REACT_ROUTER_DEV_DIST);
  } catch (error) {
    // `npm ci --omit=dev` (a production install) has no @react-router/dev: nothing to patch.
    if (error?.code !== "ENOENT") throw error;
  }
}
