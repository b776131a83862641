// Runs the Vitest suite and the browser suite side by side: each alone keeps about one of the two
// cores busy (the browser tests mostly Chromium, the others Node and the databases), so together
// they finish several minutes sooner than one after the other. Each line is prefixed with its suite.
import { spawn } from "node:child_process";

const suites = [
  { name: "unit", command: "npx", args: ["vitest", "run", "--maxWorkers=1"] },
  { name: "e2e", command: "npx", args: ["playwright", "test"] },
];

function run({ name, command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
      });
      stream.on("end", () => rest && process.stdout.write(`[${name}] ${rest}\n`));
    }
    child.on("close", (code) => resolve({ name, code: code ?? 1 }));
  });
}

const results = await Promise.all(suites.map(run));
for (const { name, code } of results) console.log(`${name}: ${code === 0 ? "passed" : `failed (exit ${code})`}`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
