import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router 8's behaviour, each flag decided (an unset flag prints a warning on every build):
  future: {
    // No route has a clientLoader, clientAction or HydrateFallback: nothing to split, the same chunks.
    v8_splitRouteModules: true,
    // The build through Vite's environments, as React Router 8 requires; the same client and server output.
    v8_viteEnvironmentApi: true,
    // Only a URL with a trailing slash changes (`/a/` fetches `/a/_.data`, the home page `/_.data` for
    // `/_root.data`); src/http and src/server match `.data` answers by suffix and the pages with a name, not `/`.
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: pages read the Hono request's load context (app/load-context.ts), which middleware's
    // RouterContextProvider replaces; that is a change of every page, made with the move to v8.
    v8_middleware: false,
    // Not yet: loaders build links back from `request.url` (app/lib/guards.server.ts' `redirectTo`), which
    // would then keep `.data` and `?_routes=`; they move to the `url` argument first.
    v8_passThroughRequests: false,
  },
} satisfies Config;
