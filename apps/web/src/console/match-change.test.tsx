import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleRoutes, type ConsoleMatch, type ConsoleMatchEffect } from '@sport/contract/console';
import { server } from '../testing/msw';
import { renderWithClient } from '../testing/render';
import { MatchChange } from './match-change';

const game: ConsoleMatch = {
  id: 77,
  sportId: 2,
  competitionName: 'NBA',
  homeName: '湖人',
  awayName: '凯尔特人',
  kickoffAt: Date.UTC(2026, 10, 26, 0, 30),
  state: { statusId: 10, statusName: '已结束', homeScore: 104, awayScore: 101 },
};
const effect: ConsoleMatchEffect = {
  matchId: 77,
  changed: true,
  before: game.state,
  after: { ...game.state, homeScore: 99 },
  tips: 1,
  buyers: 1,
  refundGold: 0,
  reversalGold: 20,
  bets: 1,
};

describe('处理 an NBA game', () => {
  it('offers its final score, postponing and cancelling, and previews the corrected points', async () => {
    const previews: unknown[] = [];
    server.use(
      http.post(`*${consoleRoutes.matchesPreview.path}`, async ({ request }) => {
        previews.push(await request.json());
        return HttpResponse.json({ code: 1, msg: 'success', data: effect });
      }),
    );
    renderWithClient(<MatchChange match={game} onClose={() => undefined} />);
    const panel = screen.getByRole('region', { name: '处理比赛' });
    const kinds = within(within(panel).getByRole('radiogroup', { name: '操作' })).getAllByRole('radio');
    expect(kinds.map((radio) => radio.parentElement?.textContent)).toEqual(['更正比分', '推迟比赛', '取消比赛']);
    expect(within(panel).getByText(/篮球比赛更正最终比分，各节比分随之调整/)).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('主队比分'), { target: { value: '99' } });
    fireEvent.click(within(panel).getByRole('button', { name: '预览影响' }));
    const seen = await within(panel).findByRole('list', { name: '影响预览' });
    expect(seen.textContent).toContain('比分 104-101 → 99-101');
    expect(previews).toEqual([{ matchId: 77, change: { kind: 'setScore', home: 99, away: 101 } }]);
  });

  it('cancels a game not played: the preview asks for the cancellation and shows its refunds', async () => {
    const previews: unknown[] = [];
    server.use(
      http.post(`*${consoleRoutes.matchesPreview.path}`, async ({ request }) => {
        previews.push(await request.json());
        const before = { statusId: 1, statusName: '未开始', homeScore: null, awayScore: null };
        return HttpResponse.json({
          code: 1,
          msg: 'success',
          data: {
            ...effect,
            before,
            after: { ...before, statusId: 12, statusName: '取消' },
            refundGold: 40,
            reversalGold: 0,
          },
        });
      }),
    );
    const upcoming: ConsoleMatch = {
      ...game,
      state: { statusId: 1, statusName: '未开始', homeScore: null, awayScore: null },
    };
    renderWithClient(<MatchChange match={upcoming} onClose={() => undefined} />);
    const panel = screen.getByRole('region', { name: '处理比赛' });
    fireEvent.click(within(panel).getByRole('radio', { name: '取消比赛' }));
    fireEvent.click(within(panel).getByRole('button', { name: '预览影响' }));
    const seen = await within(panel).findByRole('list', { name: '影响预览' });
    expect(seen.textContent).toContain('状态 未开始 → 取消');
    expect(seen.textContent).toContain('退给买家的金币：40');
    expect(previews).toEqual([{ matchId: 77, change: { kind: 'cancel' } }]);
  });
});
