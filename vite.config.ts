import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": path.resolve("app"),
      "@": path.resolve("src"),
    },
  },
  ssr: {
    // Server-only packages stay as runtime imports; the Hono server owns their single instances.
    external: ["@electric-sql/pglite", "pg", "sharp", "@node-rs/argon2", "pino"],
  },
});
