import { fork } from "node:child_process";

/** `node build/server.mjs --first-start`: prepares a new shop (database, admin, sample catalog), then exits. */
export const FIRST_START = "--first-start";

/**
 * A new embedded database grows PGlite's WebAssembly memory to about 800 MB while it is created and
 * migrated, and WebAssembly memory never shrinks: a shop's first start kept 530 MB for as long as it
 * ran, against about 220 MB for every later start. So the first start's work is done by a short-lived
 * copy of the server, and the server then starts as it does every other time.
 */
export async function prepareInChildProcess(): Promise<void> {
  const child = fork(process.argv[1], [FIRST_START], { execArgv: process.execArgv, stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`preparing the new shop failed (exit code ${code})`);
}
