// What every JSON API route definition shares: the router with its validation hook, the guards that
// run before a body or query is validated, and the documentation parts (who may call, answers).
import { OpenAPIHono, z, type Hook } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { requireAdmin, requireRoleAdmin, requireUser } from "@/platform/access";
import { refuseControlCharacters, validationError } from "@/platform/validation";
import { errorResponse } from "./api-errors";
import type { HttpEnv } from "./env";
import { readJson } from "./json-body";

/**
 * Answers a request whose input fails the route's schema exactly as a service's parseInput does:
 * control characters first (422 naming the field), then the schema's first message and per-field
 * messages (422 "invalid"), thrown so that the API's error handler writes them.
 */
export const refuseInvalidInput: Hook<unknown, HttpEnv, string, void> = async (result, c) => {
  // A body is checked as sent (unknown fields included); the URL was checked at the door.
  if (result.target === "json") refuseControlCharacters(await c.req.json());
  if (!result.success) throw validationError(result.error.issues);
};

/** A capability's JSON API routes; mounted by src/server/api.ts, which also documents them. */
export function apiRoutes(): OpenAPIHono<HttpEnv> {
  return new OpenAPIHono<HttpEnv>({ defaultHook: refuseInvalidInput });
}

/** 415 unless the body is JSON, 400 when it does not parse; before the schema sees it. */
export const jsonBody: MiddlewareHandler<HttpEnv> = async (c, next) => {
  await readJson(c);
  await next();
};

// The services guard themselves too; these run first where a route validates input, so that a
// visitor is told to sign in (401) and a shopper is refused (403) before their input is judged.
export const signedIn =
  (message?: string): MiddlewareHandler<HttpEnv> =>
  async (c, next) => {
    requireUser(c.get("user"), message);
    await next();
  };
export const adminOnly: MiddlewareHandler<HttpEnv> = async (c, next) => {
  requireAdmin(c.get("user"));
  await next();
};
export const roleAdminOnly: MiddlewareHandler<HttpEnv> = async (c, next) => {
  requireRoleAdmin(c.get("user"));
  await next();
};

export type Access = "anyone" | "signed in" | "admin" | "author" | "signed in, not the author" | "Paystack (signed)";

const SIGNED_IN: Array<Record<string, string[]>> = [{ bearer: [] }, { session: [] }];
const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  anyone: [],
  "signed in": SIGNED_IN,
  author: SIGNED_IN,
  "signed in, not the author": SIGNED_IN,
  admin: SIGNED_IN,
  "Paystack (signed)": [{ paystackSignature: [] }],
};

/** Tag, summary and who may call it (also as `x-access`, read by the access-matrix test). */
export function about(tag: string, access: Access, summary: string) {
  return {
    tags: [tag],
    summary,
    description: `Who may call it: ${access}.`,
    "x-access": access,
    security: SECURITY[access],
  };
}

// The parts answers are made of. A capability declares its answers with them in its responses.ts,
// beside the views that build them; the same zod schema documents the answer in the OpenAPI document
// and, when CHECK_API_RESPONSES is on (tests), checks every real answer (src/http/response-contract.ts).
export const kobo = z.number().int().openapi({ description: "Naira amount in kobo (1/100 naira)" });
export const dateTime = z.iso.datetime({ offset: true });
/** An e-mail address as stored: checked when it came in (the shop's input schemas), only described here. */
export const emailAddress = z.string().openapi({ format: "email" });
/** A page of a list (docs/contracts.md#api-lists). */
export const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export const itemsOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item) });
/** What a route that only acts answers. */
export const okResponse = z.object({ ok: z.literal(true) });

/**
 * The success answer (its JSON shape, or a non-JSON `content` such as a CSV file) and the error shape
 * of docs/contracts.md#api-errors. Statuses listed in `alsoAnswers` are documented with the same shape.
 */
export function answers(
  status: 200 | 201 | 202,
  schema: z.ZodType | { content: Record<string, { schema: z.ZodType | Record<string, unknown> }> },
  description = "Success",
  alsoAnswers: Array<200 | 201> = [],
) {
  const content = schema instanceof z.ZodType ? { "application/json": { schema } } : schema.content;
  const success = { description, content };
  // Typed as plain documentation: the router would otherwise type each handler's answer per status,
  // which the answers' own types (the views, typed from these schemas) already do where they are made.
  return {
    ...Object.fromEntries(alsoAnswers.map((also) => [also, success])),
    [status]: success,
    "4XX": { description: "Error", content: { "application/json": { schema: errorResponse } } },
  } as unknown as Record<string, { description: string; content: Record<string, { schema: Record<string, unknown> }> }>;
}

/** A CSV file as the success answer (documented, not checked: it is no JSON). */
export const csvContent = { "text/csv": { schema: { type: "string" } } };

/** An admin route's documentation: tagged admin, for admins only. */
export const adminOnlyRoute = (summary: string) => about("admin", "admin", summary);

/** A CSV download (a stream, or text made at once), never cached. */
export function csvDownload(
  c: Context<HttpEnv>,
  { filename, body }: { filename: string; body: ReadableStream<Uint8Array> | string },
) {
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
  });
}

/** A required JSON request body parsed by `schema`. */
export const jsonRequest = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** Path parameters are plain strings: an unknown or malformed id is the service's 404, not a 422. */
export const idParam = z.object({ id: z.string() });

/**
 * For a route that reads its fields from whatever JSON was sent: a body that is not an object
 * (null, an array, a string) has none of them, so each field gets its own "please enter" message.
 */
export const fieldsOf = <S extends z.ZodType>(schema: S) =>
  z.preprocess((body) => (body !== null && typeof body === "object" && !Array.isArray(body) ? body : {}), schema);

/**
 * For a route whose service reads the query as `c.req.query()` did: a key given twice counts with
 * its first value (only the shop's filters take repeated keys, as lists).
 */
export const firstValues = <S extends z.ZodType>(schema: S): S =>
  // Typed as the schema itself: the router's query type accepts no preprocess, and what comes out
  // (the schema's output) is the same.
  z.preprocess(
    (query) =>
      query !== null && typeof query === "object"
        ? Object.fromEntries(
            Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
          )
        : query,
    schema,
  ) as unknown as S;
