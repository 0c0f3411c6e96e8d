import { expect } from 'vitest';
import { score } from './scores';
import type { WsProbe } from './ws-probe';

const userPushesOn = (probe: WsProbe, channel: string) =>
  probe.messages.filter((m) => 'chId' in m && m.chId === channel);

/**
 * A session's end reaches the hubs over the bus and each re-checks its sockets' sessions, so a socket
 * loses `user.<uid>` a moment after the logout or kick answers. This pushes on the user channel, then on
 * `marker` (a match channel the probe holds), until a round brings the marker without the user push: frames
 * on one socket keep their order, so from then on the socket does not hold the channel. One more round
 * must bring nothing on it either. Fails when that has not happened within `withinMs`.
 */
export async function untilUserChannelDropped(
  probe: WsProbe,
  push: (channel: string, data: unknown) => Promise<unknown>,
  channel: string,
  marker: string,
  withinMs = 3000,
): Promise<void> {
  const started = Date.now();
  let round = 0;
  for (;;) {
    round += 1;
    const before = userPushesOn(probe, channel).length;
    await push(channel, { type: 'gold', balance: round });
    await push(marker, score(1, round));
    await probe.onChannel(marker);
    if (userPushesOn(probe, channel).length === before) break;
    if (Date.now() - started > withinMs) {
      throw new Error(`${channel} still delivered after ${withinMs} ms (${round} rounds)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const held = userPushesOn(probe, channel).length;
  await push(channel, { type: 'gold', balance: 0 });
  await push(marker, score(1, 0));
  await probe.onChannel(marker);
  expect(userPushesOn(probe, channel)).toHaveLength(held);
}
