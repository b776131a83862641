import { ensureAdminAccount } from "@/accounts/admin-code";
import { seedSampleCatalog } from "@/catalog/seed";
import { openDatabase, type Database } from "@/db/client";
import { loadConfig, type Config } from "./config";
import type { AppContext } from "./context";
import { createLogger, type Logger } from "./log";
import { createPublicCache } from "./public-cache";

/** The channel migration 0002's triggers notify when what visitors see changes. */
const PUBLIC_CONTENT_CHANNEL = "bay_public_content";

/** The services' context over an open database, its public cache kept fresh by change notifications. */
export async function createAppContext(database: Database, config: Config, log: Logger) {
  const publicCache = createPublicCache(config.PUBLIC_CACHE_SECONDS * 1000);
  const unlisten = await database.listen(PUBLIC_CONTENT_CHANNEL, publicCache.invalidate);
  const app: AppContext = { db: database.db, config, log, publicCache };
  return {
    app,
    close: async () => {
      await unlisten();
      await database.close();
    },
  };
}

/** Opens the database (migrating it) and prepares what a fresh shop needs on its first start. */
export async function startShop(config: Config = loadConfig(), migrationsFolder?: string) {
  const log = createLogger(config.LOG_LEVEL);
  const database: Database = await openDatabase(config, migrationsFolder);
  const { app, close } = await createAppContext(database, config, log);
  await ensureAdminAccount(app);
  await seedSampleCatalog(app);
  return { app, close };
}
