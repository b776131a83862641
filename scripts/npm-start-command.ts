import { readFileSync } from "node:fs";

/**
 * How `npm start` starts the server once it has built it: the variables and node options of its
 * script (`… && NAME=value node --option build/server.mjs`, decision 024). The bench, the browser tests
 * and the integration tests start the server from here, so package.json is the one place they are set.
 */
export function npmStartCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.start;
  const words = script.split("&&").at(-1)!.trim().split(/\s+/);
  const node = words.indexOf("node");
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split("=") as [string, string]));
  return { env, nodeArgs: words.slice(node + 1, -1) };
}
