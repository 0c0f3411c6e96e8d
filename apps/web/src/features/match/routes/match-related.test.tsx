import {
  anchorRoutes,
  fiveLeaguesRoutes,
  matchRoutes,
  nbaRoutes,
  newsRoutes,
  type NbaStandingsRow,
  type HeadToHeadMatch,
  type LiveMatch,
  type MatchDetail,
  type StandingsGroup,
  type TipMessage,
} from '@sport/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { footballDetail, nbaDetail } from '../testing/fixtures';
import { host, liveMatch, meeting, standing, tip } from '../testing/related-fixtures';
import MatchPage from './match-page';

const render = (path: string) => renderPage(<MatchPage />, { path, pattern: '/match/:id/:tab?' });

interface World {
  detail: MatchDetail;
  live?: LiveMatch[];
  tips?: TipMessage[];
  table?: StandingsGroup[];
  meetings?: HeadToHeadMatch[];
}

/** Answers the page's calls; records what the tip list and the table were asked. */
function answer({ detail, live = [], tips = [], table = [], meetings = [] }: World) {
  const asked: { tips: unknown[]; table: unknown[] } = { tips: [], table: [] };
  server.use(
    handle(matchRoutes.detail, () => ({ data: detail })),
    handle(anchorRoutes.listV2, () => ({ data: { hostList: [], liveMatchList: live, momentList: [] } })),
    handle(newsRoutes.messageList, ({ input }) => {
      asked.tips.push(input);
      return { data: { list: tips, pageNum: 1, pageSize: 10, total: tips.length, isLastPage: true } };
    }),
    handle(fiveLeaguesRoutes.ranking, ({ input }) => {
      asked.table.push(input);
      return { data: table };
    }),
    handle(matchRoutes.headToHead, () => ({ data: meetings })),
  );
  return asked;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('match page: 相关', () => {
  const detail = footballDetail(7);

  it('lists the hosts streaming the match, or booked to, each opening their room', async () => {
    answer({
      detail,
      live: [
        liveMatch(99, [host(4, '别场主播'), host(6, '两场主播')]),
        // 两场主播 is live, on match 99: here the match is still to come
        liveMatch(7, [host(3, '小鱼解说'), host(5, '老王看球', 0), host(6, '两场主播')], [3]),
      ],
    });
    render('/match/7/related');
    const hosts = await section('直播主播');
    const links = await within(hosts).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['小鱼解说直播中', '/anchor/detail/3'],
      ['老王看球待开播', '/anchor/detail/5'],
      ['两场主播待开播', '/anchor/detail/6'],
    ]);
  });

  it('lists the settled tips on a finished match, each opening its program-detail', async () => {
    const asked = answer({ detail, tips: [tip(41, '阿森纳主场不败', '专家甲'), tip(42, '大球', '专家乙')] });
    render('/match/7/related');
    const tips = await section('相关方案');
    const links = await within(tips).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['阿森纳主场不败专家甲', '/program-detail/41'],
      ['大球专家乙', '/program-detail/42'],
    ]);
    // the tip list's match filter, settled tips since the match is over (query strings on the wire)
    expect(asked.tips).toMatchObject([{ sportsIds: '7', isHistory: '0' }]);
  });

  it('marks both teams in the season table', async () => {
    const asked = answer({
      detail,
      table: [
        {
          stageId: 1,
          groupName: null,
          tieNote: null,
          rows: [standing(1, 11, '阿森纳', 13), standing(2, 20, '利物浦', 12), standing(3, 12, '切尔西', 10)],
        },
      ],
    });
    render('/match/7/related');
    const table = await section('积分榜');
    const rows = await within(table).findAllByRole('row');
    const marked = rows
      .filter((r) => r.getAttribute('aria-current') === 'true')
      .map((r) => within(r).getByRole('rowheader').textContent);
    expect(marked).toEqual(['阿森纳主', '切尔西客']);
    expect(within(table).getByRole('rowheader', { name: '利物浦' })).toBeTruthy();
    // the whole league table: the match has no group
    expect(asked.table).toEqual([{ seasonId: '1' }]);
  });

  it('lists the past meetings newest first, each opening its own match page', async () => {
    answer({
      detail,
      meetings: [meeting(31, Date.UTC(2025, 2, 16, 14), 11, 1, 0), meeting(30, Date.UTC(2024, 10, 10, 14), 12, 1, 1)],
    });
    render('/match/7/related');
    const h2h = await section('历史交锋');
    const links = await within(h2h).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['2025/03/16 英超阿森纳 1:0 切尔西', '/match/31'],
      ['2024/11/10 英超切尔西 1:1 阿森纳', '/match/30'],
    ]);
  });

  it('says so when nobody streams, no tip, no table and no meeting is held', async () => {
    answer({ detail });
    render('/match/7/related');
    expect(await within(await section('直播主播')).findByText('暂无主播直播')).toBeTruthy();
    expect(await within(await section('相关方案')).findByText('暂无方案')).toBeTruthy();
    expect(await within(await section('积分榜')).findByText('暂无数据')).toBeTruthy();
    expect(await within(await section('历史交锋')).findByText('暂无数据')).toBeTruthy();
  });
});

describe('match page: 相关 of an NBA game', () => {
  const row = (rank: number, teamId: number, teamName: string, won: number): NbaStandingsRow => ({
    rank,
    teamId,
    teamName,
    teamLogo: '',
    won,
    lost: 82 - won,
    winRate: won / 82,
    gamesBehind: 0,
    streak: 'W1',
  });

  it('shows the conference holding the two teams, both marked, and leaves the other out', async () => {
    answer({ detail: nbaDetail(20) });
    const asked: unknown[] = [];
    server.use(
      handle(nbaRoutes.ranking, ({ input }) => {
        asked.push(input);
        return {
          data: [
            { division: 1, divisionName: '东部排名', rankingItem: [row(1, 30, '凯尔特人', 60)] },
            {
              division: 2,
              divisionName: '西部排名',
              rankingItem: [row(1, 12, '勇士', 50), row(2, 40, '掘金', 48), row(3, 11, '湖人', 47)],
            },
          ],
        };
      }),
    );
    render('/match/20/related');
    const table = await section('积分榜');
    const rows = await within(table).findAllByRole('row');
    const marked = rows.filter((r) => r.getAttribute('aria-current') === 'true').map((r) => r.textContent);
    expect(marked).toEqual(['1勇士客503261.0%', '3湖人主473557.3%']);
    expect(within(table).getByRole('table', { name: '西部排名' })).toBeTruthy();
    expect(within(table).queryByRole('table', { name: '东部排名' })).toBeNull();
    // the regular season's two conferences of the game's season (query strings on the wire)
    expect(asked).toEqual([{ seasonId: '1', scope: '1', division: '0' }]);
  });
});
