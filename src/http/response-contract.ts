// The answers are part of the contract (issue 48, item 6): every route documents its answers with the
// zod schemas of its capability's responses.ts, and with CHECK_API_RESPONSES=1 (the test shops of
// tests/support/shop.ts turn it on, production never does) each real JSON answer is checked against
// the schema documented for its status. An answer that does not match becomes a 500 naming the
// route and zod's issues, so any test that calls the route fails loudly.
import { z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { HttpEnv } from "./env";

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;

/** Every documented operation as "GET /products/{id}", with its responses. */
export function documentedOperations(api: OpenAPIHono<HttpEnv>): Map<string, Responses> {
  const operations = new Map<string, Responses>();
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { method, path, responses } = definition.route;
    operations.set(`${method.toUpperCase()} ${path}`, responses as Responses);
  }
  return operations;
}

/**
 * The JSON schema documented for a status: the status itself, else its class ("4XX"). `undefined`
 * when that status is not documented at all, `null` when it is documented without a JSON body.
 */
export function documentedJson(responses: Responses, status: number): z.ZodType | null | undefined {
  const response = responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`];
  if (!response) return undefined;
  const schema = response.content?.["application/json"]?.schema;
  return schema instanceof z.ZodType ? schema : null;
}

export type ContractBreach = { status: number; problem: string; issues?: z.core.$ZodIssue[] };

/** Whether `body`, answered with `status`, is what `responses` document; null when it is. */
export function checkAnswer(responses: Responses, status: number, body: unknown): ContractBreach | null {
  const schema = documentedJson(responses, status);
  if (schema === undefined) return { status, problem: `status ${status} is not documented` };
  if (schema === null) return { status, problem: `status ${status} is documented without a JSON body` };
  const result = schema.safeParse(body);
  return result.success ? null : { status, problem: "the body does not match its schema", issues: result.error.issues };
}

/**
 * Checks each JSON answer of `api`'s documented routes when `enabled(c)`; registered before the routes.
 * The route is the one whose handler answered (Hono's routePath), looked up in the OpenAPI registry.
 */
export function checkResponses(
  api: OpenAPIHono<HttpEnv>,
  enabled: (c: Context<HttpEnv>) => boolean,
): MiddlewareHandler<HttpEnv> {
  let operations: Map<string, Responses> | undefined;
  return async (c, next) => {
    // This middleware's own path is where the API is mounted ("/api/v1/*").
    const mount = c.req.routePath.replace(/\/?\*$/, "");
    await next();
    if (!enabled(c) || !c.res.headers.get("content-type")?.includes("application/json")) return;
    operations ??= documentedOperations(api);
    const path = c.req.routePath.slice(mount.length).replace(/:(\w+)/g, "{$1}") || "/";
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    const responses = operations.get(`${method} ${path}`);
    if (!responses) return; // not a documented route (the API's own fallbacks); the contract test lists them
    let body: unknown;
    try {
      body = await c.res.clone().json();
    } catch {
      body = undefined;
    }
    const breach = checkAnswer(responses, c.res.status, body);
    if (!breach) return;
    const operation = `${method} ${path}`;
    c.get("app")?.log.error({ operation, ...breach }, "API answer breaks its documented schema");
    c.res = undefined;
    c.res = c.json(
      {
        error: {
          code: "response_contract",
          message: `The answer of ${operation} breaks its documented schema: ${breach.problem}`,
          status: breach.status,
          issues: breach.issues ?? [],
        },
      },
      500,
    );
  };
}
