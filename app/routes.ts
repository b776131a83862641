import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// File-system routes: each page is one file in app/routes, named after its URL.
export default flatRoutes() satisfies RouteConfig;
