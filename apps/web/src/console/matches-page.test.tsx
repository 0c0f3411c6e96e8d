import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CSRF_HEADER,
  consoleRoutes,
  type ConsoleMatch,
  type ConsoleMatchEffect,
} from '@sport/contract/console';
import { server } from '../testing/msw';
import { renderWithClient } from '../testing/render';
import { MatchesPage } from './matches-page';

const finished: ConsoleMatch = {
  id: 41,
  sportId: 1,
  competitionName: '中超',
  homeName: '上海海港',
  awayName: '山东泰山',
  kickoffAt: Date.UTC(2026, 10, 20, 11, 35),
  state: { statusId: 8, statusName: '已结束', homeScore: 0, awayScore: 1 },
};

const effect: ConsoleMatchEffect = {
  matchId: 41,
  changed: true,
  before: finished.state,
  after: { ...finished.state, homeScore: 2 },
  tips: 3,
  buyers: 4,
  refundGold: 20,
  reversalGold: 60,
  bets: 1,
};

const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'success', data });

/** The console's three calls, answered as the server would; what the page sent is kept. */
function serve() {
  const sent = {
    searches: [] as URLSearchParams[],
    previews: [] as unknown[],
    applies: [] as unknown[],
    csrf: [] as string[],
  };
  // the match as the server has it: the applied change moves it
  let match = finished;
  server.use(
    http.get(`*${consoleRoutes.matchesSearch.path}`, ({ request }) => {
      sent.searches.push(new URL(request.url).searchParams);
      return ok({ list: [match], total: 1 });
    }),
    http.post(`*${consoleRoutes.matchesPreview.path}`, async ({ request }) => {
      sent.previews.push(await request.json());
      return ok(effect);
    }),
    http.post(`*${consoleRoutes.matchesApply.path}`, async ({ request }) => {
      sent.csrf.push(request.headers.get(CONSOLE_CSRF_HEADER) ?? '');
      sent.applies.push(await request.json());
      match = { ...finished, state: effect.after };
      return ok(effect);
    }),
  );
  return sent;
}

describe('赛事 page', () => {
  it('finds matches by team and day, and shows the effect of a corrected score before it is confirmed', async () => {
    const sent = serve();
    renderWithClient(<MatchesPage />);
    fireEvent.change(screen.getByLabelText('球队'), { target: { value: '海港' } });
    fireEvent.change(screen.getByLabelText('日期'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(sent.searches.at(-1)?.get('team')).toBe('海港'));
    expect(sent.searches.at(-1)?.get('date')).toBe('2026-11-20');

    fireEvent.click(await screen.findByRole('button', { name: '处理 上海海港 vs 山东泰山' }));
    const panel = screen.getByRole('region', { name: '处理比赛' });
    fireEvent.change(within(panel).getByLabelText('主队比分'), { target: { value: '2' } });
    // Nothing can be confirmed before the effect is seen.
    expect(within(panel).queryByRole('button', { name: '确认更正比分' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: '预览影响' }));

    const seen = await within(panel).findByRole('list', { name: '影响预览' });
    expect(seen.textContent).toContain('比分 0-1 → 2-1');
    expect(seen.textContent).toContain('重新结算的方案：3 个');
    expect(seen.textContent).toContain('退给买家的金币：20');
    expect(seen.textContent).toContain('从买家收回的金币：60');
    expect(sent.previews).toEqual([{ matchId: 41, change: { kind: 'setScore', home: 2, away: 1 } }]);

    // The reason is required; then the very change previewed is sent.
    const confirm = within(panel).getByRole('button', { name: '确认更正比分' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(panel).getByLabelText('操作理由'), { target: { value: '官方赛果' } });
    fireEvent.click(confirm);
    expect(await within(panel).findByText(/已执行：3 个方案重新结算/)).toBeTruthy();
    expect(sent.applies).toEqual([{ matchId: 41, change: { kind: 'setScore', home: 2, away: 1 }, reason: '官方赛果' }]);
    // The open match says what it is now, as its row does.
    await waitFor(() => expect(within(panel).getByRole('heading').textContent).toContain('当前 2-1 已结束'));
    expect(within(screen.getByRole('row', { name: /上海海港 vs 山东泰山/ })).getByText('2-1')).toBeTruthy();
  });

  it('takes the preview away when the change is edited, so only what was seen can be confirmed', async () => {
    serve();
    renderWithClient(<MatchesPage />);
    fireEvent.click(await screen.findByRole('button', { name: '处理 上海海港 vs 山东泰山' }));
    const panel = screen.getByRole('region', { name: '处理比赛' });
    fireEvent.click(within(panel).getByRole('button', { name: '预览影响' }));
    await within(panel).findByRole('list', { name: '影响预览' });
    fireEvent.click(within(panel).getByRole('radio', { name: '取消比赛' }));
    expect(within(panel).queryByRole('list', { name: '影响预览' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^确认/ })).toBeNull();
  });

  it('says a fixture’s time is the league’s usual slot while the record gives only its day, until it starts', async () => {
    const upcoming: ConsoleMatch = {
      ...finished,
      id: 42,
      kickoffTimeTbd: true,
      state: { statusId: 1, statusName: '未开始', homeScore: null, awayScore: null },
    };
    server.use(http.get(`*${consoleRoutes.matchesSearch.path}`, () => ok({ list: [upcoming, { ...upcoming, id: 43, homeName: '成都蓉城', state: finished.state }], total: 2 })));
    renderWithClient(<MatchesPage />);
    const row = await screen.findByRole('row', { name: /上海海港 vs 山东泰山/ });
    expect(within(row).getByText(/时间待定，暂按联赛常规时段/)).toBeTruthy();
    const played = screen.getByRole('row', { name: /成都蓉城 vs 山东泰山/ });
    expect(within(played).queryByText(/时间待定/)).toBeNull();
  });
});
