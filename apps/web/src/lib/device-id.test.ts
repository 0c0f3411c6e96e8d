import { routes } from '@sport/contract';
import { describe, expect, it } from 'vitest';
import { handle, server, type CallInfo } from '../testing/msw';
import { currentDeviceId, resolveDeviceId, resolveDeviceIdOffThread } from './device-id';
import { request } from './http';
import { STORAGE_KEYS, storage } from './storage';

const sources = { fingerprint: () => 'fp-1', generate: () => 'gen-1' };

describe('device id (SPEC §7: native → fingerprint → generated)', () => {
  it('takes the native app’s id first, even over a stored one', () => {
    storage.set(STORAGE_KEYS.deviceId, 'stored-1');

    expect(resolveDeviceId({ deviceId: 'native-1' }, sources)).toBe('native-1');
    expect(storage.get(STORAGE_KEYS.deviceId)).toBe('native-1');
  });

  it('keeps the stored id when there is no native one', () => {
    storage.set(STORAGE_KEYS.deviceId, 'stored-1');

    expect(resolveDeviceId(null, sources)).toBe('stored-1');
  });

  it('uses the fingerprint when nothing is stored, and stores it', () => {
    expect(resolveDeviceId({ deviceId: '' }, sources)).toBe('fp-1');
    expect(storage.get(STORAGE_KEYS.deviceId)).toBe('fp-1');
  });

  it('generates one when no fingerprint can be taken', () => {
    expect(resolveDeviceId(undefined, { fingerprint: () => null, generate: () => 'gen-1' })).toBe('gen-1');
    expect(storage.get(STORAGE_KEYS.deviceId)).toBe('gen-1');
  });

  it('without a canvas (jsdom) the default sources still give a stable id that requests send', async () => {
    const first = resolveDeviceId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(resolveDeviceId()).toBe(first);
    expect(currentDeviceId()).toBe(first);

    const calls: CallInfo[] = [];
    server.use(handle(routes.system.commonConfig, (call) => (calls.push(call), { data: '{}' })));
    await request(routes.system.commonConfig, {});
    expect(calls[0]!.headers['device-id']).toBe(first);
  });

  it('at start-up, waits for the fingerprint drawn off the main thread when nothing is native or stored', async () => {
    let draw: (value: string) => void = () => {};
    const drawn = new Promise<string>((resolve) => (draw = resolve));
    const resolving = resolveDeviceIdOffThread(null, { fingerprint: () => drawn, generate: () => 'gen-1' });
    expect(storage.get(STORAGE_KEYS.deviceId)).toBeNull();

    draw('fp-worker');
    expect(await resolving).toBe('fp-worker');
    expect(currentDeviceId()).toBe('fp-worker');
  });

  it('at start-up, draws no fingerprint when an id is native or stored', async () => {
    const fingerprint = () => Promise.reject(new Error('no drawing expected'));
    expect(await resolveDeviceIdOffThread({ deviceId: 'native-1' }, { fingerprint })).toBe('native-1');
    expect(await resolveDeviceIdOffThread(null, { fingerprint })).toBe('native-1');
  });

  it('at start-up, generates one when the fingerprint’s code did not load', async () => {
    const fingerprint = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await resolveDeviceIdOffThread(null, { fingerprint, generate: () => 'gen-1' })).toBe('gen-1');
    expect(currentDeviceId()).toBe('gen-1');
  });

  it('at start-up, generates one when the worker could not draw', async () => {
    expect(await resolveDeviceIdOffThread(undefined, { fingerprint: () => Promise.resolve(null), generate: () => 'gen-1' })).toBe('gen-1');
  });
});
