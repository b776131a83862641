import { readFileSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../../src/db/client";

export const PGLITE_TEMPLATE_FILE = path.resolve(".test-cache/pglite-template.tar");
// Named after the checkout so that two checkouts testing at once against one server do not collide.
export const POSTGRES_TEMPLATE_DB = `bay_tpl_${createHash("sha1").update(process.cwd()).digest("hex").slice(0, 10)}`;

export type DriverName = "pglite" | "postgres";

/** The drivers every integration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDrivers(): DriverName[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export function adminUrlFor(url: string) {
  const u = new URL(url);
  u.pathname = "/postgres";
  return u.toString();
}

/** Drops a database of the server at `url`, whoever is still connected to it. */
export async function dropDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrlFor(url) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The PGlite template's bytes, read from disk once per test process (42 MB). */
let pgliteTemplate: Buffer<ArrayBuffer> | undefined;

/** A fresh, migrated, empty database of the given driver: its own PGlite, or its own PostgreSQL database. */
export async function freshDatabase(driver: DriverName): Promise<Database> {
  if (driver === "pglite") {
    pgliteTemplate ??= readFileSync(PGLITE_TEMPLATE_FILE);
    // A copy each time: the database's thread takes the bytes it is given.
    const { buffer, byteOffset, byteLength } = pgliteTemplate;
    return openPglite({ loadDataDir: buffer.slice(byteOffset, byteOffset + byteLength) });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `bay_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrlFor(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DB}`);
  // A test database need not survive a power cut: its commits do not wait for the disk.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres({ url: u.toString(), max: 60 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
