// What the browser is sent is the browser's code only: a page or a lazily loaded form check that imports a
// capability's index (rather than its schema's own file) can pull the server's tables, database and mail code
// into a script. One did (the checkout's form check grew to 860 KB with drizzle and PGlite's file system
// shim); this reads every built script for the server's marks.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ASSETS = path.resolve("build/client/assets");
// Code that only runs on the server: drizzle's table builder, PGlite, the mail transport, the HTTP server.
const SERVER_MARKS = ["pgTable(", "@electric-sql/pglite", "nodemailer", "@hono/node-server", "node:fs"];

it("keeps server code out of every script the browser loads", () => {
  const scripts = readdirSync(ASSETS).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(20);
  const found = scripts.flatMap((name) => {
    const code = readFileSync(path.join(ASSETS, name), "utf8");
    return SERVER_MARKS.filter((mark) => code.includes(mark)).map((mark) => `${name}: ${mark}`);
  });
  expect(found).toEqual([]);
});
