import { ensureAdminAccount } from "@/accounts/admin-code";
import { seedSampleCatalog } from "@/catalog/seed";
import { openDatabase, type Database } from "@/db/client";
import { loadConfig, type Config } from "./config";
import type { AppContext } from "./context";
import { createLogger } from "./log";

/** Opens the database (migrating it) and prepares what a fresh shop needs on its first start. */
export async function startShop(config: Config = loadConfig(), migrationsFolder?: string) {
  const log = createLogger(config.LOG_LEVEL);
  const database: Database = await openDatabase(config, migrationsFolder);
  const app: AppContext = { db: database.db, config, log };
  await ensureAdminAccount(app);
  await seedSampleCatalog(app);
  return { app, close: database.close };
}
