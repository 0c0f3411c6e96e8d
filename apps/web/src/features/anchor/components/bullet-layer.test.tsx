import type { ChatMessage } from '@sport/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { BULLET_CAPS, BULLET_DRIFT_MS } from '../lib/bullet-lanes';
import { addLiveLines } from '../lib/chat-live';
import { makeMatchInfo } from '../testing/fixtures';
import { LiveRoom } from './live-room';

// Bullet comments over a live room's video, as a fan sees them: a switch (off on a phone, on on a wide screen,
// then as the fan left it), the room's new lines flying in a layer over the upper two thirds of the picture, and a
// density that caps how many fly at once.

vi.mock('../lib/players/attach-player', () => ({
  attachPlayer: () => Promise.resolve({ detach: () => undefined, playingAt: () => Date.now() - 8_000 }),
}));

const HOST = 1;
let nextId = 0;
const line = (content: string): ChatMessage => {
  nextId += 1;
  return { id: nextId, hostId: HOST, userId: 7, nickName: '球迷', level: 0, content, createDate: Date.now() };
};

/** A screen this wide: the app asks matchMedia for the phone layout and for reduced motion. */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 767px') ? px <= 767 : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MediaSource', class {});
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openRoom() {
  const page = renderPage(<LiveRoom hostId={HOST} match={makeMatchInfo(9, { statusId: 4, minute: 60 })} />, {
    path: `/anchor/detail/${HOST}`,
    pattern: '/anchor/detail/:id',
  });
  await act(() => vi.advanceTimersByTimeAsync(2_000));
  return page;
}
const bulletSwitch = () => screen.getByRole<HTMLInputElement>('switch', { name: '弹幕' });
const layer = () => screen.queryByTestId('bullet-layer');
const flying = () => within(screen.getByTestId('bullet-layer')).queryAllByText(/./);
async function hear(client: QueryClient, lines: ChatMessage[]) {
  act(() => addLiveLines(client, HOST, { hostId: HOST, messages: lines, removed: [] }));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('bullet comments over the live video', () => {
  it('are off on a phone until switched on; then the room’s new lines fly over the upper two thirds only', async () => {
    screenWidth(375);
    const { client, unmount } = await openRoom();
    await hear(client, [line('进入前的话')]);
    expect(bulletSwitch().checked).toBe(false);
    expect(layer()).toBeNull();

    fireEvent.click(bulletSwitch());
    expect(layer()).not.toBeNull();
    // what was said before is in the chat list; only new lines fly, by CSS alone (no script per frame)
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await hear(client, [line('好球！'), line('这脚射门漂亮')]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(frames).not.toHaveBeenCalled();
    expect(flying().map((b) => b.textContent)).toEqual(['好球！', '这脚射门漂亮']);
    expect(layer()?.style.height).toBe(`${(2 / 3) * 100}%`);
    for (const bullet of flying()) {
      const top = parseFloat(bullet.style.top);
      expect(top + parseFloat(bullet.style.height)).toBeLessThanOrEqual(100);
    }

    // a line taken down leaves the layer too
    act(() => addLiveLines(client, HOST, { hostId: HOST, messages: [], removed: [nextId] }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(flying().map((b) => b.textContent)).toEqual(['好球！']);

    // switched off: gone, and remembered
    fireEvent.click(bulletSwitch());
    expect(layer()).toBeNull();
    unmount();
    await openRoom();
    expect(bulletSwitch().checked).toBe(false);
  });

  it('are on by default on a wide screen, and the fan’s choice is remembered over it', async () => {
    screenWidth(1280);
    const first = await openRoom();
    expect(bulletSwitch().checked).toBe(true);
    fireEvent.click(bulletSwitch());
    first.unmount();
    await openRoom();
    expect(bulletSwitch().checked).toBe(false);
  });

  it('fly at most the density’s cap at once, and the density is remembered', async () => {
    screenWidth(375);
    const { client, unmount } = await openRoom();
    fireEvent.click(bulletSwitch());
    fireEvent.change(screen.getByRole('combobox', { name: '弹幕密度' }), { target: { value: 'low' } });
    await hear(
      client,
      Array.from({ length: 10 }, (_, i) => line(`刷屏${i}`)),
    );
    expect(flying().map((b) => b.textContent)).toEqual(['刷屏0', '刷屏1', '刷屏2'].slice(0, BULLET_CAPS.low));
    // they cross and leave: room for the next line heard, none of the dropped ones come back
    await act(() => vi.advanceTimersByTimeAsync(BULLET_DRIFT_MS));
    expect(flying()).toEqual([]);
    await hear(client, [line('新的一句')]);
    expect(flying().map((b) => b.textContent)).toEqual(['新的一句']);

    fireEvent.change(screen.getByRole('combobox', { name: '弹幕密度' }), { target: { value: 'high' } });
    await hear(
      client,
      Array.from({ length: 20 }, (_, i) => line(`更多${i}`)),
    );
    expect(flying()).toHaveLength(BULLET_CAPS.high);
    unmount();

    await openRoom();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '弹幕密度' }).value).toBe('high');
  });
});
