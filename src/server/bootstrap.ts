import { ensureAdminAccount } from "@/accounts/admin-code";
import { seedSampleCatalog } from "@/catalog/seed";
import { seedStoreSettings } from "@/store";
import { openDatabase, type Database } from "@/db/client";
import { loadConfig, type Config } from "@/platform/config";
import type { AppContext, CachedSession } from "@/platform/context";
import { createLogger, type Logger } from "@/platform/log";
import { createPublicCache, TimedCache } from "@/platform/public-cache";

/** The channel migration 0002's triggers notify when what visitors see changes. */
const PUBLIC_CONTENT_CHANNEL = "bay_public_content";
/** The channel migration 0005's triggers notify when a session ends or who it signs in changes. */
const SESSIONS_CHANNEL = "bay_sessions";

/** The services' context over an open database, its public cache kept fresh by change notifications. */
export async function createAppContext(database: Database, config: Config, log: Logger) {
  const publicCache = createPublicCache(config.PUBLIC_CACHE_SECONDS * 1000);
  const sessionCache = new TimedCache<CachedSession | null>({
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
    maxEntries: 10_000,
  });
  const unlisten = [
    await database.listen(PUBLIC_CONTENT_CHANNEL, publicCache.invalidate),
    await database.listen(SESSIONS_CHANNEL, () => sessionCache.clear()),
  ];
  const app: AppContext = { db: database.db, config, log, publicCache, sessionCache };
  return {
    app,
    close: async () => {
      await Promise.all(unlisten.map((stop) => stop()));
      await database.close();
    },
  };
}

/** Opens the database (migrating it) and prepares what a fresh shop needs on its first start. */
export async function startShop(config: Config = loadConfig(), migrationsFolder?: string) {
  const log = createLogger(config.LOG_LEVEL);
  const database: Database = await openDatabase(config, migrationsFolder);
  const { app, close } = await createAppContext(database, config, log);
  await seedStoreSettings(app);
  await ensureAdminAccount(app);
  await seedSampleCatalog(app);
  return { app, close };
}
