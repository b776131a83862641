// The machine's ceiling for a JSON answer (issue 49): a bare Hono server on @hono/node-server, no
// middleware, answering GET / with a fixed list of products. `node bench/bare-server.mjs <port> <file>`,
// where the file holds the list (the shop's first 24 products); ready once GET / answers.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const [port, file] = process.argv.slice(2);
const products = JSON.parse(readFileSync(file, "utf8"));
const app = new Hono();
app.get("/", (c) => c.json(products));
serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" });
