import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * PGlite takes no lock on its folder: two processes on one DATA_DIR both start, and each overwrites the
 * other's pages, so writes one of them confirmed are silently lost. This file in the folder says who owns it.
 */
export const LOCK_FILE = '.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid} (another sport-info-h5 server or seed); stop it or set another DATA_DIR`,
    );
    this.name = 'DataDirInUseError';
  }
}

interface Owner {
  pid: number;
  /** Linux start time of the process in clock ticks (/proc/<pid>/stat field 22); null elsewhere. */
  started: string | null;
}

/** The start time tells a live owner from an unrelated process that was later given its pid. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are fixed.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.started === null) return true;
  const started = startTimeOf(owner.pid);
  return started === null || started === owner.started;
}

function readOwner(path: string): Owner | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    return { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : null };
  } catch {
    return null;
  }
}

export interface DataDirLock {
  /** Removes the lock file (only while it is still ours); safe to call twice. */
  release(): void;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError naming the live owner. A lock left by a
 * process that died (kill -9, power loss) is taken over. Released by `release()`, and at the latest
 * when this process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE);
  const me: Owner = { pid: process.pid, started: startTimeOf(process.pid) };
  const content = JSON.stringify(me);

  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      const owner = readOwner(path);
      // A half-written file (its owner is still between open and write) counts as held on the last attempts.
      if (owner === null && attempt < 2) {
        waitBriefly();
        continue;
      }
      // Our own pid with our start time means this process already holds the folder: refused as well.
      if (owner && isAlive(owner)) throw new DataDirInUseError(dir, owner.pid);
      // Stale: its owner is gone. Two starters racing for one stale lock could both get here; the
      // window is the few microseconds between this unlink and the open above, an accepted edge.
      unlinkSync(path);
      continue;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    break;
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readOwner(path)?.pid !== process.pid) return;
    try {
      unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on('exit', release);
  return { release };
}

/** 50 ms without an async boundary: lockDataDir stays synchronous so it cannot interleave with itself. */
function waitBriefly(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
}
