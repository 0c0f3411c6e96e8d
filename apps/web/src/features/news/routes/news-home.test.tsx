import { newsRoutes } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeExpertEntry, makeTip, page } from '../testing/fixtures';
import { emptyNewsHandlers } from '../testing/handlers';
import NewsHome from './news-home';

function renderHome(login = vi.fn(() => Promise.resolve(false))) {
  renderPage(<NewsHome />, { path: '/news', pattern: '/news', env: { login } });
  return { login };
}

const experts = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeExpertEntry(from + i));

beforeEach(() => {
  server.use(...emptyNewsHandlers());
});
afterEach(() => useAuthStore.getState().clear());

describe('news home: experts', () => {
  it('shows the hot experts eight to a page, each a link to the expert', async () => {
    server.use(handle(newsRoutes.professorList, ({ input }) => ({ data: page(input.sortType === '1' ? experts(1, 10) : []) })));
    renderHome();
    const hot = await screen.findByRole('group', { name: '热门专家' });
    const pages = within(hot).getAllByRole('group');
    expect(pages.map((p) => p.getAttribute('aria-label'))).toEqual(['热门专家第 1 / 2 页', '热门专家第 2 / 2 页']);
    expect(within(pages[0]!).getAllByRole('link')).toHaveLength(8);
    const tenth = within(pages[1]!).getByRole('link', { name: /专家10/ });
    expect(tenth.getAttribute('href')).toBe('/news/user/10');
    // the record with its sample: 6 hits of the last 10 settled
    expect(within(tenth).getByText('近10中6')).toBeTruthy();
    expect(screen.getByRole('link', { name: '全部专家 ›' }).getAttribute('href')).toBe('/news/all-gods');
  });

  it('offers a visitor the login that shows the followed experts, and does not ask for them', async () => {
    const sorts: unknown[] = [];
    server.use(handle(newsRoutes.professorList, ({ input }) => (sorts.push(input.sortType), { data: page([]) })));
    const { login } = renderHome();
    const followed = await screen.findByRole('region', { name: '我的关注' });
    fireEvent.click(within(followed).getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('/news'));
    expect(sorts).not.toContain('4');
  });

  it('lists the experts a logged-in user follows', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    server.use(
      handle(newsRoutes.professorList, ({ input }) => ({
        data: page(input.sortType === '4' ? [makeExpertEntry(21, { name: '老王看球', isAttention: 1 })] : []),
      })),
    );
    renderHome();
    const followed = await screen.findByRole('region', { name: '我的关注' });
    expect(await within(followed).findByRole('link', { name: /老王看球/ })).toBeTruthy();
  });

  it('says when a logged-in user follows nobody yet', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    renderHome();
    const followed = await screen.findByRole('region', { name: '我的关注' });
    expect(await within(followed).findByText('还没有关注的专家')).toBeTruthy();
  });
});

