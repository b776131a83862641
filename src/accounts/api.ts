import { Hono, type Context } from "hono";
import { adminOverview } from "@/admin/overview";
import type { HttpEnv } from "@/http/env";
import { readJson } from "@/http/json-body";
import { verifyAdminCode } from "./admin-code";
import { logIn, logOut, signUp, type SignedIn } from "./auth";
import { requireUser } from "./guards";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset";
import { sessionCookieHeader } from "./session-cookie";

function withSession(c: Context<HttpEnv>, signedIn: SignedIn, status: 200 | 201) {
  c.header("Set-Cookie", sessionCookieHeader(c.var.app.config, c.req.url, signedIn.token), { append: true });
  return c.json({ user: signedIn.user, token: signedIn.token }, status);
}

/** Sign-up, sign-in, sessions, the admin code, password reset and the admin overview (DESIGN.md §4). */
export function accountsRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();

  routes.post("/auth/signup", async (c) => {
    const signedIn = await signUp(c.var.app, await readJson(c), c.var.clientIp);
    return withSession(c, signedIn, 201);
  });

  routes.post("/auth/login", async (c) => {
    const signedIn = await logIn(c.var.app, await readJson(c), c.var.clientIp);
    return withSession(c, signedIn, 200);
  });

  routes.post("/auth/logout", async (c) => {
    requireUser(c.var.user);
    await logOut(c.var.app, c.var.sessionToken);
    c.header("Set-Cookie", sessionCookieHeader(c.var.app.config, c.req.url, null), { append: true });
    return c.json({ ok: true });
  });

  routes.get("/auth/me", (c) => c.json({ user: requireUser(c.var.user) }));

  routes.post("/auth/admin-code", async (c) => {
    const result = await verifyAdminCode(c.var.app, c.var.user, c.var.sessionToken, await readJson(c));
    return c.json(result);
  });

  routes.post("/auth/password-reset", async (c) => {
    await requestPasswordReset(c.var.app, await readJson(c), { clientIp: c.var.clientIp });
    return c.json({ ok: true, message: "If an account exists for that email, we have sent a link to reset the password." }, 202);
  });

  routes.post("/auth/password-reset/confirm", async (c) => {
    await confirmPasswordReset(c.var.app, await readJson(c));
    return c.json({ ok: true });
  });

  routes.get("/admin/overview", async (c) => c.json(await adminOverview(c.var.app, c.var.user)));

  return routes;
}
