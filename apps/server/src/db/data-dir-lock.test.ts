import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'sport-lock-')));

/** The pid of a process that has already exited. */
const deadPid = (): number =>
  Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

describe('DATA_DIR lock', () => {
  it('writes this process as the owner and removes the file on release', () => {
    const lock = lockDataDir(fresh());
    const path = join(dir, LOCK_FILE);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(path)).toBe(false);
    lock.release();
  });

  it('refuses a folder held by a live process, naming the folder and the pid', () => {
    const lock = lockDataDir(fresh());
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('takes over a lock whose process is gone (kill -9 leaves the file behind)', () => {
    const path = join(fresh(), LOCK_FILE);
    writeFileSync(path, JSON.stringify({ pid: deadPid(), started: null }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock whose pid now belongs to a process started later', () => {
    const path = join(fresh(), LOCK_FILE);
    writeFileSync(path, JSON.stringify({ pid: process.pid, started: '1' }));
    lockDataDir(dir).release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(join(fresh(), LOCK_FILE), 'garbage');
    lockDataDir(dir).release();
  });

  it('leaves a lock that another process took over in place', () => {
    const lock = lockDataDir(fresh());
    const path = join(dir, LOCK_FILE);
    writeFileSync(path, JSON.stringify({ pid: 1, started: null }));
    lock.release();
    expect(existsSync(path)).toBe(true);
  });
});
