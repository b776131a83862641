import { FolderInUseError } from "../src/db/folder-lock";
import { startShop } from "../src/server/bootstrap";
import type { Config } from "../src/platform/config";

/** The shop for a script; when a server is running on the same embedded database, the reason, not a stack trace. */
export async function startShopForScript(config: Config): ReturnType<typeof startShop> {
  try {
    return await startShop(config);
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
