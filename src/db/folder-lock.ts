import { linkSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";

/**
 * One process at a time in the embedded database's folder: PGlite keeps pages in its process's memory
 * and writes them back on its own, so a second `npm start` (or a seed script) on the same folder would
 * overwrite the first one's writes. The lock is a file beside the folder holding its owner's process
 * id, touched every few seconds. A crash leaves it behind: one whose process is gone, or that nobody
 * has touched for a while (its process id now someone else's), is taken over.
 */
const TOUCH_EVERY_MS = 5_000;
const UNTOUCHED_FOR_MS = 30_000;

export class FolderInUseError extends Error {}

/** The folders this process holds: a lock naming our own id that we do not hold is from an earlier life (a container's pid 1). */
const held = new Set<string>();

function ownerOf(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function inUse(lockFile: string, folder: string): boolean {
  const owner = ownerOf(lockFile);
  if (owner === null) return false;
  if (owner === process.pid) return held.has(folder);
  try {
    return processRuns(owner) && Date.now() - statSync(lockFile).mtimeMs < UNTOUCHED_FOR_MS;
  } catch {
    return false;
  }
}

function inUseError(folder: string, lockFile: string) {
  const owner = ownerOf(lockFile);
  return new FolderInUseError(
    `The embedded database in ${folder} is in use by another process${owner ? ` (pid ${owner})` : ""}: ` +
      "stop it first, as one process at a time can use it. To run several servers, set DATABASE_URL to a PostgreSQL database.",
  );
}

/**
 * Creates the lock with our id in it, or finds one there. Linked from a file already written, so that
 * no other process ever reads it empty (and takes it for a stale one).
 */
function created(lockFile: string): boolean {
  const written = `${lockFile}.${process.pid}.tmp`;
  writeFileSync(written, String(process.pid));
  try {
    linkSync(written, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  } finally {
    rmSync(written, { force: true });
  }
}

/** Takes the folder for this process, or throws FolderInUseError; returns the release. */
export function lockFolder(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; !created(lockFile); attempt++) {
    // Two processes taking over the same stale lock: the second finds the first's.
    if (attempt > 0 || inUse(lockFile, folder)) throw inUseError(folder, lockFile);
    rmSync(lockFile, { force: true });
  }
  held.add(folder);
  const touch = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(lockFile, now, now);
    } catch {
      // removed under us: the next start will take it
    }
  }, TOUCH_EVERY_MS).unref();
  return () => {
    clearInterval(touch);
    held.delete(folder);
    if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}
