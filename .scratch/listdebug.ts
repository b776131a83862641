import { createAppContext } from "../src/http/bootstrap";
import { openPglite } from "../src/db/client";
import { loadConfig } from "../src/platform/config";
import { createLogger } from "../src/platform/log";
import { listProducts } from "../src/catalog/catalog";
import { productQuerySchema } from "../src/catalog/product-query";

const dir = process.argv[2];
const database = await openPglite({ dataDir: dir + "/db" });
const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", PUBLIC_CACHE_SECONDS: "0", DATA_DIR: dir });
const { app, close } = await createAppContext(database as never, config, createLogger("silent"));
const q = productQuerySchema.parse({ limit: "24" });
const client = (database as any).client;
const orig = client.query.bind(client);
client.query = async (t: string, p: unknown[], o: unknown) => { const r = await orig(t, p, o); console.log(t.slice(0, 60), JSON.stringify(o)?.slice(0,80), r.rows.length, JSON.stringify(r.rows[0])?.slice(0, 200)); return r; };
const list = await listProducts(app, q);
console.log(list.total, list.totalIsLowerBound, list.items.length);
await close();
