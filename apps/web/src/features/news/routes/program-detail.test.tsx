import { newsRoutes } from '@sport/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { renderWithMatchRoute } from '../../../testing/render-with-match-route';
import { makeMatch, makeTip, makeTipDetail, page } from '../testing/fixtures';
import { emptyNewsHandlers } from '../testing/handlers';
import ProgramDetail from './program-detail';

const renderAt = (path: string) => renderPage(<ProgramDetail />, { path, pattern: '/program-detail/:id/:matchId?' });

beforeEach(() => {
  server.use(...emptyNewsHandlers());
  server.use(
    handle(newsRoutes.messageDetail, () => ({
      data: makeTipDetail(1, {
        messageMatchList: [makeMatch(900), makeMatch(901, { homeName: '拜仁', awayName: '多特蒙德', leagueName: '德甲' })],
      }),
    })),
  );
});

describe('program detail: the tips on one match', () => {
  it('shows the chosen match and the tips on it', async () => {
    const asked: unknown[] = [];
    server.use(
      handle(newsRoutes.messageList, ({ input }) => {
        asked.push(input.sportsIds, input.isHistory);
        return { data: page([makeTip(7, { sportsTitle: '拜仁主胜' })]) };
      }),
    );
    renderAt('/program-detail/1/901');
    const match = await screen.findByRole('region', { name: '比赛' });
    expect(within(match).getByText('拜仁')).toBeTruthy();
    expect(within(match).getByText(/德甲/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: /拜仁主胜/ })).getAttribute('href')).toBe('/news/detail/7');
    // A match to come: the tips on sale (the server's default list).
    expect(asked).toEqual(['901', undefined]);
  });

  it('takes the tip’s first match when none is named', async () => {
    const asked: unknown[] = [];
    server.use(handle(newsRoutes.messageList, ({ input }) => (asked.push(input.sportsIds), { data: page([]) })));
    renderAt('/program-detail/1');
    expect(within(await screen.findByRole('region', { name: '比赛' })).getByText('阿森纳')).toBeTruthy();
    expect(await screen.findByText('这场比赛暂时没有其他推荐')).toBeTruthy();
    expect(asked).toEqual(['900']);
  });

  it('lists a finished match’s settled tips, none being on sale any more', async () => {
    const asked: unknown[] = [];
    server.use(
      handle(newsRoutes.messageDetail, () => ({
        data: makeTipDetail(1, { messageMatchList: [makeMatch(900, { statusId: 8, homeScore: 0, awayScore: 3 })] }),
      })),
      handle(newsRoutes.messageList, ({ input }) => {
        asked.push(input.isHistory);
        return { data: page(input.isHistory === '0' ? [makeTip(7, { sportsTitle: '切尔西客胜' })] : []) };
      }),
    );
    renderAt('/program-detail/1');
    expect(await screen.findByRole('link', { name: /切尔西客胜/ })).toBeTruthy();
    expect(asked).toEqual(['0']);
    expect(screen.queryByText('这场比赛暂时没有其他推荐')).toBeNull();
  });

  it('says a finished match with no settled tip has none, without promising more', async () => {
    server.use(
      handle(newsRoutes.messageDetail, () => ({
        data: makeTipDetail(1, { messageMatchList: [makeMatch(900, { statusId: 8, homeScore: 1, awayScore: 1 })] }),
      })),
      handle(newsRoutes.messageList, () => ({ data: page([]) })),
    );
    renderAt('/program-detail/1');
    expect(await screen.findByText('这场比赛暂无已结算的推荐')).toBeTruthy();
  });

  it('opens the match page from the match', async () => {
    server.use(handle(newsRoutes.messageList, () => ({ data: page([]) })));
    renderWithMatchRoute(<ProgramDetail />, { path: '/program-detail/1/901', pattern: '/program-detail/:id/:matchId?' });
    const match = await screen.findByRole('region', { name: '比赛' });
    fireEvent.click(within(match).getByRole('link', { name: /拜仁/ }));
    expect(await screen.findByText('match page 901')).toBeTruthy();
  });

  it('says a tip that is not there is not there, with the way back', async () => {
    renderAt('/program-detail/abc');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('这条推荐不存在或已下线');
    expect(within(alert).getByRole('button', { name: '返回上一页' })).toBeTruthy();
  });
});
