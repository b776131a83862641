// Migrates one template database per driver before the run, so each test file copies a ready schema
// in well under a second instead of migrating from scratch; and draws the sample catalog's pictures once.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "../../src/db/client";
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, adminUrlFor, dropDatabase } from "./databases";
import { drawSamplePictures } from "./sample-media";

export default async function setup() {
  // The pictures are drawn by sharp's threads while the template migrates on the database's.
  await Promise.all([drawSamplePictures(), templates()]);
  // Named after the checkout's folder: a run from a clone elsewhere (as CI's) would leave its own behind.
  return dropPostgresTemplate;
}

async function dropPostgresTemplate() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await dropDatabase(url, POSTGRES_TEMPLATE_DB);
}

async function templates() {
  const started = await openPglite({});
  const dump = await started.client.dumpDataDir();
  mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(dump));
  await started.close();

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropPostgresTemplate();
  const admin = new pg.Client({ connectionString: adminUrlFor(url) });
  await admin.connect();
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
