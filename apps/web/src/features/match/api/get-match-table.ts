import { fiveLeaguesRoutes, nbaRoutes, type MatchDetailHeader, type RequestOf } from '@sport/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';
import { isFootball } from '../components/match-status';

/** One row of a table as the match page shows it: the sport's figures, already in the columns' order. */
export interface TableRow {
  rank: number;
  teamId: number;
  teamName: string;
  cells: readonly (string | number)[];
}

/** A table holding at least one of the match's teams: a league, a tournament group, a conference. */
export interface TableGroup {
  /** The group's or conference's name; null for a single league table. */
  name: string | null;
  rows: readonly TableRow[];
}

type FootballInput = RequestOf<typeof fiveLeaguesRoutes.ranking>;
type NbaInput = RequestOf<typeof nbaRoutes.ranking>;

/** Football: the centres' ranking call, which answers for any football season (not only the five leagues'). */
const footballTable = async (input: FootballInput, signal: AbortSignal): Promise<TableGroup[]> =>
  (await request(fiveLeaguesRoutes.ranking, input, { signal })).map((group) => ({
    name: group.groupName,
    rows: group.rows.map((r) => ({
      rank: r.rank,
      teamId: r.teamId,
      teamName: r.teamName,
      cells: [r.played, `${r.won}/${r.draw}/${r.loss}`, r.goalDiff, r.points],
    })),
  }));

/** NBA: both conferences' regular-season standings. */
const nbaTable = async (input: NbaInput, signal: AbortSignal): Promise<TableGroup[]> =>
  (await request(nbaRoutes.ranking, input, { signal })).map((group) => ({
    name: group.divisionName,
    rows: group.rankingItem.map((r) => ({
      rank: r.rank,
      teamId: r.teamId,
      teamName: r.teamName,
      cells: [r.won, r.lost, `${(r.winRate * 100).toFixed(1)}%`],
    })),
  }));

/**
 * The tables of the match's season that hold its home or away team: the league table, the match's group alone
 * when it has one, the groups a knockout match's teams came from, the conferences of an NBA game.
 */
export function useMatchTable(header: MatchDetailHeader) {
  const { homeId, awayId, seasonId, groupName } = header;
  const football = isFootball(header);
  const footballInput: FootballInput = { seasonId, ...(groupName ? { groupName } : {}) };
  const nbaInput: NbaInput = { seasonId, scope: 1, division: 0 };
  // the centres cache these calls' raw answers under callKey: the reshaped table needs a key of its own
  const call = football ? callKey(fiveLeaguesRoutes.ranking, footballInput) : callKey(nbaRoutes.ranking, nbaInput);
  return useQuery({
    queryKey: [...call, 'match-table'] as const,
    queryFn: ({ signal }) => (football ? footballTable(footballInput, signal) : nbaTable(nbaInput, signal)),
    select: (groups) => groups.filter((g) => g.rows.some((r) => r.teamId === homeId || r.teamId === awayId)),
  });
}
