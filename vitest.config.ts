import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app"), "@": path.resolve("src") } },
  test: {
    include: ["src/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Each file gets a fresh shop (its own database and app) from tests/support/shop.ts, so the files
    // need no process of their own: reusing the workers' module graph took 6.3 against 4.3 minutes.
    isolate: false,
    // Vitest's default on two cores is one worker; tests wait on PostgreSQL and HTTP much of the time.
    maxWorkers: 2,
  },
});
