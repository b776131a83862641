// `npm run bench:personal` (issue 49): the pages that belong to one shopper (/cart, /checkout,
// /order-history, /wishlist, /settings, signed in) beside anonymous /shop, /personal-state, /healthz and a
// bare Hono server, in one run per database: PGlite, and PostgreSQL too when DATABASE_URL is set (a
// scratch database created on that server and dropped after). Builds as `npm start` does (unless
// --no-build), starts the shop as `npm start` runs it on a fresh data directory, seeds one shopper
// through the real API, and loads each target with autocannon in its own process. Prints the table and
// the goal, writes bench/results/personal/<date>.json and bench/README.md's section; exits 1 when the
// goal is not met. `--cpu-prof DIR` writes the shop's CPU profile there (node --cpu-prof).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  dropDatabase,
  freshDatabase,
  getJson,
  load,
  rssPeaks,
  run,
  startServer,
  stopServer,
  untilReady,
} from "./harness";
import {
  PERSONAL_PAGES,
  PERSONAL_RESULTS_DIR,
  personalGoals,
  personalSection,
  type PersonalReport,
  type PersonalRun,
  type PersonalTarget,
} from "./personal-report";
import { DELIVERY_TO_COOKIE } from "../app/lib/delivery-estimate";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "50" },
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "4700" },
    "cpu-prof": { type: "string" },
    // Only the targets whose name contains this (with --no-write, for profiling one page).
    only: { type: "string" },
    // Measure, print and judge, but leave bench/ as it is (for trying a change).
    "no-write": { type: "boolean", default: false },
  },
});
const seconds = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const BAG_LINES = 3;
const ORDERS = 20;
const WISHED = 8;
const DATABASE_NAME = "bay_bench_personal";

type ApiProduct = {
  id: string;
  name: string;
  priceKobo: number;
  salePriceKobo: number | null;
  imageUrl: string;
  category: string;
  stockQuantity: number;
  variants: Array<{ id: string; stockQuantity: number }>;
};

