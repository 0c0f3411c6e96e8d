import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  channelId,
  channelKind,
  footballTecChannel,
  hostChannel,
  isChannelName,
  isNamespaceMessage,
  matchChannel,
  userChannel,
  type LivePush,
  type MatchPush,
  type PushDataOf,
  type UserPush,
} from './ws';

describe('ws channels', () => {
  it('builds the channel names of ARCHITECTURE §5', () => {
    expect([matchChannel(1), footballTecChannel(2), hostChannel('3'), userChannel(42)]).toEqual([
      'match.1',
      'footballTec.2',
      'host.3',
      'user.42',
    ]);
  });

  it('accepts only known kinds with a plain id', () => {
    for (const good of ['live', 'match.1', 'footballTec.99', 'host.abc_1', 'user.7'])
      expect(isChannelName(good)).toBe(true);
    for (const bad of [
      '',
      'live.1',
      'match.',
      'match',
      'Match.1',
      'news.1',
      'match.1.2',
      'user.7 ',
      `match.${'9'.repeat(65)}`,
      7,
    ]) {
      expect(isChannelName(bad)).toBe(false);
    }
  });

  it('splits a name into kind and id', () => {
    expect([channelKind('match.5'), channelId('match.5')]).toEqual(['match', '5']);
    expect([channelKind('live'), channelId('live')]).toEqual(['live', null]);
    expect([channelKind('nope.5'), channelId('nope.5')]).toEqual([null, null]);
  });

  it('types each channel with its push data', () => {
    expectTypeOf<PushDataOf<'match.1'>>().toEqualTypeOf<MatchPush>();
    expectTypeOf<PushDataOf<'live'>>().toEqualTypeOf<LivePush>();
    expectTypeOf<PushDataOf<`user.${number}`>>().toEqualTypeOf<UserPush>();
    expectTypeOf<PushDataOf<'news.1'>>().toBeNever();
  });

  it('tells namespace-style messages from channel data', () => {
    expect(isNamespaceMessage({ namespace: 'anchor', mutation: 'SET_LIVE', data: 1 })).toBe(true);
    expect(isNamespaceMessage({ namespace: 'anchor', action: 'load', data: null })).toBe(true);
    expect(isNamespaceMessage({ namespace: 'anchor', data: 1 })).toBe(false);
    expect(isNamespaceMessage({ hasLive: true, liveHostIds: [] })).toBe(false);
  });
});
