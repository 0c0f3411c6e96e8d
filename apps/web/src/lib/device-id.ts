import { takeFingerprint } from './fingerprint';
import { STORAGE_KEYS, storage } from './storage';

export interface NativeDeviceInfo {
  deviceId?: string | null;
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
    // No drawing here: start-up (resolveDeviceIdOffThread) takes a first visit's fingerprint before any call.
    sources.fingerprint?.() ||
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
  // Only a first visit draws one. Its code comes with the entry (~0.8 KB): a file of its own was one more round
  // trip before a first visit's first call, and a request's headers on its first screen (decision 044). The
  // worker not starting or failing must not keep the app from starting, blank and with nothing to tap: the id is
  // then generated, as for a browser that cannot draw one.
  const fingerprint = await (sources.fingerprint ?? takeFingerprint)().catch(() => null);
  return resolveDeviceId(native, { fingerprint: () => fingerprint, ...(sources.generate ? { generate: sources.generate } : {}) });
}

/** The device id a request sends. */
export function currentDeviceId(): string {
  return storage.get(STORAGE_KEYS.deviceId) ?? cached ?? resolveDeviceId();
}
