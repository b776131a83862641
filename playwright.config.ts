import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN } from "./tests/e2e/support/admin";
import { E2E_PAYSTACK_SECRET } from "./tests/e2e/support/paystack";
import { freePorts } from "./tests/e2e/support/free-ports";
import { npmStartCommand } from "./scripts/npm-start-command";
import { findBrowser, thisMachine } from "./scripts/find-browser";

// `npm run test:e2e` has found or installed it already (scripts/find-browser.ts); this only looks.
const chromium = findBrowser(thisMachine());

// The config is read again in each worker: the first read picks the ports and data dir, workers inherit them.
// Card payments go to a fake Paystack (tests/e2e/support/fake-paystack-server.ts); mail goes by SMTP to a
// mailbox the tests read (tests/e2e/support/mailbox-server.ts), as a shopper's would.
const portNames = ["E2E_PORT", "E2E_PAYSTACK_PORT", "E2E_SMTP_PORT", "E2E_MAILBOX_PORT"] as const;
if (portNames.some((name) => !process.env[name])) {
  const ports = freePorts(portNames.length);
  portNames.forEach((name, i) => (process.env[name] ??= String(ports[i])));
}
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "bay-e2e-"));
const port = Number(process.env.E2E_PORT);
const paystackPort = Number(process.env.E2E_PAYSTACK_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT);
const dataDir = process.env.E2E_DATA_DIR;
// The shop's server runs as `npm start` runs it.
const npmStart = npmStartCommand();

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/support/remove-data-dir.ts",
  // One file at a time: the tests keep both cores busy (two workers ran no faster), and some read
  // shop-wide figures (the dashboard's revenue) that another file's orders would change.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A journey test (sign up, buy, scan for accessibility) takes 10-30 s; two workers on two cores can double that.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    // The shop's service worker (issue 50) would answer requests that page.route is meant to see, and
    // precache on every fresh context; tests/e2e/patchy-data.spec.ts allows it where it is the subject.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    {
      command: "npx tsx tests/e2e/support/fake-paystack-server.ts",
      url: `http://127.0.0.1:${paystackPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_PAYSTACK_PORT: String(paystackPort) },
    },
    {
      command: "npx tsx tests/e2e/support/mailbox-server.ts",
      url: `http://127.0.0.1:${mailboxPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAILBOX_PORT: String(mailboxPort) },
    },
    {
      command: ["node", ...npmStart.nodeArgs, "build/server.mjs"].join(" "),
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...npmStart.env,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_CODE: E2E_ADMIN.code,
        RATE_LIMIT_LOGIN_PER_IP: "10000",
        RATE_LIMIT_SIGNUP_PER_IP: "10000",
        // Every test comes from one address, where a real shop's visitors come from many.
        RATE_LIMIT_ORDER_LOOKUP_PER_IP: "10000",
        RATE_LIMIT_PASSWORD_RESET_PER_IP: "10000",
        RATE_LIMIT_NEWSLETTER_PER_IP: "10000",
        RATE_LIMIT_DISCOUNT_CODE_PER_IP: "10000",
        PAYSTACK_SECRET_KEY: E2E_PAYSTACK_SECRET,
        PAYSTACK_BASE_URL: `http://127.0.0.1:${paystackPort}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
