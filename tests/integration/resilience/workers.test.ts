// WEB_CONCURRENCY=N runs N server processes on one host (docs/contracts.md#scale): on PostgreSQL they share the
// port and the work; the embedded database belongs to one process, so N > 1 without PostgreSQL is refused.
import { describe, expect, it } from "vitest";
import { nothingElseTidies } from "../../../src/db/upkeep";
import { api, startServer, useScratchShop } from "./servers";

const scratchShop = useScratchShop();

describe("WEB_CONCURRENCY", () => {
  it("refuses more than one process on the embedded database, naming the variable", async () => {
    const [dataDir] = (await scratchShop(1)).dataDirs;
    const refused = startServer({ databaseUrl: "", dataDir, env: { WEB_CONCURRENCY: "2" } });
    await expect(refused).rejects.toThrow(/WEB_CONCURRENCY: more than 1 process needs DATABASE_URL/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "runs two processes that both answer, and stops them all on SIGTERM (needs TEST_DATABASE_URL)",
    async () => {
      const scratch = await scratchShop(1);
      const server = await startServer({
        databaseUrl: scratch.url,
        dataDir: scratch.dataDirs[0],
        env: { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" },
      });
      const servingPids = () =>
        new Set(
          server
            .output()
            .split("\n")
            .filter((line) => line.includes("BAY is serving"))
            .map((line) => JSON.parse(line).pid as number),
        );
      await expect.poll(() => servingPids().size, { timeout: 30_000 }).toBe(2);
      expect(servingPids().has(server.child.pid!)).toBe(false);
      expect(server.output()).toContain("BAY runs 2 server processes");
      // Where PostgreSQL's autovacuum is off, one process of the host does its work, never two at once.
      const { database } = await scratch.openDatabase();
      const tidying = server
        .output()
        .split("\n")
        .filter((line) => line.includes("the shop vacuums and analyzes its tables itself"));
      expect(tidying).toHaveLength((await nothingElseTidies(database.db)) ? 1 : 0);

      const signup = await api(server, "/auth/signup", {
        json: { email: "two.workers@example.ng", password: "long-enough-1", fullName: "Ada Obi", phone: "08031234567" },
      });
      expect(signup.status).toBe(201);
      for (let i = 0; i < 10; i++)
        expect((await api(server, "/auth/me", { token: signup.body.token })).status).toBe(200);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    },
    120_000,
  );
});
