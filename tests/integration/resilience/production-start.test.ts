// `npm start` is what a new user runs: the built server must run as production (React's production
// build) without being told, and say once that mail links point at localhost until PUBLIC_URL is set.
import { readFileSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { scratchFolder } from "../../support/scratch";
import { npmStartCommand } from "../../../scripts/npm-start-command";
import { startServer } from "./servers";

/** The most memory the process ever held (Linux). */
function peakMegabytes(pid: number): number {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
}

// One new shop serves both checks: creating a shop is the slowest part of this file.
const newShop = scratchFolder("bay-first-start-");
afterAll(newShop.remove);

/** The environment a process was started with (Linux). */
function environmentOf(pid: number): string[] {
  return readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
}

// Creating the embedded database grew the server's WebAssembly memory to about 800 MB, kept for as
// long as the server ran; a short-lived copy of the server now prepares a new shop.
it("prepares a new shop in a short-lived process, in production mode by default, warning once that mail links point at localhost", async () => {
  const npmStart = npmStartCommand();
  const first = await startServer({
    databaseUrl: "",
    dataDir: newShop.dir,
    env: { NODE_ENV: undefined, PUBLIC_URL: undefined, LOG_LEVEL: "info", ...npmStart.env },
    nodeArgs: npmStart.nodeArgs,
  });
  try {
    // Decision 024: one V8 helper thread and one malloc arena, each of which would keep memory.
    expect(npmStart.nodeArgs).toContain("--v8-pool-size=1");
    expect(environmentOf(first.child.pid!)).toContain("MALLOC_ARENA_MAX=1");
    // Set before node starts, so React and every dependency load their production builds whatever the
    // order in which the bundle's modules are evaluated.
    expect(environmentOf(first.child.pid!)).toContain("NODE_ENV=production");
    const products = await (await fetch(`${first.url}/api/v1/products?limit=1`)).json();
    expect(products.total).toBeGreaterThan(0); // the sample catalog is there
    expect(peakMegabytes(first.child.pid!)).toBeLessThan(400);
    // The log line may follow the first answer to /readyz by a moment.
    await expect.poll(() => first.output()).toContain("BAY is serving");
    const serving = first
      .output()
      .split("\n")
      .find((line) => line.includes("BAY is serving"));
    expect(JSON.parse(serving!).mode).toBe("production");
    const warnings = first
      .output()
      .match(/PUBLIC_URL is not set: links in mails point at http:\/\/localhost:\d+ until it is/g);
    expect(warnings).toHaveLength(1);
  } finally {
    await first.kill("SIGTERM");
  }
}, 120_000);

/** Starts a server on the prepared shop, sees it answer, and stops it. */
async function startsAndServes() {
  const server = await startServer({ databaseUrl: "", dataDir: newShop.dir });
  try {
    expect((await fetch(`${server.url}/api/v1/products?limit=1`)).status).toBe(200);
  } finally {
    await server.kill("SIGTERM");
  }
}

it("starts again on the shop it prepared", startsAndServes, 120_000);

// Two processes on one embedded database would each write back pages the other changed.
it("refuses a second server on a shop another one is running, and starts once that one was killed", async () => {
  const running = await startServer({ databaseUrl: "", dataDir: newShop.dir });
  try {
    const second = await startServer({ databaseUrl: "", dataDir: newShop.dir }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(second).toContain(`The embedded database in ${newShop.dir}/db is in use by another process (pid `);
    expect(second).toContain("set DATABASE_URL to a PostgreSQL database");
    expect(second).not.toMatch(/\n\s+at /); // the reason, not a stack trace
    expect((await fetch(`${running.url}/api/v1/products?limit=1`)).status).toBe(200);
  } finally {
    // A crash leaves the lock behind; the next start takes it over.
    await running.kill("SIGKILL");
  }
  await startsAndServes();
}, 120_000);
