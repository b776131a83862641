// Issue 49's goal and table, for `npm run bench:personal` and the bench/README.md both bench scripts write.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LoadResult } from "./harness";

export const PERSONAL_RESULTS_DIR = "bench/results/personal";

/** The pages that belong to one shopper, measured signed in. */
export const PERSONAL_PAGES = ["/cart", "/checkout", "/order-history", "/wishlist", "/settings"] as const;

export type PersonalTarget = LoadResult & { name: string; paths: string[]; peakRssMb?: number };

export type PersonalRun = {
  database: "PGlite" | "PostgreSQL";
  targets: PersonalTarget[];
  maxRssMb: number;
};

export type PersonalReport = {
  date: string;
  machine: { cpus: number; node: string };
  settings: { seconds: number; connections: number; bagLines: number; orders: number; wishlist: number };
  runs: PersonalRun[];
};

export type PersonalGoal = { goal: string; measured: string; met: boolean };

/** The rows a goal compares against are measured before and after the others: their mean is the reference. */
export const reference = (run: PersonalRun, name: string) => {
  const rows = run.targets.filter((t) => t.name === name);
  return Math.round(rows.reduce((sum, t) => sum + t.reqPerSec, 0) / Math.max(1, rows.length));
};

const percent = (part: number, whole: number) => `${Math.round((100 * part) / Math.max(1, whole))} %`;

/** Issue 49's goal, row by row, for one server's run. */
export function personalGoals(run: PersonalRun): PersonalGoal[] {
  const shop = reference(run, "anonymous /shop");
  const bare = reference(run, "bare Hono server");
  const target = (name: string) => run.targets.find((t) => t.name === name)!;
  const goals: PersonalGoal[] = PERSONAL_PAGES.map((page) => {
    const t = target(`signed in ${page}`);
    return {
      goal: `signed-in ${page}: ≥ 25 % of anonymous /shop, p99 < 100 ms`,
      measured: `${t.reqPerSec} req/s = ${percent(t.reqPerSec, shop)} of ${shop}, p99 ${t.latencyMs.p99} ms`,
      met: t.reqPerSec * 4 >= shop && t.latencyMs.p99 < 100 && t.errors === 0 && t.non2xx === 0,
    };
  });
  for (const name of ["signed in /personal-state", "/healthz"]) {
    const t = target(name);
    goals.push({
      goal: `${name}: ≥ 50 % of the bare server`,
      measured: `${t.reqPerSec} req/s = ${percent(t.reqPerSec, bare)} of ${bare}`,
      met: t.reqPerSec * 2 >= bare && t.errors === 0 && t.non2xx === 0,
    });
  }
  goals.push({ goal: "RSS < 300 MB (issue 13)", measured: `${run.maxRssMb} MB`, met: run.maxRssMb < 300 });
  return goals;
}

export function personalTables(report: PersonalReport): string[] {
  const lines: string[] = [];
  for (const run of report.runs) {
    lines.push(
      `### ${run.database}: run of ${report.date} on ${report.machine.cpus} CPUs, Node ${report.machine.node}`,
      "",
      "| goal (issue 49) | measured | met |",
      "|---|---|:-:|",
      ...personalGoals(run).map((g) => `| ${g.goal} | ${g.measured} | ${g.met ? "yes" : "**no**"} |`),
      "",
      "| target | req/s | p50 ms | p99 ms | errors | non-2xx | bytes/response | peak RSS MB so far |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...run.targets.map(
        (t) =>
          `| ${t.name} | ${t.reqPerSec} | ${t.latencyMs.p50} | ${t.latencyMs.p99} | ${t.errors} | ${t.non2xx} | ${t.bytesPerResponse} | ${t.peakRssMb ?? "—"} |`,
      ),
      "",
    );
  }
  return lines;
}

/** The latest `npm run bench:personal` report, if any. */
export function latestPersonalReport(): PersonalReport | null {
  if (!existsSync(PERSONAL_RESULTS_DIR)) return null;
  const [latest] = readdirSync(PERSONAL_RESULTS_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse();
  return latest ? (JSON.parse(readFileSync(path.join(PERSONAL_RESULTS_DIR, latest), "utf8")) as PersonalReport) : null;
}

/** bench/README.md's section on issue 49, from the latest personal report (both bench scripts write it). */
export function personalSection(): string[] {
  const report = latestPersonalReport();
  if (!report) return [];
  const s = report.settings;
  return [
    "## Personal pages (issue 49): `npm run bench:personal`",
    "",
    "The pages that belong to one shopper, measured beside anonymous `/shop` and a bare Hono server (no",
    "middleware, a fixed list of the shop's first 24 products as JSON: the machine's ceiling) in one run, on each",
    "database: the shop started as `npm start` runs it on a fresh data directory (and a scratch PostgreSQL",
    `database), a shopper signed up through the API with ${s.orders} orders, a bag of ${s.bagLines} lines and`,
    `${s.wishlist} wished products; autocannon with ${s.connections} connections, ${s.seconds} s per row, brotli accepted.`,
    "The bare server and anonymous `/shop` are measured first and last; their mean is what the ratios divide by.",
    "Raw results: `bench/results/personal/`.",
    "",
    ...personalTables(report),
  ];
}
