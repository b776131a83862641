import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultMigrationsFolder } from "../../src/db/client";
import { scratchFolder } from "./scratch";

/** A copy of the migrations folder that stops at `lastTag`, and how to remove it. */
export function migrationsUpTo(lastTag: string) {
  const copy = scratchFolder("bay-migrations-");
  cpSync(defaultMigrationsFolder(), copy.dir, { recursive: true });
  const journalFile = path.join(copy.dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return copy;
}
