import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, jsonBody, jsonRequest, okResponse, signedIn } from "@/http/openapi-route";
import { verifyAdminCode } from "./admin-code";
import { logIn, logOut, signUp, type SignedIn } from "./auth";
import { requireUser } from "@/platform/access";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset";
import {
  adminCodeSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signupSchema,
} from "./schemas";
import { adminCodeResponse, meResponse, passwordResetRequestedResponse, sessionResponse } from "./responses";
import { sessionCookieHeader } from "./session-cookie";

function withSession(c: Context<HttpEnv>, signedIn: SignedIn, status: 200 | 201) {
  c.header("Set-Cookie", sessionCookieHeader(c.get("app").config, c.req.url, signedIn.token), { append: true });
  return c.json({ user: signedIn.user, token: signedIn.token }, status);
}

const signUpRoute = createRoute({
  method: "post",
  path: "/auth/signup",
  ...about("accounts", "anyone", "Create a customer account"),
  middleware: [jsonBody],
  request: { body: jsonRequest(signupSchema) },
  responses: answers(201, sessionResponse),
});

const logInRoute = createRoute({
  method: "post",
  path: "/auth/login",
  ...about("accounts", "anyone", "Sign in; sets the session cookie"),
  middleware: [jsonBody],
  request: { body: jsonRequest(loginSchema) },
  responses: answers(200, sessionResponse),
});

const logOutRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  ...about("accounts", "signed in", "End the session"),
  responses: answers(200, okResponse),
});

const meRoute = createRoute({
  method: "get",
  path: "/auth/me",
  ...about("accounts", "signed in", "The signed-in user"),
  responses: answers(200, meResponse),
});

const adminCodeRoute = createRoute({
  method: "post",
  path: "/auth/admin-code",
  ...about("accounts", "signed in", "Start a timed admin session with the admin code (403 when wrong)"),
  middleware: [jsonBody, signedIn()],
  request: { body: jsonRequest(adminCodeSchema) },
  responses: answers(200, adminCodeResponse),
});

const passwordResetRoute = createRoute({
  method: "post",
  path: "/auth/password-reset",
  ...about("accounts", "anyone", "E-mail a password reset link (always 202)"),
  middleware: [jsonBody],
  request: { body: jsonRequest(passwordResetRequestSchema) },
  responses: answers(202, passwordResetRequestedResponse),
});

const passwordResetConfirmRoute = createRoute({
  method: "post",
  path: "/auth/password-reset/confirm",
  ...about("accounts", "anyone", "Set a new password with a reset token"),
  middleware: [jsonBody],
  request: { body: jsonRequest(passwordResetConfirmSchema) },
  responses: answers(200, okResponse),
});

/** Sign-up, sign-in, sessions, the admin code and password reset (docs/contracts.md#api-endpoints). */
export function accountsRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(signUpRoute, async (c) =>
    withSession(c, await signUp(c.get("app"), c.req.valid("json"), c.get("clientIp")), 201),
  );

  routes.openapi(logInRoute, async (c) =>
    withSession(c, await logIn(c.get("app"), c.req.valid("json"), c.get("clientIp")), 200),
  );

  routes.openapi(logOutRoute, async (c) => {
    requireUser(c.get("user"));
    await logOut(c.get("app"), c.get("sessionToken"));
    c.header("Set-Cookie", sessionCookieHeader(c.get("app").config, c.req.url, null), { append: true });
    return c.json({ ok: true });
  });

  routes.openapi(meRoute, (c) => c.json({ user: requireUser(c.get("user")) }));

  routes.openapi(adminCodeRoute, async (c) => {
    const result = await verifyAdminCode(c.get("app"), c.get("user"), c.get("sessionToken"), c.req.valid("json"));
    return c.json(result);
  });

  routes.openapi(passwordResetRoute, async (c) => {
    await requestPasswordReset(c.get("app"), c.req.valid("json"), { clientIp: c.get("clientIp") });
    return c.json(
      { ok: true, message: "If an account exists for that email, we have sent a link to reset the password." },
      202,
    );
  });

  routes.openapi(passwordResetConfirmRoute, async (c) => {
    await confirmPasswordReset(c.get("app"), c.req.valid("json"));
    return c.json({ ok: true });
  });

  return routes;
}
