import { rmSync } from "node:fs";

/** Playwright's global teardown: the shop's data directory of this run (about 45 MB) goes with it. */
export default function removeDataDir() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
