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
// log statements
const orig = client.query.bind(client);
let seen: string[] = [];
client.query = (t: string, p: unknown[], o: unknown) => { if (seen.length < 5) seen.push(t.slice(0, 400)); return orig(t, p, o); };
for (let i = 0; i < 500; i++) await listProducts(app, q);
console.log(seen);
client.query = orig;
for (const round of [1, 2, 3]) {
  let t = performance.now();
  for (let i = 0; i < 3000; i++) await listProducts(app, q);
  const list = (performance.now() - t) / 3000;
  t = performance.now();
  for (let i = 0; i < 3000; i++) await client.query("SELECT 1");
  const one = (performance.now() - t) / 3000;
  console.log(`list ${(list * 1000).toFixed(0)} µs, SELECT 1 ${(one * 1000).toFixed(0)} µs`);
}
await close();
