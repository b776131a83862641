import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FolderInUseError, lockFolder } from "./folder-lock";

const folders: string[] = [];
function newFolder() {
  const parent = mkdtempSync(path.join(tmpdir(), "bay-lock-"));
  folders.push(parent);
  return path.join(parent, "db");
}
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The id of a process that has exited. */
const goneProcess = () => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("an embedded database's folder lock", () => {
  it("holds the folder for one owner at a time, and frees it on release", () => {
    const folder = newFolder();
    const release = lockFolder(folder);
    expect(readFileSync(`${folder}.lock`, "utf8")).toBe(String(process.pid));
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    expect(() => lockFolder(folder)).toThrow(`The embedded database in ${folder} is in use by another process`);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockFolder(folder)();
  });

  it("refuses a folder a running process holds", () => {
    const folder = newFolder();
    writeFileSync(`${folder}.lock`, String(process.ppid));
    expect(() => lockFolder(folder)).toThrow(`(pid ${process.ppid})`);
  });

  it("takes over a lock left by a process that is gone, untouched for long, or an earlier life of this pid", () => {
    for (const [owner, ageMs] of [
      [goneProcess(), 0],
      [process.ppid, 60_000],
      [process.pid, 0],
    ]) {
      const folder = newFolder();
      writeFileSync(`${folder}.lock`, String(owner));
      const then = new Date(Date.now() - ageMs);
      utimesSync(`${folder}.lock`, then, then);
      const release = lockFolder(folder);
      expect(readFileSync(`${folder}.lock`, "utf8")).toBe(String(process.pid));
      release();
    }
  });
});
