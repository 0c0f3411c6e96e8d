import { sha256Hex } from '@sport/contract';
import { SAMPLE_HEIGHT, SAMPLE_WIDTH, pixelDigest } from './canvas-sample';
import { STORAGE_KEYS, storage } from './storage';

export interface NativeDeviceInfo {
  deviceId?: string | null;
}

/** How long start-up waits for the worker's drawing before it takes a generated id instead. */
const WORKER_TIMEOUT_MS = 1500;

// On the main thread: only where no worker can draw (and in currentDeviceId's corner before start-up).
function canvasSample(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = SAMPLE_WIDTH;
    canvas.height = SAMPLE_HEIGHT;
    return pixelDigest(canvas.getContext('2d'));
  } catch {
    return '';
  }
}

/**
 * The canvas sample's digest drawn in a worker: the first text drawn on a canvas sets up its fonts, 100–500 ms of
 * main thread on a phone (4× CPU) that the first screen waited for. '' when it cannot be drawn in time.
 */
export function canvasSampleOffThread(): Promise<string> {
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

export function generatedId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

// storage may be unavailable (private mode); the id still stays the same for this page
let cached: string | null = null;

export interface DeviceIdSources {
  fingerprint?: () => string | null;
  generate?: () => string;
}

/**
 * SPEC §7: the native app's device id first, then the one already stored, then a browser fingerprint,
 * then a generated one. The result is stored as `device-id` and is what every request sends.
 */
export function resolveDeviceId(native?: NativeDeviceInfo | null, sources: DeviceIdSources = {}): string {
  const fromNative = native?.deviceId?.trim();
  const id =
    fromNative ||
    storage.get(STORAGE_KEYS.deviceId) ||
    (sources.fingerprint ?? browserFingerprint)() ||
    (sources.generate ?? generatedId)();
  if (storage.get(STORAGE_KEYS.deviceId) !== id) storage.set(STORAGE_KEYS.deviceId, id);
  cached = id;
  return id;
}

/**
 * resolveDeviceId for start-up: the same order, with the fingerprint's drawing done in a worker (only a first
 * visit, with nothing native or stored, draws one).
 */
export async function resolveDeviceIdOffThread(
  native?: NativeDeviceInfo | null,
  sources: { fingerprint?: () => Promise<string | null>; generate?: () => string } = {},
): Promise<string> {
  if (native?.deviceId?.trim() || storage.get(STORAGE_KEYS.deviceId)) return resolveDeviceId(native, sources.generate ? { generate: sources.generate } : {});
  const fingerprint = await (sources.fingerprint ?? (async () => browserFingerprint(await canvasSampleOffThread())))();
  return resolveDeviceId(native, { fingerprint: () => fingerprint, ...(sources.generate ? { generate: sources.generate } : {}) });
}

/** The device id a request sends. */
export function currentDeviceId(): string {
  return storage.get(STORAGE_KEYS.deviceId) ?? cached ?? resolveDeviceId();
}
