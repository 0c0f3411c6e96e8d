import { anchorRoutes, JumpSportId, systemRoutes } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { handle, server } from '../../../testing/msw';
import { makeHost, makeLiveMatch, page } from '../testing/fixtures';
import { emptyAnchorHandlers } from '../testing/handlers';
import { renderPage } from '../../../testing/render-page';
import { renderWithMatchRoute } from '../../../testing/render-with-match-route';
import AnchorHome from './anchor-home';

// Which player code got imported: the factories run only when something imports the module.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('hls.js/light', () => {
  imported.add('hls.js/light');
  return { default: class {} };
});
vi.mock('mpegts.js', () => {
  imported.add('mpegts.js');
  return { default: {} };
});
vi.mock('../lib/players/attach-player', () => {
  imported.add('attach-player');
  return { attachPlayer: () => Promise.resolve({ detach: () => undefined, playingAt: () => null }) };
});
vi.mock('antd-mobile/es/components/image-viewer', () => {
  imported.add('image-viewer');
  return { default: {} };
});

const hosts = Array.from({ length: 19 }, (_, i) => makeHost(i + 1, { liveStatus: i < 2 ? 1 : 0 }));

function answerHome() {
  // msw tries the handlers of one use() in order: the specific answers first, the empty ones for the rest
  server.use(
    handle(anchorRoutes.listV2, () => ({
      data: { hostList: hosts, liveMatchList: [makeLiveMatch(77, [hosts[0]!])], momentList: [] },
    })),
    handle(anchorRoutes.hostList, ({ input }) => ({
      data: page(
        hosts.filter((h) => String(input.kind) !== '1' || h.liveStatus === 1),
        1,
        true,
      ),
    })),
    handle(systemRoutes.imagesQuery, () => ({
      data: [{ id: 5, categoryId: 10103, title: '头条', images: 'a1,a2', url: '', sort: 0 }],
    })),
    ...emptyAnchorHandlers(),
  );
}

const renderHome = () => renderPage(<AnchorHome />, { path: '/anchor', pattern: '/anchor' });

