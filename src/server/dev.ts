// `npm run dev`: the same Hono app, with Vite serving the pages and hot-reloading them.
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "@/platform/config";
import { startShop } from "./bootstrap";
import { createHttpApp } from "./app";

const config = loadConfig();
const { app, close } = await startShop(config);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const http = createHttpApp(app, {
  pages: async (request, context) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  },
});
/**
 * Vite's dev client injects <style> tags and opens its own hot-reload socket, both of which the
 * pages' Content-Security-Policy refuses; in development the policy only reports (in the console).
 */
function reportOnly(response: Response): Response {
  const policy = response.headers.get("content-security-policy");
  if (!policy) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-security-policy");
  headers.set("content-security-policy-report-only", policy);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const listener = getRequestListener(async (request, env) => reportOnly(await http.fetch(request, env)));
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(config.PORT, config.HOST, () => app.log.info(`BAY dev server on http://localhost:${config.PORT}`));
process.on("SIGINT", () => void close().finally(() => process.exit(0)));
process.on("SIGTERM", () => void close().finally(() => process.exit(0)));
