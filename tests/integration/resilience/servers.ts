// Runs the real built server (`node build/server.mjs`) as child processes against a scratch PostgreSQL
// database, so the resilience tests exercise what production runs: the bundle, its migrations, its
// start-up seeding and its connection pool, not the in-process test harness.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import { and, eq } from "drizzle-orm";
import { afterAll } from "vitest";
import { openPostgres, type Database } from "../../../src/db/client";
import type { ApiJson } from "../../support/shop";
import { products, productVariants } from "../../../src/server/schema";
import { loadConfig } from "../../../src/platform/config";
import type { AppContext } from "../../../src/platform/context";
import { createPublicCache, TimedCache } from "../../../src/platform/public-cache";
import { createLogger } from "../../../src/platform/log";
import { ONE_SIZE } from "../../../src/shop/constants";
import { adminUrlFor, dropDatabase } from "../../support/databases";
import { scratchFolder } from "../../support/scratch";
import { withSamplePictures } from "../../support/sample-media";

export const SERVER_BUNDLE = path.resolve("build/server.mjs");
export const ADMIN = { email: "admin@bay.test", password: "admin-password-123", code: "open-sesame-code-42" };
export const SHIPPING = {
  shippingAddress: {
    fullName: "Test Shopper",
    phone: "08031234567",
    address: "12 Allen Avenue",
    city: "Ikeja",
    state: "Lagos",
  },
  paymentMethod: "pay-on-delivery",
};

/** The tests run the bundle, never the sources: a missing build is a setup error, said plainly. */
function requireBuiltServer() {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` before these tests (npm test builds first).`);
  }
}

/** A new, empty database (the server migrates it) and a way to drop it again. */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `bay_res_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrlFor(base) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: () => dropDatabase(base, name),
  };
}

/** The test's own connection to the scratch database, with an AppContext for `createSignedInUser`. */
async function openTestDatabase(url: string): Promise<{ database: Database; app: AppContext }> {
  const database = await openPostgres({ url, max: 10 });
  const app: AppContext = {
    db: database.db,
    config: loadConfig({}),
    log: createLogger("silent"),
    publicCache: createPublicCache(0),
    sessionCache: new TimedCache({ ttlMs: 0, maxEntries: 0 }),
  };
  return { database, app };
}

/** PORT=0 is not reported back, so a port is chosen here: the system hands out a free one, we release it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

const running = new Set<RunningServer>();

/** Starts `node build/server.mjs` and resolves once `/readyz` answers 200 (migrations and seeding done). */
export async function startServer(options: {
  databaseUrl: string;
  dataDir: string;
  readyWithinMs?: number;
  /** Overrides of the environment below; `undefined` leaves a variable unset. */
  env?: Record<string, string | undefined>;
  /** Node's options before the bundle, as `npm start` gives them (npmStartCommand). */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_CODE: ADMIN.code,
    RATE_LIMIT_LOGIN_PER_ACCOUNT: "100000",
    RATE_LIMIT_LOGIN_PER_IP: "100000",
    RATE_LIMIT_SIGNUP_PER_IP: "100000",
    RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: "100000",
    RATE_LIMIT_PASSWORD_RESET_PER_IP: "100000",
    RATE_LIMIT_REVIEWS_PER_ACCOUNT: "100000",
    RATE_LIMIT_ADMIN_CODE_PER_ACCOUNT: "100000",
    SMTP_URL: "",
    PAYSTACK_SECRET_KEY: "",
    ...options.env,
  };
  for (const name of Object.keys(env)) if (env[name] === undefined) delete env[name];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_BUNDLE], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let hasExited = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      hasExited = true;
      resolve(code);
    }),
  );
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => log,
    kill: async (signal = "SIGKILL") => {
      if (!hasExited) child.kill(signal);
      await exited;
      running.delete(server);
    },
  };
  running.add(server);

  const deadline = Date.now() + (options.readyWithinMs ?? 90_000);
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`The server exited before it was ready:\n${log}`);
    try {
      const res = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      // The port was free when chosen, but a server of a test file running beside this one may have
      // taken it since: only this child's own listening socket counts as ready.
      if (res.ok && listensOn(child.pid!, port)) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`The server was not ready within ${options.readyWithinMs ?? 90_000} ms:\n${log}`);
}

/** Whether process `pid` holds the socket listening on `port` (Linux: /proc/net/tcp and the process's fds). */
function listensOn(pid: number, port: number): boolean {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const listening = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address, state 0A (LISTEN), inode
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") listening.add(fields[9]);
    }
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" });
      return listening.has(target.replace(/^socket:\[(\d+)\]$/, "$1"));
    });
  } catch {
    return false; // gone, or a file closed while read
  }
}

/** For afterAll: no child server outlives its test file, whatever happened. */
async function killAllServers() {
  await Promise.all([...running].map((server) => server.kill("SIGKILL")));
}

export type ApiResult = { status: number; body: ApiJson };

export async function api(
  server: { url: string },
  pathname: string,
  options: { method?: string; json?: unknown; token?: string } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = {};
  if (options.json !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${server.url}/api/v1${pathname}`, {
    method: options.method ?? (options.json === undefined ? "GET" : "POST"),
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the failure message
  }
  return { status: res.status, body };
}

/** One seeded, active product with a set stock, and the cart body that adds one unit of it. */
export async function productWithStock(database: Database, stock: number) {
  const [product] = await database.db
    .select({ id: products.id, name: products.name, sizes: products.sizes, colors: products.colors })
    .from(products)
    .where(eq(products.status, "Active"))
    .orderBy(products.name)
    .limit(1);
  if (!product) throw new Error("The server did not seed the sample catalog");
  const size = product.sizes.find((s) => s !== ONE_SIZE);
  // Stock is kept per size and colour: all of it goes to one variant (this size in the first colour),
  // the one every line names, so every shopper competes for the same units.
  const scarce = and(
    eq(productVariants.productId, product.id),
    eq(productVariants.size, size ?? product.sizes[0] ?? ""),
    eq(productVariants.color, product.colors[0] ?? ""),
  );
  await database.db.transaction(async (tx) => {
    await tx.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.productId, product.id));
    await tx.update(productVariants).set({ stockQuantity: stock }).where(scarce);
    await tx.update(products).set({ stockQuantity: stock }).where(eq(products.id, product.id));
  });
  return {
    id: product.id,
    name: product.name,
    addOne: {
      productId: product.id,
      quantity: 1,
      ...(size ? { size } : {}),
      ...(product.colors[0] ? { color: product.colors[0] } : {}),
    },
  };
}

export async function stockOf(database: Database, productId: string) {
  const [row] = await database.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row.stock;
}

/** Runs `work` over `items` with at most `limit` at a time, so set-up does not swamp a small machine. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Registers a test file's clean-up (servers killed, scratch database dropped, data directories
 * removed) and returns the set-up step: a scratch database, `dataDirs` data directories, and the
 * test's own connection to the database when asked for.
 */
export function useScratchShop() {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    await killAllServers();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return async function scratchShop(dataDirs: number) {
    requireBuiltServer();
    const scratch = await scratchDatabase();
    cleanups.push(scratch.drop);
    const dirs = Array.from({ length: dataDirs }, () => {
      const dir = scratchFolder("bay-res-");
      withSamplePictures(dir.dir);
      cleanups.push(dir.remove);
      return dir.dir;
    });
    return {
      url: scratch.url,
      dataDirs: dirs,
      openDatabase: async () => {
        const opened = await openTestDatabase(scratch.url);
        cleanups.push(() => opened.database.close());
        return opened;
      },
    };
  };
}
