// A first visit's browser fingerprint (device-id.ts): taken only when nothing native or stored names the device.
import { sha256Hex } from '@sport/contract';
import { canvasSample } from './canvas-sample';

/** How long start-up waits for the worker's drawing before it takes a generated id instead. */
const WORKER_TIMEOUT_MS = 1500;

/**
 * The canvas sample's digest drawn in a worker: the first text drawn on a canvas sets up its fonts, 100–500 ms of
 * main thread on a phone (4× CPU) that the first screen waited for. '' when it cannot be drawn in time.
 */
function canvasSampleOffThread(): Promise<string> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return Promise.resolve(canvasSample());
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./fingerprint-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(canvasSample());
      return;
    }
    const done = (digest: string) => {
      window.clearTimeout(timer);
      worker.terminate();
      resolve(digest);
    };
    const timer = window.setTimeout(() => done(''), WORKER_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<unknown>) => done(typeof event.data === 'string' ? event.data : '');
    worker.onerror = () => done('');
  });
}

// The time zone as its winter and summer UTC offsets, stable across daylight saving. Not Intl's zone name:
// the first Intl.DateTimeFormat loads ICU time-zone data (12-96 ms in Chromium here), before the first request.
const timeZoneOffsets = (): string =>
  `${new Date(2024, 0, 1).getTimezoneOffset()},${new Date(2024, 6, 1).getTimezoneOffset()}`;

/**
 * A stable hash of what this browser looks like (with the canvas sample's digest, drawn here unless given), or
 * null when too little is readable to tell devices apart.
 */
export function browserFingerprint(canvas: string = canvasSample()): string | null {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return null;
  if (!canvas) return null;
  const parts = [
    navigator.userAgent,
    navigator.language,
    navigator.languages.join(','),
    String(navigator.hardwareConcurrency ?? ''),
    `${screen.width}x${screen.height}x${screen.colorDepth}@${window.devicePixelRatio}`,
    timeZoneOffsets(),
    canvas,
  ];
  return sha256Hex(parts.join('|')).slice(0, 32);
}

/** The fingerprint a first visit takes at start-up, its canvas drawn off the main thread. */
export async function takeFingerprint(): Promise<string | null> {
  return browserFingerprint(await canvasSampleOffThread());
}
