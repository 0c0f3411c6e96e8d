import { describe, expect, it } from 'vitest';
import { liveChanges, type LiveState } from './live-tick';

const state = (hosts: [id: number, liveStatus: number, watchers: number][], signature: string): LiveState => ({
  hosts: new Map(hosts.map(([id, liveStatus, watcherCount]) => [id, { liveStatus, watcherCount }])),
  badge: { hasLive: hosts.some(([, s]) => s === 1), liveHostIds: hosts.filter(([, s]) => s === 1).map(([id]) => id) },
  signature,
});

describe('liveChanges', () => {
  it('on the first tick pushes the badge and reports nothing moved', () => {
    const first = state([[1, 1, 40]], 'a');
    expect(liveChanges(undefined, first)).toEqual({ moved: false, pushes: [{ channel: 'live', data: first.badge }] });
  });

  it('reports nothing when nothing moved, so no node drops anything', () => {
    expect(liveChanges(state([[1, 1, 40]], 'a'), state([[1, 1, 40]], 'a'))).toEqual({ moved: false, pushes: [] });
  });

  it('reports a watcher count move without a push (no host went live or ended)', () => {
    expect(liveChanges(state([[1, 1, 40]], 'a'), state([[1, 1, 41]], 'b'))).toEqual({ moved: true, pushes: [] });
  });

  it('pushes host.<id> and the badge when a host ends', () => {
    const now = state([[1, 0, 0]], 'b');
    expect(liveChanges(state([[1, 1, 40]], 'a'), now)).toEqual({
      moved: true,
      pushes: [
        { channel: 'live', data: now.badge },
        { channel: 'host.1', data: { hostId: 1, liveStatus: 0, watcherCount: 0 } },
      ],
    });
  });
});
