import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  BULLET_AREA_PERCENT,
  BULLET_CAPS,
  BULLET_DENSITIES,
  BULLET_DRIFT_MS,
  BULLET_LANES,
  NO_BULLETS,
  placeBullets,
  type BulletDensity,
} from '../lib/bullet-lanes';
import { useHeardLines } from '../lib/chat-live';
import '../bullet.css';
import '../texts';

/**
 * Bullet comments over the live video: the lines the room hears from now on (not its history) drift right to left
 * across the upper two thirds of the picture, at most the density's cap at once. The drift is a CSS animation: no
 * script runs per frame; a line leaves the layer when it has crossed, or at once when it is taken down.
 * Decorative for assistive tech: the chat list under the video reads the same lines.
 */
export function BulletLayer({ hostId, density }: { hostId: number; density: BulletDensity }) {
  const heard = useHeardLines(hostId);
  const [state, setState] = useState(NO_BULLETS);
  // Lines already heard when the layer opened are in the chat list: only newer ones fly.
  const seen = useRef<number | null>(null);
  const cap = BULLET_CAPS[density];

  useEffect(() => {
    const newest = heard.messages.at(-1)?.id ?? 0;
    const after = seen.current;
    seen.current = Math.max(after ?? 0, newest);
    if (after === null) return;
    const fresh = heard.messages.filter((m) => m.id > after);
    const removed = new Set(heard.removed);
    setState((old) => {
      const kept = { ...old, bullets: old.bullets.filter((b) => !removed.has(b.id)) };
      return fresh.length === 0 ? kept : placeBullets(kept, fresh, cap, Date.now());
    });
  }, [heard, cap]);

  // One timer for the next line to finish crossing (never one per frame): it leaves, and its place is free again.
  useEffect(() => {
    if (state.bullets.length === 0) return;
    const next = Math.min(...state.bullets.map((b) => b.endsAt));
    const timer = setTimeout(() => {
      const now = Date.now();
      setState((old) => ({ ...old, bullets: old.bullets.filter((b) => b.endsAt > now) }));
    }, next - Date.now());
    return () => clearTimeout(timer);
  }, [state.bullets]);

  const laneHeight = 100 / BULLET_LANES;
  return (
    <div className="bullet-layer" data-testid="bullet-layer" aria-hidden="true" style={{ height: `${BULLET_AREA_PERCENT}%` }}>
      {state.bullets.map((bullet) => (
        <span
          key={bullet.id}
          className="bullet"
          style={{
            top: `${bullet.lane * laneHeight}%`,
            height: `${laneHeight}%`,
            animationDelay: `${bullet.delayMs}ms`,
            animationDuration: `${BULLET_DRIFT_MS}ms`,
          }}
        >
          {bullet.text}
        </span>
      ))}
    </div>
  );
}

/** The room's bullet switch and density, under the video beside the score's switch. */
export function BulletControls({
  on,
  density,
  onToggle,
  onDensity,
}: {
  on: boolean;
  density: BulletDensity;
  onToggle: (on: boolean) => void;
  onDensity: (density: BulletDensity) => void;
}) {
  const { t } = useTranslation();
  const names: Record<BulletDensity, string> = {
    low: t('anchorPages.bulletDensityLow'),
    mid: t('anchorPages.bulletDensityMid'),
    high: t('anchorPages.bulletDensityHigh'),
  };
  return (
    <div className="bullet-controls">
      <label>
        <input type="checkbox" role="switch" checked={on} onChange={(e) => onToggle(e.currentTarget.checked)} />
        <span>{t('anchorPages.bulletSwitch')}</span>
      </label>
      {on ? (
        <label>
          <span>{t('anchorPages.bulletDensity')}</span>
          <select value={density} onChange={(e) => onDensity(BULLET_DENSITIES.find((d) => d === e.currentTarget.value) ?? 'mid')}>
            {BULLET_DENSITIES.map((d) => (
              <option key={d} value={d}>
                {names[d]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
