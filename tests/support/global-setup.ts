// Migrates one template database per driver before the run, so each test file copies a ready schema
// in well under a second instead of migrating from scratch.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "../../src/db/client";
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, adminUrlFor } from "./databases";

export default async function setup() {
  const started = await openPglite({});
  const dump = await started.client.dumpDataDir();
  mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(dump));
  await started.close();

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: adminUrlFor(url) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
  await admin.end();
  const template = await openPostgres({ url: withDatabase(url, POSTGRES_TEMPLATE_DB), max: 1 });
  await template.close();
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
