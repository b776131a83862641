// Finds the Chromium or Chrome the browser tests drive, and installs one when the machine has none, so that
// `npm test` passes on a fresh machine by itself (issue 51). `npm test` and `npm run test:e2e` run it first,
// before the long checks, so that a missing browser fails in seconds; playwright.config.ts asks findBrowser
// for the same path. Run as `tsx scripts/find-browser.ts`.
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { spawnSync, type StdioOptions } from "node:child_process";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless)
 * comes first: it opens a test's fresh browser context for about a quarter of the full browser's CPU and
 * a page for half its browser-process CPU, which halved the browser suite on a two-core machine.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const KNOWN_PATHS = [HEADLESS_SHELL, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const isHeadlessShell = (file: string) => path.basename(file) === path.basename(HEADLESS_SHELL);
const NAMES_ON_PATH = [
  "chromium-headless-shell",
  "chromium",
  "chromium-browser",
  "google-chrome",
  "google-chrome-stable",
];

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

/**
 * `quiet` hides the commands' progress (apt's), keeping their errors; Playwright's download shows its own.
 * `fallback`: the browser to use if the install fails (the full Chromium beside a missing headless shell).
 */
type Install = { say: string; commands: string[][]; env?: Record<string, string>; quiet?: boolean; fallback?: string };
export type BrowserPlan = { use: string } | { install: Install } | { stop: string };

const WHAT_TO_INSTALL = "install Chromium or Google Chrome, or set CHROMIUM_PATH to one";

/**
 * The browser to use, in this order: CHROMIUM_PATH (taken as given, so that a wrong one is reported, not
 * passed over); a Chromium or Chrome of the system, the headless shell first; Playwright's own download.
 * `headlessShell: false` passes the shell over, for Lighthouse (bench/pages.ts), whose figures are a full browser's.
 */
export function findBrowser(machine: Machine, { headlessShell = true } = {}): string | undefined {
  if (machine.env.CHROMIUM_PATH) return machine.env.CHROMIUM_PATH;
  const onPath = (machine.env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .flatMap((dir) => NAMES_ON_PATH.map((name) => path.join(dir, name)));
  const system = [...machine.knownPaths, ...onPath]
    .filter((file) => headlessShell || !isHeadlessShell(file))
    .find(machine.exists);
  if (system) return system;
  const playwrights = machine.playwrightChromium();
  return machine.exists(playwrights) ? playwrights : undefined;
}

/**
 * What to do before the tests run: use the browser found, install one the way the machine allows, or stop.
 * As root on Debian, the headless shell is installed beside a full Chromium found without it (a CI machine).
 */
export function planBrowser(machine: Machine): BrowserPlan {
  const found = findBrowser(machine);
  if (found && machine.exists(found)) {
    const shellWanted = !machine.env.CHROMIUM_PATH && !isHeadlessShell(found);
    if (!shellWanted || !canUseApt(machine)) return { use: found };
    return { install: { ...aptInstall(`${found} has no headless shell beside it`), fallback: found } };
  }
  if (found) {
    return {
      stop: `find-browser: CHROMIUM_PATH is ${found}, which does not exist or cannot run: point it at a Chromium or Chrome, or leave it empty`,
    };
  }
  if (canUseApt(machine)) return { install: aptInstall("no Chromium or Chrome found") };
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

const canUseApt = (machine: Machine) =>
  machine.platform === "linux" && machine.isRoot && machine.isDebian && machine.hasAptGet;

function aptInstall(why: string): Install {
  return {
    say: `find-browser: ${why}; installing Debian's chromium-headless-shell (apt-get update && apt-get install -y chromium-headless-shell)`,
    commands: [
      ["apt-get", "update", "-qq"],
      ["apt-get", "install", "-y", "-qq", "chromium-headless-shell"],
    ],
    env: { DEBIAN_FRONTEND: "noninteractive" },
    quiet: true,
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
    const { say, commands, env, quiet, fallback } = plan.install;
    console.log(say);
    for (const [command, ...args] of commands) {
      const stdio: StdioOptions = ["inherit", quiet ? "ignore" : "inherit", "inherit"];
      const run = spawnSync(command, args, { stdio, env: { ...process.env, ...env } });
      if (run.status === 0) continue;
      if (!fallback) fail(`find-browser: ${[command, ...args].join(" ")} failed: ${WHAT_TO_INSTALL}`);
      console.warn(
        `find-browser: ${[command, ...args].join(" ")} failed; the browser tests use ${fallback}, more slowly`,
      );
      return;
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
