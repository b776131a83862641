// `npm start` is what a new user runs: the built server must run as production (React's production
// build) without being told, and say once that mail links point at localhost until PUBLIC_URL is set.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startServer } from "./servers";

const dataDir = mkdtempSync(path.join(tmpdir(), "bay-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("runs in production mode by default and warns once that mail links point at localhost", async () => {
  const server = await startServer({
    databaseUrl: "",
    dataDir,
    env: { NODE_ENV: undefined, PUBLIC_URL: undefined, LOG_LEVEL: "info" },
  });
  try {
    // The log line may follow the first answer to /readyz by a moment.
    await expect.poll(() => server.output()).toContain("BAY is serving");
    const serving = server
      .output()
      .split("\n")
      .find((line) => line.includes("BAY is serving"));
    expect(JSON.parse(serving!).mode).toBe("production");
    const warnings = server
      .output()
      .match(/PUBLIC_URL is not set: links in mails point at http:\/\/localhost:\d+ until it is/g);
    expect(warnings).toHaveLength(1);
  } finally {
    await server.kill("SIGTERM");
  }
}, 120_000);
