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

/**
 * Runs `work` in one database transaction: every service it calls with the context it is given
 * commits together, or (when one throws) none does. For composite operations built from services.
 */
export function inTransaction<T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}
