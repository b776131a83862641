// Finds the Chromium or Chrome the browser tests drive, and installs one when the machine has none, so that
// `npm test` passes on a fresh machine by itself (issue 51). `npm test` and `npm run test:e2e` run it first,
// before the long checks, so that a missing browser fails in seconds; playwright.config.ts asks findBrowser
// for the same path. Run as `tsx scripts/find-browser.ts`.
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { spawnSync, type StdioOptions } from "node:child_process";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

export const KNOWN_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const NAMES_ON_PATH = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

/** What the finder asks of the machine, passed in so that a test can describe any machine. */
export type Machine = {
  env: { CHROMIUM_PATH?: string; PATH?: string };
  knownPaths: string[];
  exists: (file: string) => boolean;
  /** Where Playwright keeps its own Chromium, whether it is downloaded or not. */
  playwrightChromium: () => string;
  platform: NodeJS.Platform;
  arch: string;
  isRoot: boolean;
  isDebian: boolean;
  hasAptGet: boolean;
};

/** `quiet` hides the commands' progress (apt's), keeping their errors; Playwright's download shows its own. */
type Install = { say: string; commands: string[][]; env?: Record<string, string>; quiet?: boolean };
export type BrowserPlan = { use: string } | { install: Install } | { stop: string };

const WHAT_TO_INSTALL = "install Chromium or Google Chrome, or set CHROMIUM_PATH to one";

/**
 * The browser to use, in this order: CHROMIUM_PATH (taken as given, so that a wrong one is reported, not
 * passed over); a Chromium or Chrome of the system; Playwright's own download.
 */
export function findBrowser(machine: Machine): string | undefined {
  if (machine.env.CHROMIUM_PATH) return machine.env.CHROMIUM_PATH;
  const onPath = (machine.env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .flatMap((dir) => NAMES_ON_PATH.map((name) => path.join(dir, name)));
  const system = [...machine.knownPaths, ...onPath].find(machine.exists);
  if (system) return system;
  const playwrights = machine.playwrightChromium();
  return machine.exists(playwrights) ? playwrights : undefined;
}

/** What to do before the tests run: use the browser found, install one the way the machine allows, or stop. */
export function planBrowser(machine: Machine): BrowserPlan {
  const found = findBrowser(machine);
  if (found && machine.exists(found)) return { use: found };
  if (found) {
    return {
      stop: `find-browser: CHROMIUM_PATH is ${found}, which does not exist or cannot run: point it at a Chromium or Chrome, or leave it empty`,
    };
  }
  if (machine.platform === "linux" && machine.isRoot && machine.isDebian && machine.hasAptGet) {
    return {
      install: {
        say: "find-browser: no Chromium or Chrome found; installing Debian's chromium (apt-get update && apt-get install -y chromium)",
        commands: [
          ["apt-get", "update", "-qq"],
          ["apt-get", "install", "-y", "-qq", "chromium"],
        ],
        env: { DEBIAN_FRONTEND: "noninteractive" },
        quiet: true,
      },
    };
  }
  // The systems Playwright downloads Chromium for (its registry's host platforms).
  const playwrightCanInstall =
    machine.platform === "darwin" ||
    machine.platform === "win32" ||
    (machine.platform === "linux" && ["x64", "arm64"].includes(machine.arch));
  if (playwrightCanInstall) {
    return {
      install: {
        say: "find-browser: no Chromium or Chrome found; installing Playwright's Chromium (npx playwright install chromium)",
        commands: [["npx", "playwright", "install", "chromium"]],
      },
    };
  }
  return {
    stop: `find-browser: no Chromium or Chrome found, and none can be installed for ${machine.platform}-${machine.arch} here: ${WHAT_TO_INSTALL}`,
  };
}

export function thisMachine(): Machine {
  const onPath = (name: string) =>
    (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, name)));
  return {
    env: process.env,
    knownPaths: KNOWN_PATHS,
    exists: isExecutable,
    playwrightChromium: () => chromium.executablePath(),
    platform: process.platform,
    arch: process.arch,
    isRoot: process.getuid?.() === 0,
    isDebian: isDebian(),
    hasAptGet: onPath("apt-get"),
  };
}

// Debian itself, not a derivative: Ubuntu's chromium is a snap, which a container cannot install.
function isDebian() {
  try {
    return /^ID="?debian"?$/m.test(readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
}

function isExecutable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Carries out the plan: prints one line of what it uses or installs, and exits non-zero where it cannot. */
function main() {
  let plan = planBrowser(thisMachine());
  if ("install" in plan) {
    const { say, commands, env, quiet } = plan.install;
    console.log(say);
    for (const [command, ...args] of commands) {
      const stdio: StdioOptions = ["inherit", quiet ? "ignore" : "inherit", "inherit"];
      const run = spawnSync(command, args, { stdio, env: { ...process.env, ...env } });
      if (run.status !== 0) fail(`find-browser: ${[command, ...args].join(" ")} failed: ${WHAT_TO_INSTALL}`);
    }
    plan = planBrowser(thisMachine());
    if ("install" in plan) fail(`find-browser: the install left no browser to use: ${WHAT_TO_INSTALL}`);
  }
  if ("stop" in plan) fail(plan.stop);
  console.log(`find-browser: the browser tests use ${plan.use}`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
