import type { ChatMessage } from '@sport/contract';

/**
 * Bullet comments (弹幕) over a live room's video, placed without any per-frame work: each line gets a lane and a
 * start delay once, then drifts by a CSS animation. Lanes fill the upper two thirds of the picture only, so the
 * lower third (subtitles, the score bug, the player's controls) is never covered.
 */
export const BULLET_AREA_PERCENT = (2 / 3) * 100;
export const BULLET_LANES = 4;
/** How long a line takes to cross the picture. */
export const BULLET_DRIFT_MS = 8_000;
/** A lane takes its next line this long after the last one started, so two lines in a lane never overlap. */
export const BULLET_GAP_MS = 1_600;

export type BulletDensity = 'low' | 'mid' | 'high';
export const BULLET_DENSITIES: readonly BulletDensity[] = ['low', 'mid', 'high'];
/** The most lines on screen (drifting or waiting for their lane) per density; beyond it new lines are dropped. */
export const BULLET_CAPS: Record<BulletDensity, number> = { low: 3, mid: 6, high: 12 };

export interface Bullet {
  id: number;
  text: string;
  lane: number;
  delayMs: number;
  /** When (ms) it has crossed and leaves the layer. */
  endsAt: number;
}

export interface BulletState {
  bullets: Bullet[];
  /** Per lane, when (ms) its next line may start. */
  laneFreeAt: number[];
}

export const NO_BULLETS: BulletState = { bullets: [], laneFreeAt: Array.from({ length: BULLET_LANES }, () => 0) };

/**
 * Adds new lines to the screen, each in the lane that frees first. A line is dropped when the screen holds `cap`
 * already or its lane would make it wait longer than a crossing (it would be stale): the chat list has every line,
 * the bullets are a glance, never a queue that grows.
 */
export function placeBullets(state: BulletState, lines: readonly ChatMessage[], cap: number, now: number): BulletState {
  const bullets = [...state.bullets];
  const laneFreeAt = [...state.laneFreeAt];
  for (const line of lines) {
    if (bullets.length >= cap) break;
    let lane = 0;
    for (let i = 1; i < laneFreeAt.length; i++) if ((laneFreeAt[i] ?? 0) < (laneFreeAt[lane] ?? 0)) lane = i;
    const start = Math.max(now, laneFreeAt[lane] ?? 0);
    if (start - now > BULLET_DRIFT_MS) break;
    laneFreeAt[lane] = start + BULLET_GAP_MS;
    bullets.push({ id: line.id, text: line.content, lane, delayMs: start - now, endsAt: start + BULLET_DRIFT_MS });
  }
  return { bullets, laneFreeAt };
}
