// The pieces every bench script shares: a fresh database, the server started as `npm start` runs it,
// its memory high-water marks, and autocannon in a process of its own (bench/load.mjs).
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { npmStartCommand } from "../scripts/npm-start-command";

export type LoadResult = {
  reqPerSec: number;
  latencyMs: { p50: number; p97_5: number; p99: number };
  errors: number;
  non2xx: number;
  bytesPerResponse: number;
};

export const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(cmd, args, { env: { ...process.env, ...env }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

/**
 * A fresh temporary DATA_DIR and, when `databaseUrl` is set, a fresh database `name` on that server
 * (dropped first if a run left it behind). Drop it again with `dropDatabase`.
 */
export async function freshDatabase(databaseUrl: string | undefined, name: string): Promise<NodeJS.ProcessEnv> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name.replace(/_/g, "-")}-`));
  if (!databaseUrl) return { DATA_DIR: dataDir };
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

export async function dropDatabase(databaseUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Servers being stopped on purpose: any other exit is reported, since every later row would be errors. */
const stopping = new WeakSet<ChildProcess>();

/** Reports a server process that ends before the bench stops it, with its exit code or signal. */
function reportUnexpectedExit(child: ChildProcess, what: string) {
  child.once("exit", (code, signal) => {
    if (!stopping.has(child))
      console.error(`${what} (pid ${child.pid}) exited during the bench: ${signal ?? `code ${code}`}`);
  });
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  stopping.add(server);
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
}

/** Waits until `url` answers 200 (up to 150 s); kills `child` and throws if it never does. */
export async function untilReady(url: string, child: ChildProcess, what: string) {
  reportUnexpectedExit(child, what);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`${what} did not become ready`);
}

/**
 * The shop as `npm start` runs it (build/server.mjs with its variables and node options), on
 * 127.0.0.1:`port`, quiet, with the per-address limits a bench's one address would hit raised.
 * `nodeArgs` go before npm start's (e.g. `--cpu-prof`).
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  options: { workers?: number; nodeArgs?: string[] } = {},
): Promise<ChildProcess> {
  const npmStart = npmStartCommand();
  const server = spawn("node", [...(options.nodeArgs ?? []), ...npmStart.nodeArgs, "build/server.mjs"], {
    env: {
      ...process.env,
      ...env,
      ...npmStart.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: String(options.workers ?? 1),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      RATE_LIMIT_LOGIN_PER_IP: "1000000",
      RATE_LIMIT_SIGNUP_PER_IP: "1000000",
      // One address stands for thousands of shoppers here, and each bench shopper orders many times.
      RATE_LIMIT_SEARCH_PER_IP: "100000000",
      MAX_OPEN_UNPAID_ORDERS: "1000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await untilReady(`http://127.0.0.1:${port}/readyz`, server, "server");
  return server;
}

/** The most resident memory a process has had (the kernel's high-water mark), in kB; 0 once it is gone. */
function peakRssKb(pid: number): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The server's own process and its workers (WEB_CONCURRENCY > 1). */
function serverProcesses(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return [pid, ...(children ? children.split(/\s+/).map(Number) : [])];
  } catch {
    return [pid];
  }
}

/**
 * The most any one server process has held so far, and the sum of each one's most, in MB. Read from
 * the kernel's high-water marks: the load generator runs synchronously, so a timer here would not
 * sample while a target runs (before 2026-11-27 the bench's RSS was sampled only between targets).
 */
export function rssPeaks(pid: number) {
  let lastSeen: number[] = [];
  const peaks = () => {
    const each = serverProcesses(pid).map(peakRssKb);
    if (each.some((kb) => kb > 0)) lastSeen = each;
    return lastSeen;
  };
  return {
    peak: () => Math.round(Math.max(0, ...peaks()) / 1024),
    stop: () => {
      const each = peaks();
      return {
        maxRssMb: Math.round(Math.max(0, ...each) / 1024),
        totalRssMb: Math.round(each.reduce((sum, kb) => sum + kb, 0) / 1024),
      };
    },
  };
}

/** autocannon against `baseUrl`, cycling through `paths`, in its own process (bench/load.mjs). */
export function load(
  baseUrl: string,
  paths: string[],
  options: { headers?: Record<string, string>; seconds: number; connections: number },
): LoadResult {
  const out = run("node", [
    "bench/load.mjs",
    JSON.stringify({
      url: baseUrl,
      paths,
      headers: options.headers ?? {},
      duration: options.seconds,
      connections: options.connections,
    }),
  ]);
  return JSON.parse(out.trim().split("\n").pop()!);
}

/** A GET with one retry: a pooled keep-alive connection may have been closed by the server meanwhile. */
export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  try {
    return (await (await fetch(url, { headers })).json()) as T;
  } catch {
    return (await (await fetch(url, { headers })).json()) as T;
  }
}
