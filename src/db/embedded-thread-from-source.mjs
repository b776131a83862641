// Starts the embedded database's thread from the TypeScript source (tests, `npm run dev`) through tsx,
// as the rest of the source runs there: Node 20 ignores `--import` in a worker's options.
import { tsImport } from "tsx/esm/api";

await tsImport("./embedded-thread.ts", import.meta.url);