describe('anchor home', () => {
  it('shows every host in swiper pages of eight', async () => {
    answerHome();
    renderHome();
    const pageLists = () =>
      within(screen.getByRole('group', { name: '全部主播' })).getAllByRole('list', { name: /第 \d \/ 3 页主播/ });
    // the page on screen and the next one are filled; a later page when the one before it has been shown
    await waitFor(() => expect(pageLists()).toHaveLength(2));
    expect(pageLists().map((p) => within(p).getAllByRole('listitem').length)).toEqual([8, 8]);
    expect(screen.queryByText('主播19')).toBeNull();
    // a swipe to the second page (jsdom lays nothing out: the browser's scroll is given a width and an offset)
    const track = screen.getByRole('group', { name: '全部主播' }).querySelector('.carousel-track')!;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 300 });
    fireEvent(track, new Event('scrollend'));
    await waitFor(() => expect(pageLists()).toHaveLength(3));
    const pages = pageLists();
    expect(pages.map((p) => within(p).getAllByRole('listitem').length)).toEqual([8, 8, 3]);
    expect(within(pages[2]!).getByText('主播19')).toBeTruthy();
  });

  it('shows the anchor background (category 30306) behind the page, never as a banner slide', async () => {
    answerHome();
    server.use(
      handle(systemRoutes.imagesQuery, ({ input }) => ({
        data:
          input.categoryId === '30306'
            ? [{ id: 9, categoryId: 30306, title: '主播背景', images: 'bg1,bg2', url: '', sort: 0 }]
            : [
                { id: 5, categoryId: 10103, title: '头条', images: 'a1', url: '', sort: 0 },
                { id: 9, categoryId: 30306, title: '主播背景', images: 'bg1', url: '', sort: 0 },
              ],
      })),
    );
    renderHome();
    await waitFor(() =>
      expect(screen.getByTestId('anchor-home').style.backgroundImage).toBe('url("/api/forehead/system/file/get/bg1")'),
    );
    expect((await screen.findAllByRole('img', { name: '头条' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: '主播背景' })).toBeNull();
  });

  it('has no background when none is set', async () => {
    answerHome();
    renderHome();
    await screen.findAllByRole('img', { name: '头条' });
    expect(screen.getByTestId('anchor-home').style.backgroundImage).toBe('');
  });

  it('starts 全部主播 with hosts that 正在直播 does not already show', async () => {
    // the server lists live hosts first: eight of them fill the strip and would fill the grid's first page
    const many = Array.from({ length: 19 }, (_, i) => makeHost(i + 1, { liveStatus: i < 8 ? 1 : 0 }));
    server.use(
      handle(anchorRoutes.listV2, () => ({ data: { hostList: many, liveMatchList: [], momentList: [] } })),
      handle(anchorRoutes.hostList, () => ({ data: page(many.filter((h) => h.liveStatus === 1), 1, true) })),
      ...emptyAnchorHandlers(),
    );
    renderHome();
    const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent ?? '');
    const strip = await within(await screen.findByRole('region', { name: '正在直播' })).findByRole('list');
    await waitFor(() => expect(names(strip)).toHaveLength(8));
    const firstPage = await within(await screen.findByRole('group', { name: '全部主播' })).findByRole('list', {
      name: '第 1 / 3 页主播',
    });
    const live = names(strip).map((text) => text.match(/主播\d+/)?.[0]);
    expect(names(firstPage)).toEqual(Array.from({ length: 8 }, (_, i) => `主播${i + 9}`));
    expect(names(firstPage).filter((name) => live.includes(name))).toEqual([]);
  });

  it('shows the hosts live now and the matches with their hosts', async () => {
    answerHome();
    renderHome();
    const liveNow = await screen.findByRole('region', { name: '正在直播' });
    expect(await within(liveNow).findByText('主播2')).toBeTruthy();
    const matches = screen.getByRole('region', { name: '赛事直播' });
    // the sections fill in one frame after another
    expect(await within(matches).findByText(/主队77/)).toBeTruthy();
    expect(within(matches).getByRole('link', { name: /主播1/ }).getAttribute('href')).toBe('/anchor/detail/1');
  });

  it('opens the match page when a live match is tapped', async () => {
    answerHome();
    renderWithMatchRoute(<AnchorHome />, { path: '/anchor', pattern: '/anchor' });
    const matches = await screen.findByRole('region', { name: '赛事直播' });
    fireEvent.click((await within(matches).findByText(/主队77/)).closest('button')!);
    expect(await screen.findByText('match page 77')).toBeTruthy();
  });

  it('shows the streams of the jump game the common config stored, asking for the platform', async () => {
    // the server keeps the entries of the asked jump game (and of play): a bti stream only for a bti client
    storage.set(STORAGE_KEYS.jumpGameId, String(JumpSportId.bti));
    const asked: Record<string, unknown>[] = [];
    const match = { matchId: 88, matchTypeId: 1, matchLeague: '英超', masterTeamName: '主队88', guestTeamName: '客队88' };
    const entry = { ...match, id: 9, hostId: 1, startDate: Date.UTC(2030, 0, 1, 12), liveStatus: 1, liveRoomId: 880001 };
    const streamer = makeHost(1, { liveStatus: 1, liveSchedule: [{ ...entry, matchSource: JumpSportId.bti }] });
    server.use(
      handle(anchorRoutes.listV2, ({ input }) => {
        asked.push(input);
        const bti = Number(input.matchSource) === JumpSportId.bti;
        const liveMatchList = bti ? [makeLiveMatch(88, [streamer], { matchSource: JumpSportId.bti })] : [];
        return { data: { hostList: [streamer], liveMatchList, momentList: [] } };
      }),
      ...emptyAnchorHandlers(),
    );
    renderHome();
    const matches = await screen.findByRole('region', { name: '赛事直播' });
    expect(await within(matches).findByText(/主队88/)).toBeTruthy();
    expect(asked[0]).toMatchObject({ pid: 'ml', matchSource: String(JumpSportId.bti) });
  });

  it('splits banner entries into one banner per image', async () => {
    answerHome();
    renderHome();
    const banners = () => screen.getByRole('region', { name: '活动轮播' });
    await waitFor(() => expect(within(banners()).getAllByRole('img', { name: '头条' }).length).toBeGreaterThanOrEqual(2));
  });

  it('never shows the anchor background (category 30306) as a carousel slide', async () => {
    server.use(
      handle(systemRoutes.imagesQuery, () => ({
        data: [
          { id: 5, categoryId: 10103, title: '头条', images: 'a1', url: '', sort: 0 },
          { id: 6, categoryId: 30306, title: '主播背景', images: 'bg1', url: '', sort: 0 },
        ],
      })),
      ...emptyAnchorHandlers(),
    );
    renderHome();
    const banners = await screen.findByRole('region', { name: '活动轮播' });
    await within(banners).findByRole('img', { name: '头条' });
    expect(within(banners).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 1']);
    expect(within(banners).queryByRole('img', { name: '主播背景' })).toBeNull();
  });

  it('says so when no host is live and the list is empty', async () => {
    server.use(...emptyAnchorHandlers());
    renderHome();
    expect(await screen.findByText('暂时没有主播在直播，稍后再来看看')).toBeTruthy();
    expect(await screen.findByText('暂无主播')).toBeTruthy();
  });

  it('explains a failed load and retries it', async () => {
    let calls = 0;
    server.use(
      handle(anchorRoutes.listV2, () => {
        calls += 1;
        return calls === 1
          ? { code: 500, msg: '服务繁忙，请稍后再试', status: 500 }
          : { data: { hostList: hosts.slice(0, 3), liveMatchList: [], momentList: [] } };
      }),
      ...emptyAnchorHandlers(),
    );
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器开小差了，请稍后重试');
    expect(alert.textContent).not.toContain('服务繁忙');
    screen.getByRole('button', { name: '重试' }).click();
    expect(await screen.findByText('主播3')).toBeTruthy();
  });

  it('never imports the video players or the image viewer', async () => {
    answerHome();
    renderHome();
    await screen.findByRole('group', { name: '全部主播' });
    expect([...imported]).toEqual([]);
  });
});
