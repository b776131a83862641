import cluster, { type Worker } from "node:cluster";
import type { Config } from "@/platform/config";
import { createLogger } from "@/platform/log";

// WEB_CONCURRENCY=N (PostgreSQL only, checked in config.ts): N copies of the server on one host share
// its port, one per core. They are the instances of README "Scaling out" on one machine: starting
// together, the mail worker and the unpaid-order sweep are already safe to run in each.

/** Set on one worker, and on the one that replaces it: it runs the jobs one process per host runs. */
const HOST_WIDE_JOBS = "BAY_HOST_WIDE_JOBS";

/** Whether this process runs the jobs one process per host runs (the table upkeep): a single server does. */
export const runsHostWideJobs = () => cluster.isPrimary || process.env[HOST_WIDE_JOBS] === "1";

/** A worker that dies this soon after it started is not replaced: it would only die again. */
const SHORTEST_LIFE_MS = 5_000;

/**
 * The primary process: forks the workers, replaces one that crashes, and on SIGTERM or SIGINT lets
 * each finish its requests (they stop as a single server does) before it exits.
 */
export function superviseWorkers(config: Config): void {
  const log = createLogger(config.LOG_LEVEL);
  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map<Worker, number>();
  let hostWideWorker: Worker | undefined;
  const fork = (hostWide: boolean) => {
    const worker = cluster.fork(hostWide ? { [HOST_WIDE_JOBS]: "1" } : {});
    if (hostWide) hostWideWorker = worker;
    startedAt.set(worker, Date.now());
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    if (lived < SHORTEST_LIFE_MS) {
      log.error({ pid: worker.process.pid, code, signal }, "a server process died as it started; stopping");
      exitCode = 1;
      stopAll();
      return;
    }
    log.warn({ pid: worker.process.pid, code, signal }, "a server process died; starting another");
    fork(worker === hostWideWorker);
  });

  const stopAll = () => {
    stopping = true;
    if (startedAt.size === 0) process.exit(exitCode);
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
  };
  process.on("SIGTERM", stopAll);
  process.on("SIGINT", stopAll);

  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork(i === 0);
  log.info({ workers: config.WEB_CONCURRENCY }, `BAY runs ${config.WEB_CONCURRENCY} server processes`);
}
