import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "@/platform/config";
import { startShop } from "./bootstrap";
import { FIRST_START, prepareInChildProcess } from "./first-start";
import { isEmbedded, isNewEmbeddedDatabase } from "@/db/client";
import { FolderInUseError } from "@/db/folder-lock";
import { startTableUpkeep } from "@/db/upkeep";
import { takingTurns } from "./turns";
import { startMailWorker } from "@/mail/delivery";
import { startActiveProductCountFolding } from "@/catalog";
import { startUnpaidOrderSweeper } from "@/orders/unpaid-orders";
import { startBackInStockSweeper } from "@/stock-alerts";
import { publicOrigin } from "@/platform/public-origin";
import { createHttpApp } from "./app";
import { staticFiles } from "./static-files";
import { runsHostWideJobs, superviseWorkers } from "./workers";
import { startSuggestionIndex } from "@/search";
import { startOwnerDigest } from "@/admin";
import { startBagReminders } from "@/cart";

const here = path.dirname(fileURLToPath(import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Decision 024: V8 lets its heap grow to up to four times what survived the last full collection
 * before collecting again. Under load almost all of that is garbage (rendered pages, rows), and it set
 * the process's RSS: up to 400 MB at 100,000 products. Collecting at one and a half times keeps it
 * near 220 MB for about 7 % more CPU on the costliest answers.
 */
const HEAP_GROWING_PERCENT = 50;

async function main() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const config = loadConfig();
  const migrations = path.join(here, "migrations");
  if (process.argv.includes(FIRST_START)) return (await startShop(config, migrations)).close();
  if (isNewEmbeddedDatabase(config)) await prepareInChildProcess();
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return superviseWorkers(config);
  const { app, close } = await startShop(config, migrations);
  const build = (await import(pathToFileURL(path.join(here, "server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const http = createHttpApp(app, {
    pages: (request, context) => handle(request, context),
    staticFiles: staticFiles(path.join(here, "client")),
    // The logo the icons are drawn from: public/favicon.svg as the build copied it.
    logoFile: path.join(here, "client/favicon.svg"),
  });
  if (!config.PUBLIC_URL) {
    app.log.warn(`PUBLIC_URL is not set: links in mails point at ${publicOrigin(config)} until it is`);
  }
  const mailWorker = startMailWorker(app);
  const unpaidOrderSweeper = startUnpaidOrderSweeper(app);
  const tableUpkeep = runsHostWideJobs() ? await startTableUpkeep(app.db, app.log) : null;
  const backInStockSweeper = startBackInStockSweeper(app);
  const countFolding = startActiveProductCountFolding(app);
  const ownerDigest = startOwnerDigest(app);
  const bagReminders = startBagReminders(app);
  startSuggestionIndex(app);
  // The embedded database answers on this thread: requests take turns with new connections (turns.ts).
  const fetch = isEmbedded(app.db) ? takingTurns(http.fetch) : http.fetch;
  const server = serve({ fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    app.log.info(
      { port: info.port, mode: process.env.NODE_ENV, pid: process.pid },
      `BAY is serving on http://localhost:${info.port}`,
    );
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    mailWorker.stop();
    unpaidOrderSweeper.stop();
    tableUpkeep?.stop();
    backInStockSweeper.stop();
    countFolding.stop();
    ownerDigest.stop();
    bagReminders.stop();
    // Requests already being answered finish before the database closes under them; past the grace
    // period the process exits anyway. PGlite must be closed or its data directory stays locked.
    let exiting = false;
    const exit = () => {
      if (exiting) return;
      exiting = true;
      void close().finally(() => process.exit(0));
    };
    server.close(exit);
    setTimeout(exit, SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof FolderInUseError) {
    console.error(err.message);
  } else {
    console.error("BAY failed to start:", err);
  }
  process.exit(1);
});
