import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app"), "@": path.resolve("src") } },
  test: {
    include: ["src/**/*.test.ts", "app/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default on two cores is one worker; tests wait on PostgreSQL and HTTP much of the time.
    maxWorkers: 2,
  },
});
