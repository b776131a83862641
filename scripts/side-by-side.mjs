// Runs a few checks at once and fails if any fails: `node scripts/side-by-side.mjs "tsc --noEmit" "eslint ."`.
// The type check and the lint are each single-threaded; side by side they take the time of the
// longer one. Each line of output is prefixed with the command's first word.
import { spawn } from "node:child_process";

function run(command) {
  const name = command.split(" ")[0];
  return new Promise((resolve) => {
    const child = spawn("npx", command.split(" "), { stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
      });
      stream.on("end", () => rest && process.stdout.write(`[${name}] ${rest}\n`));
    }
    child.on("close", (code) => resolve({ command, code: code ?? 1 }));
  });
}

const results = await Promise.all(process.argv.slice(2).map(run));
for (const { command, code } of results) console.log(`${command}: ${code === 0 ? "passed" : `failed (exit ${code})`}`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
