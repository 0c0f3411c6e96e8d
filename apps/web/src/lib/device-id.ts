import { sha256Hex } from '@sport/contract';
import { STORAGE_KEYS, storage } from './storage';

export interface NativeDeviceInfo {
  deviceId?: string | null;
}

/** FNV-1a over UTF-16 code units: a cheap 32-bit digest. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

// Canvas rendering differs by GPU, fonts and anti-aliasing; with the UA and screen it separates devices
// that share a model, and survives a cleared localStorage. The image goes into the fingerprint as a digest:
// SHA-256 over its few KB of base64 took ~13 ms of script before the first request could go out.
function canvasSample(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 40;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    ctx.textBaseline = 'top';
    ctx.font = '14px Arial';
    ctx.fillStyle = '#f60';
    ctx.fillRect(100, 1, 62, 20);
    ctx.fillStyle = '#069';
    ctx.fillText('sport-info-h5 \u4f53\u80b2 \ud83c\udfc0', 2, 15);
    return fnv1a(canvas.toDataURL());
  } catch {
    return '';
  }
}

// The time zone as its winter and summer UTC offsets, stable across daylight saving. Not Intl's zone name:
// the first Intl.DateTimeFormat loads ICU time-zone data (12-96 ms in Chromium here), before the first request.
const timeZoneOffsets = (): string =>
  `${new Date(2024, 0, 1).getTimezoneOffset()},${new Date(2024, 6, 1).getTimezoneOffset()}`;

/** A stable hash of what this browser looks like, or null when too little is readable to tell devices apart. */
export function browserFingerprint(): string | null {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return null;
  const canvas = canvasSample();
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

/** The device id a request sends. */
export function currentDeviceId(): string {
  return storage.get(STORAGE_KEYS.deviceId) ?? cached ?? resolveDeviceId();
}
