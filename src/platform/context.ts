import type { Db } from "@/db/client";
import type { Config } from "./config";
import type { Logger } from "./log";
import type { PublicCache, TimedCache } from "./public-cache";

/** What every service needs from the running shop; built once at start, passed to each call. */
export type AppContext = {
  db: Db;
  config: Config;
  log: Logger;
  publicCache: PublicCache;
  /** Signed-in sessions by token hash (src/accounts/sessions.ts); emptied by `forgetSessions`. */
  sessionCache: TimedCache<CachedSession | null>;
};

/** A session as looked up: who it signs in, and until when it and any admin access last (epoch ms). */
export type CachedSession = {
  user: { id: string; email: string; fullName: string; phone: string; role: "customer" | "admin" };
  expiresAt: number;
  adminSessionExpiresAt: number | null;
};
