import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { HttpEnv } from "./env";
import { accountsRoutes } from "@/accounts/api";
import { mailRoutes } from "@/mail/api";
import { apiErrorResponse } from "./api-errors";
import { reviewsRoutes } from "@/reviews/api";

// Uploads (10 MB images) are the largest bodies we accept; anything bigger is refused before parsing.
const BODY_LIMIT_BYTES = 11 * 1024 * 1024;

/** The JSON API v1: each capability mounts its own routes here. */
export function createApi() {
  const api = new Hono<HttpEnv>();
  api.use(bodyLimit({ maxSize: BODY_LIMIT_BYTES }));
  api.onError(apiErrorResponse);
  api.route("/", accountsRoutes());
  api.route("/", mailRoutes());
  api.route("/", reviewsRoutes());
  return api;
}
