import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, it } from "vitest";
import { openPostgres, queryRows } from "../../src/db/client";
import { sql } from "drizzle-orm";
import { adminUrlFor, freshDatabase } from "../support/databases";

const url = process.env.TEST_DATABASE_URL;

it.skipIf(!url)(
  "lets several instances start on one empty PostgreSQL at once: one migrates, the others wait",
  async () => {
    const name = `bay_mig_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrlFor(url!) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    try {
      const instances = await Promise.all([1, 2, 3, 4].map(() => openPostgres({ url: target.toString(), max: 2 })));
      const [{ applied }] = await queryRows<{ applied: number }>(
        instances[0].db,
        sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
      );
      const [{ tables }] = await queryRows<{ tables: number }>(
        instances[0].db,
        sql`SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(applied).toBeGreaterThanOrEqual(2);
      expect(tables).toBeGreaterThanOrEqual(16);
      await Promise.all(instances.map((i) => i.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
);

it("keeps PGlite's buffer pool small: it is memory of the server process that never shrinks (issue 13)", async () => {
  const database = await freshDatabase("pglite");
  try {
    const [setting] = await queryRows<{ shared_buffers: string }>(database.db, sql`SHOW shared_buffers`);
    expect(setting.shared_buffers).toBe("8MB");
  } finally {
    await database.close();
  }
});