/** The bare server (bench/bare-server.mjs) answering `list` as JSON, ready when its GET / answers. */
async function startBareServer(list: unknown, at: number): Promise<ChildProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), "bay-bare-"));
  writeFileSync(path.join(dir, "products.json"), JSON.stringify(list));
  const bare = spawn("node", ["bench/bare-server.mjs", String(at), path.join(dir, "products.json")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  bare.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  await untilReady(`http://127.0.0.1:${at}/`, bare, "bare server");
  return bare;
}

/** A JSON API call as a bearer-token client; throws unless it answers `expect`. */
async function api(base: string, token: string | null, method: string, route: string, body?: unknown, expect = 200) {
  const response = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (response.status !== expect) {
    throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer;
}

/** One shopper, through the real API: ORDERS orders placed, then a bag of BAG_LINES lines and WISHED hearts. */
async function seedShopper(base: string, products: ApiProduct[]): Promise<string> {
  const email = `bench.personal.${Date.now()}@example.com`;
  const signup = { email, password: "Bench-personal-1", fullName: "Ada Bench", phone: "08031234567" };
  const { token } = await api(base, null, "POST", "/auth/signup", signup, 201);
  // One unit of a different variant each time: the sample catalog keeps a few of each.
  const variants = products.flatMap((p) =>
    p.variants.filter((v) => v.stockQuantity > 0).map((v) => ({ productId: p.id, variantId: v.id, quantity: 1 })),
  );
  const line = (i: number) => variants[(i * 7) % variants.length];
  const shippingAddress = {
    fullName: "Ada Bench",
    phone: "08031234567",
    address: "1 Bench Road",
    city: "Ikeja",
    state: "Lagos",
  };
  for (let i = 0; i < ORDERS; i++) {
    await api(base, token, "POST", "/cart/items", line(i), 201);
    await api(base, token, "POST", "/orders", { shippingAddress }, 201);
  }
  for (let i = 0; i < BAG_LINES; i++) await api(base, token, "POST", "/cart/items", line(ORDERS + i), 201);
  for (const product of products.slice(0, WISHED)) await api(base, token, "PUT", `/wishlist/${product.id}`);
  return token;
}

/** Each personal page answers the shopper, 200 and no-store, before it is measured. */
async function checkPersonalPages(base: string, cookie: string) {
  for (const page of [...PERSONAL_PAGES, "/personal-state"]) {
    const response = await fetch(`${base}${page}`, { headers: { cookie }, redirect: "manual" });
    const text = await response.text();
    const cacheControl = response.headers.get("cache-control") ?? "";
    if (response.status !== 200 || !cacheControl.includes("no-store") || !text.includes("Ada")) {
      throw new Error(`${page} answered ${response.status}, Cache-Control "${cacheControl}", not the shopper's page`);
    }
  }
}

async function benchDatabase(databaseUrl: string | undefined): Promise<PersonalRun> {
  const database = databaseUrl ? "PostgreSQL" : "PGlite";
  console.log(`\n== ${database}`);
  const env = await freshDatabase(databaseUrl, DATABASE_NAME);
  const profileArgs = values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values["cpu-prof"])}`] : [];
  const shop = await startServer(env, port, { nodeArgs: profileArgs });
  const rss = rssPeaks(shop.pid!);
  const base = `http://127.0.0.1:${port}`;
  let bare: ChildProcess | null = null;
  try {
    const list = await getJson<{ items: ApiProduct[] }>(`${base}/api/v1/products?limit=24`);
    // What a product card needs of each (as the suggestions answer): a list the size of a small page's data.
    const cards = list.items.map(({ id, name, priceKobo, salePriceKobo, imageUrl, category }) => ({
      id,
      name,
      priceKobo,
      salePriceKobo,
      imageUrl,
      category,
    }));
    bare = await startBareServer(cards, port + 1);
    const token = await seedShopper(base, list.items);
    // As a browser signed in: the session, the signed-in hint (decision 015) and the delivery place the bag
    // remembers after its first view (its last order's, Ikeja, Lagos), so no view looks that order up again.
    const cookie = `bay_session=${token}; bay_signed_in=1; ${DELIVERY_TO_COOKIE}=${encodeURIComponent("Lagos|Ikeja")}`;
    await checkPersonalPages(base, cookie);
    const signedIn = { cookie };
    const targets: Array<[string, string, string[], Record<string, string>?]> = [
      ["bare Hono server", `http://127.0.0.1:${port + 1}`, ["/"]],
      ["anonymous /shop", base, ["/shop"]],
      ["/healthz", base, ["/healthz"]],
      ["signed in /personal-state", base, ["/personal-state"], signedIn],
      ["api products (cached)", base, ["/api/v1/products?limit=24"]],
      ["anonymous /product/{id} (24 products)", base, list.items.map((p) => `/product/${p.id}`)],
      ["signed in /shop + /personal-state", base, ["/shop", "/personal-state"], signedIn],
      ...PERSONAL_PAGES.map((page): [string, string, string[], Record<string, string>] => [
        `signed in ${page}`,
        base,
        [page],
        signedIn,
      ]),
      ["anonymous /shop", base, ["/shop"]],
      ["bare Hono server", `http://127.0.0.1:${port + 1}`, ["/"]],
    ];
    // A fresh process compiles its code as it first runs it: not what a request costs.
    load(base, ["/shop", "/healthz", ...PERSONAL_PAGES, "/personal-state"], {
      headers: signedIn,
      seconds: 3,
      connections,
    });
    const measured: PersonalTarget[] = [];
    for (const [name, url, paths, headers] of targets) {
      if (values.only && !name.includes(values.only)) continue;
      const result = load(url, paths, { headers, seconds, connections });
      measured.push({ name, paths, ...result, peakRssMb: url === base ? rss.peak() : undefined });
      console.log(
        `${name.padEnd(40)} ${String(result.reqPerSec).padStart(6)} req/s  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms  errors ${result.errors} non2xx ${result.non2xx}`,
      );
    }
    return { database, targets: measured, maxRssMb: rss.stop().maxRssMb };
  } finally {
    if (bare) await stopServer(bare);
    await stopServer(shop);
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl, DATABASE_NAME);
  }
}

if (!values["no-build"]) run("npm", ["run", "build"]);
const report: PersonalReport = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version },
  settings: { seconds, connections, bagLines: BAG_LINES, orders: ORDERS, wishlist: WISHED },
  runs: [],
};
report.runs.push(await benchDatabase(undefined));
if (process.env.DATABASE_URL) report.runs.push(await benchDatabase(process.env.DATABASE_URL));

let met = true;
for (const r of values.only ? [] : report.runs) {
  console.log(`\n${r.database}:\n| goal (issue 49) | measured | met |\n|---|---|:-:|`);
  for (const g of personalGoals(r)) {
    console.log(`| ${g.goal} | ${g.measured} | ${g.met ? "yes" : "**no**"} |`);
    met &&= g.met;
  }
}
if (!values["no-write"] && !values.only) {
  mkdirSync(PERSONAL_RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(PERSONAL_RESULTS_DIR, `${report.date.slice(0, 19).replace(/:/g, "-")}.json`),
    JSON.stringify(report, null, 2),
  );
  // bench/README.md is `npm run bench`'s; this run replaces only its own section there.
  const readme = readFileSync("bench/README.md", "utf8");
  const cut = readme.indexOf(personalSection()[0] ?? "\0");
  const before = (cut >= 0 ? readme.slice(0, cut) : readme).trimEnd();
  writeFileSync("bench/README.md", `${before}\n\n${personalSection().join("\n")}`);
  console.log(`\nwrote ${PERSONAL_RESULTS_DIR} and bench/README.md`);
}
if (values.only) console.log("\n--only: no verdict on issue 49's goal");
else console.log(met ? "\nissue 49's goal: met" : "\nissue 49's goal: NOT met");
process.exit(met ? 0 : 1);
