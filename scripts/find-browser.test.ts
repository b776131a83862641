import { describe, expect, it } from "vitest";
import { HEADLESS_SHELL, KNOWN_PATHS, findBrowser, planBrowser, type Machine } from "./find-browser";

const PLAYWRIGHTS = "/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";

/** A Debian machine without root and without any browser, with the given files present. */
function machine(files: string[], overrides: Partial<Machine> = {}): Machine {
  return {
    env: { PATH: "/usr/local/bin:/usr/bin:/bin" },
    knownPaths: KNOWN_PATHS,
    exists: (file) => files.includes(file),
    playwrightChromium: () => PLAYWRIGHTS,
    platform: "linux",
    arch: "x64",
    isRoot: false,
    isDebian: true,
    hasAptGet: true,
    ...overrides,
  };
}

describe("the browser the tests use", () => {
  it("is CHROMIUM_PATH before a system browser and Playwright's", () => {
    const everything = ["/opt/chrome/chrome", "/usr/bin/chromium", PLAYWRIGHTS];
    expect(findBrowser(machine(everything, { env: { CHROMIUM_PATH: "/opt/chrome/chrome", PATH: "" } }))).toBe(
      "/opt/chrome/chrome",
    );
  });

  it("is the system's Chromium or Chrome before Playwright's, in the known paths' order", () => {
    expect(findBrowser(machine(["/usr/bin/google-chrome", "/usr/bin/chromium-browser", PLAYWRIGHTS]))).toBe(
      "/usr/bin/chromium-browser",
    );
  });

  it("is Chromium's headless shell before the full Chromium", () => {
    expect(findBrowser(machine(["/usr/bin/chromium", HEADLESS_SHELL, PLAYWRIGHTS]))).toBe(HEADLESS_SHELL);
    expect(
      findBrowser(
        machine(["/usr/local/bin/chromium-headless-shell", "/usr/local/bin/chromium"], {
          env: { PATH: "/usr/local/bin" },
        }),
      ),
    ).toBe("/usr/local/bin/chromium-headless-shell");
  });

  it("passes the headless shell over when asked for a full browser (Lighthouse's)", () => {
    const both = machine(["/usr/bin/chromium", HEADLESS_SHELL, "/usr/local/bin/chromium-headless-shell"]);
    expect(findBrowser(both, { headlessShell: false })).toBe("/usr/bin/chromium");
  });

  it("looks for chromium, chromium-browser, google-chrome and google-chrome-stable on PATH", () => {
    const found = machine(["/usr/local/bin/google-chrome-stable", PLAYWRIGHTS]);
    expect(findBrowser(found)).toBe("/usr/local/bin/google-chrome-stable");
  });

  it("is Playwright's own Chromium when the system has none", () => {
    expect(planBrowser(machine([PLAYWRIGHTS]))).toEqual({ use: PLAYWRIGHTS });
  });

  it("is not looked for past a CHROMIUM_PATH that does not exist", () => {
    expect(planBrowser(machine(["/usr/bin/chromium"], { env: { CHROMIUM_PATH: "/opt/gone/chrome" } }))).toEqual({
      stop: "find-browser: CHROMIUM_PATH is /opt/gone/chrome, which does not exist or cannot run: point it at a Chromium or Chrome, or leave it empty",
    });
  });
});

describe("installing a browser when there is none", () => {
  const aptHeadlessShell = (why: string) => ({
    say: `find-browser: ${why}; installing Debian's chromium-headless-shell (apt-get update && apt-get install -y chromium-headless-shell)`,
    commands: [
      ["apt-get", "update", "-qq"],
      ["apt-get", "install", "-y", "-qq", "chromium-headless-shell"],
    ],
    env: { DEBIAN_FRONTEND: "noninteractive" },
    quiet: true,
  });

  it("installs Debian's chromium-headless-shell with apt-get when running as root on Debian", () => {
    expect(planBrowser(machine([], { isRoot: true }))).toEqual({
      install: aptHeadlessShell("no Chromium or Chrome found"),
    });
  });

  it("installs the headless shell beside a full Chromium as root on Debian, keeping that Chromium if it fails", () => {
    expect(planBrowser(machine(["/usr/bin/chromium"], { isRoot: true }))).toEqual({
      install: {
        ...aptHeadlessShell("/usr/bin/chromium has no headless shell beside it"),
        fallback: "/usr/bin/chromium",
      },
    });
    expect(planBrowser(machine(["/usr/bin/chromium", HEADLESS_SHELL], { isRoot: true }))).toEqual({
      use: HEADLESS_SHELL,
    });
  });

  it("leaves a machine it may not install on, or a browser named by CHROMIUM_PATH, as it is", () => {
    expect(planBrowser(machine(["/usr/bin/chromium"]))).toEqual({ use: "/usr/bin/chromium" });
    expect(planBrowser(machine(["/usr/bin/chromium"], { isRoot: true, isDebian: false }))).toEqual({
      use: "/usr/bin/chromium",
    });
    const named = machine(["/usr/bin/chromium"], { isRoot: true, env: { CHROMIUM_PATH: "/usr/bin/chromium" } });
    expect(planBrowser(named)).toEqual({ use: "/usr/bin/chromium" });
  });

  const playwrightInstall = {
    install: {
      say: "find-browser: no Chromium or Chrome found; installing Playwright's Chromium (npx playwright install chromium)",
      commands: [["npx", "playwright", "install", "chromium"]],
    },
  };

  it("installs Playwright's Chromium when not root, not on Debian, or without apt-get", () => {
    expect(planBrowser(machine([]))).toEqual(playwrightInstall);
    expect(planBrowser(machine([], { isRoot: true, isDebian: false }))).toEqual(playwrightInstall);
    expect(planBrowser(machine([], { isRoot: true, hasAptGet: false }))).toEqual(playwrightInstall);
    expect(planBrowser(machine([], { platform: "darwin", arch: "arm64", isDebian: false }))).toEqual(playwrightInstall);
  });

  it("stops, saying what to install, where neither apt-get nor Playwright can install one", () => {
    const riscv = machine([], { arch: "riscv64" });
    expect(planBrowser(riscv)).toEqual({
      stop: "find-browser: no Chromium or Chrome found, and none can be installed for linux-riscv64 here: install Chromium or Google Chrome, or set CHROMIUM_PATH to one",
    });
    expect(planBrowser(machine([], { platform: "freebsd", isDebian: false }))).toEqual({
      stop: "find-browser: no Chromium or Chrome found, and none can be installed for freebsd-x64 here: install Chromium or Google Chrome, or set CHROMIUM_PATH to one",
    });
  });
});
