import type { Db } from "@/db/client";
import type { Config } from "./config";
import type { Logger } from "./log";
import type { PublicCache } from "./public-cache";

/** What every service needs from the running shop; built once at start, passed to each call. */
export type AppContext = {
  db: Db;
  config: Config;
  log: Logger;
  publicCache: PublicCache;
};
