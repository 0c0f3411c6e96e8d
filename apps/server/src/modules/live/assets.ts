import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SEGMENT_COUNT } from './playlist';

/**
 * apps/server/assets/live, found by walking up from this file: works from src/modules/live (tsx,
 * vitest) and from the bundled dist/server.js alike (as db/client.ts finds the migrations).
 */
export function liveAssetsFolder(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'assets', 'live');
    if (existsSync(join(candidate, 'seg0.ts'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`live assets folder (assets/live) not found above ${import.meta.dirname}`);
}

export interface LiveAssets {
  segments: Buffer[];
  flv: Buffer;
}

/** Under 1 MB together: read once, served from memory. */
export function loadLiveAssets(folder = liveAssetsFolder()): LiveAssets {
  return {
    segments: Array.from({ length: SEGMENT_COUNT }, (_, i) => readFileSync(join(folder, `seg${i}.ts`))),
    flv: readFileSync(join(folder, 'pattern.flv')),
  };
}
