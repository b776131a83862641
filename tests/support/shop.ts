import { existsSync } from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe } from "vitest";
import { createHttpApp, type PageHandler } from "../../src/server/app";
import { loadConfig } from "../../src/platform/config";
import type { AppContext } from "../../src/platform/context";
import { createAppContext } from "../../src/server/bootstrap";
import { createLogger, type Logger } from "../../src/platform/log";
import { freshDatabase, testDrivers, type DriverName } from "./databases";
import { scratchFolder } from "./scratch";
import { withSamplePictures } from "./sample-media";

/** An API answer as a client reads it: untyped JSON, which each test asserts on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests check the wire format, not our types
export type ApiJson = any;

export type TestShop = {
  driver: DriverName;
  app: AppContext;
  baseUrl: string;
  /** A real HTTP call to the running test server; `json` sends a JSON body, `token` a Bearer session. */
  call: (path: string, init?: CallInit) => Promise<{ status: number; headers: Headers; body: ApiJson }>;
};

export type CallInit = {
  method?: string;
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** "manual" to see a redirect's own status and Location instead of following it. */
  redirect?: RequestRedirect;
};

const PAGES_BUNDLE = path.resolve("build/server/index.js");

/** The server-rendered pages as `npm start` serves them: the built bundle, so a test sees what ships. */
async function builtPages(): Promise<PageHandler> {
  if (!existsSync(PAGES_BUNDLE)) {
    throw new Error(`${PAGES_BUNDLE} is missing: run \`npm run build\` before tests of pages (npm test builds first).`);
  }
  const build = (await import(/* @vite-ignore */ pathToFileURL(PAGES_BUNDLE).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (request, context) => handle(request, context);
}

/**
 * Runs the same suite on a fresh database of each driver, behind a real HTTP server.
 * `lostNotifications`: the instance never hears the database's change notifications, as if another
 * instance made no changes; what it must see at once has to come from its own bookkeeping.
 * `pages`: the server also answers page requests and form posts from the built app (else 404).
 * `log`: where the shop logs (silent otherwise), for tests of what is written to the log.
 * `samplePictures: false`: the shop's media folder starts empty, so seeding draws the pictures itself
 * (else it starts with the run's sample pictures, tests/support/sample-media.ts).
 */
export function describeOnEachDatabase(
  name: string,
  suite: (shop: () => TestShop) => void,
  env: Record<string, string> = {},
  options: { lostNotifications?: boolean; pages?: boolean; log?: Logger; samplePictures?: boolean } = {},
) {
  for (const driver of testDrivers()) {
    describe(`${name} [${driver}]`, () => {
      let current: TestShop | undefined;
      let server: ServerType | undefined;
      let close: (() => Promise<void>) | undefined;
      let dataDir: ReturnType<typeof scratchFolder> | undefined;
      beforeAll(async () => {
        dataDir = scratchFolder("bay-test-");
        if (options.samplePictures !== false) withSamplePictures(dataDir.dir);
        const fresh = await freshDatabase(driver);
        const database = options.lostNotifications ? { ...fresh, listen: async () => async () => undefined } : fresh;
        const config = loadConfig({
          NODE_ENV: "test",
          LOG_LEVEL: "silent",
          DATA_DIR: dataDir.dir,
          // Every JSON answer of the API is checked against its documented schema (a mismatch is a 500).
          CHECK_API_RESPONSES: "1",
          ...env,
        });
        const opened = await createAppContext(database, config, options.log ?? createLogger("silent"));
        const app = opened.app;
        close = opened.close;
        const pages: PageHandler = options.pages
          ? await builtPages()
          : async () => new Response("page", { status: 404 });
        const http = createHttpApp(app, { pages });
        const port = await new Promise<number>((resolve) => {
          server = serve({ fetch: http.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
            resolve(info.port),
          );
        });
        const baseUrl = `http://127.0.0.1:${port}`;
        current = { driver, app, baseUrl, call: (p, init) => callServer(baseUrl, p, init) };
      });
      afterAll(async () => {
        await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
        await close?.();
        dataDir?.remove();
      });
      suite(() => {
        if (!current) throw new Error("test shop not started");
        return current;
      });
    });
  }
}

/**
 * Server-rendered HTML without the empty comments React writes between adjacent pieces of text
 * ("Only <!-- -->2<!-- --> left"), so that a test reads the text as it is shown.
 */
export const shownText = (html: string) => html.replace(/<!-- -->/g, "");

/** A page as a visitor (no cookie) gets it, as `shownText`. */
export async function pageHtml(shop: TestShop, path: string): Promise<string> {
  return shownText(await (await fetch(shop.baseUrl + path)).text());
}

/** A page as a signed-in shopper's browser gets it (`cookies`: more of the browser's own), as `shownText`. */
export async function signedInPageHtml(shop: TestShop, path: string, token: string, cookies = ""): Promise<string> {
  const page = await shop.call(path, { headers: { cookie: `bay_session=${token}${cookies ? `; ${cookies}` : ""}` } });
  return shownText(String(page.body));
}

/**
 * A page's form as the signed-in browser posts it (same origin, no JavaScript); the redirect is not followed.
 * `fields` as URLSearchParams for boxes that share a name (ticked orders).
 */
export function postPageForm(
  shop: TestShop,
  path: string,
  token: string,
  fields: Record<string, string> | URLSearchParams,
) {
  return shop.call(path, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: `bay_session=${token}`,
      origin: shop.baseUrl,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The toast a page's answer sets for the next page (`{kind, message}`), or undefined when it sets none. */
export function toastIn(answer: { headers: Headers }): { kind: string; message: string } | undefined {
  const cookie = /bay_toast=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")?.[1];
  return cookie ? JSON.parse(Buffer.from(decodeURIComponent(cookie), "base64").toString()) : undefined;
}

async function callServer(baseUrl: string, p: string, init: CallInit = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(baseUrl + p, {
    method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    redirect: init.redirect,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body };
}
