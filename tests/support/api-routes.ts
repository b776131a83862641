// The JSON API's routes as the server registers them, for tests that must cover every one of them.
import { createApi } from "../../src/server/api";

/** Every registered route of /api/v1 as "METHOD /path/{param}" (OpenAPI path style), sorted. */
export function registeredApiRoutes(): string[] {
  const keys = new Set<string>();
  for (const { method, path } of createApi().routes) {
    if (method === "ALL") continue; // middleware, not a route
    keys.add(`${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
  }
  return [...keys].sort();
}