describe('news home: tips', () => {
  it('lists the tips with price and matches, and appends the next page', async () => {
    const asked: unknown[] = [];
    server.use(
      handle(newsRoutes.messageList, ({ input }) => {
        asked.push(input.page);
        return input.page === '2'
          ? { data: page([makeTip(3, { goldPrice: 0 })], 2, true, 3) }
          : { data: page([makeTip(1), makeTip(2, { isBuy: 1 })], 1, false, 3) };
      }),
    );
    renderHome();
    const first = await screen.findByRole('link', { name: /推荐1/ });
    expect(within(first).getByText('58 金币')).toBeTruthy();
    expect(within(first).getByText('阿森纳')).toBeTruthy();
    expect(first.getAttribute('href')).toBe('/news/detail/1');
    expect(within(screen.getByRole('link', { name: /推荐2/ })).getByText('已购买')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    const third = await screen.findByRole('link', { name: /推荐3/ });
    expect(within(third).getByText('免费')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(asked).toEqual(['1', '2']);
  });

  it('filters by sport, source and refunding tips', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      handle(newsRoutes.messageList, ({ input }) => {
        asked.push(input);
        return { data: page(input.sportsType === '2' ? [makeTip(8, { sportsTitle: '湖人让分' })] : [makeTip(1)]) };
      }),
    );
    renderHome();
    await screen.findByRole('link', { name: /推荐1/ });
    fireEvent.click(screen.getByRole('button', { name: '篮球' }));
    expect(await screen.findByRole('link', { name: /湖人让分/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '篮球' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '不中退' }));
    fireEvent.click(screen.getByRole('button', { name: '第三方' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ page: '1', size: '10', sportsType: '2', blackReturnGold: '1', sportsSource: '2' }),
    );
  });

  it('filters by an ongoing match (message/v2/select) of the picked sport, and a second tap shows every match again', async () => {
    const asked: Record<string, unknown>[] = [];
    const selects: unknown[] = [];
    const match = (matchId: number, sportId: number, homeName: string, awayName: string) => ({
      matchId,
      sportId,
      leagueName: sportId === 1 ? '英超' : 'NBA',
      homeName,
      awayName,
      matchDate: Date.UTC(2026, 10, 29, 12, 30),
      messageCount: 3,
    });
    server.use(
      handle(newsRoutes.ongoingMatches, ({ input }) => {
        selects.push(input.sportsType);
        const all = [match(900, 1, '阿森纳', '切尔西'), match(901, 2, '湖人', '勇士')];
        return { data: all.filter((m) => input.sportsType === undefined || String(m.sportId) === input.sportsType) };
      }),
      handle(newsRoutes.messageList, ({ input }) => {
        asked.push(input);
        return { data: page(input.sportsIds === '901' ? [makeTip(9, { sportsTitle: '湖人让分' })] : [makeTip(1)]) };
      }),
    );
    renderHome();
    await screen.findByRole('link', { name: /推荐1/ });
    const matches = await screen.findByRole('group', { name: '比赛' });
    expect(within(matches).getByRole('button', { name: '全部比赛' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(matches).getByRole('button', { name: /阿森纳 vs 切尔西/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '篮球' }));
    await waitFor(() => expect(within(matches).queryByRole('button', { name: /阿森纳/ })).toBeNull());
    const lakers = within(matches).getByRole('button', { name: /湖人 vs 勇士.*3 条推荐/ });
    fireEvent.click(lakers);
    expect(await screen.findByRole('link', { name: /湖人让分/ })).toBeTruthy();
    expect(asked.at(-1)).toEqual({ page: '1', size: '10', sportsType: '2', sportsIds: '901' });
    expect(lakers.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(lakers);
    expect(await screen.findByRole('link', { name: /推荐1/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /湖人让分/ })).toBeNull();
    expect(within(matches).getByRole('button', { name: '全部比赛' }).getAttribute('aria-pressed')).toBe('true');
    expect(selects).toEqual([undefined, '2']);
  });

  it('drops the match filter on the history tab and offers no matches there', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      handle(newsRoutes.ongoingMatches, () => ({
        data: [{ matchId: 900, sportId: 1, leagueName: '英超', homeName: '阿森纳', awayName: '切尔西', matchDate: 0, messageCount: 1 }],
      })),
      handle(newsRoutes.messageList, ({ input }) => (asked.push(input), { data: page([makeTip(1)]) })),
    );
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: /阿森纳 vs 切尔西/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sportsIds: '900' }));
    fireEvent.click(screen.getByRole('tab', { name: '历史推荐' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: '1', size: '10', isHistory: '0' }));
    expect(screen.queryByRole('group', { name: '比赛' })).toBeNull();
  });

  it('shows settled tips with their results on the history tab', async () => {
    const asked: unknown[] = [];
    server.use(
      handle(newsRoutes.messageList, ({ input }) => {
        asked.push(input.isHistory);
        return input.isHistory === '0'
          ? { data: page([makeTip(4, { sportsTitle: '上轮西甲', result: 'half_lose' })]) }
          : { data: page([makeTip(1)]) };
      }),
    );
    renderHome();
    await screen.findByRole('link', { name: /推荐1/ });
    fireEvent.click(screen.getByRole('tab', { name: '历史推荐' }));
    const past = await screen.findByRole('link', { name: /上轮西甲/ });
    expect(within(past).getByTestId('tip-result').textContent).toBe('输半');
    expect(asked).toEqual([undefined, '0']);
  });

  it('says so when no tip is on sale', async () => {
    renderHome();
    expect(await screen.findByText('暂时没有在售的推荐')).toBeTruthy();
  });

  it('dims the tips this device has opened (readProgramIds)', async () => {
    localStorage.setItem('readProgramIds', '[2]');
    server.use(handle(newsRoutes.messageList, () => ({ data: page([makeTip(1), makeTip(2)]) })));
    renderHome();
    const read = await screen.findByRole('link', { name: /推荐2/ });
    expect(read.closest('li')?.className).toContain('is-read');
    expect(screen.getByRole('link', { name: /推荐1/ }).closest('li')?.className).not.toContain('is-read');
  });
});
