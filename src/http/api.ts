import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { HttpEnv } from "./env";
import { accountsRoutes } from "@/accounts/api";
import { catalogRoutes } from "@/catalog/api";
import { mailRoutes } from "@/mail/api";
import { newsRoutes } from "@/news/api";
import { newsletterRoutes } from "@/newsletter/api";
import { reviewsRoutes } from "@/reviews/api";
import { searchRoutes } from "@/search/api";
import { apiErrorResponse } from "./api-errors";
import { openApiRoutes } from "./openapi";

// Uploads (10 MB images) are the largest bodies we accept; anything bigger is refused before parsing.
const BODY_LIMIT_BYTES = 11 * 1024 * 1024;

/** The JSON API v1: each capability mounts its own routes here. */
export function createApi() {
  const api = new Hono<HttpEnv>();
  api.use(bodyLimit({ maxSize: BODY_LIMIT_BYTES }));
  api.onError(apiErrorResponse);
  api.route("/", openApiRoutes());
  api.route("/", accountsRoutes());
  api.route("/", mailRoutes());
  api.route("/", catalogRoutes());
  api.route("/", searchRoutes());
  api.route("/", newsletterRoutes());
  api.route("/", newsRoutes());
  api.route("/", reviewsRoutes());
  return api;
}
