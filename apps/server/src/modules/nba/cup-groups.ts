import { nbaCupGroupTable, nbaCupSeeds, type CupGroupTable, type NbaRankingGroup } from '@sport/contract';
import { teamLogo } from '../../lib/match-view';
import type { findNbaTeams, NbaMatchRow } from './repository';

type Team = Awaited<ReturnType<typeof findNbaTeams>>[number];

const FINISHED = 10;

/**
 * The NBA Cup's group tables (ranking, scope 6): one group each, named by it, `division` its conference, ranked
 * by the contract's Cup rule over the finished group games. Once every group game is played, each row of a
 * quarter-finalist carries its seed (1–3 group winners, 4 the wild card). Games behind are from the group's first.
 */
export function cupGroupStandings(groupNames: readonly string[], games: readonly NbaMatchRow[], teams: readonly Team[]): NbaRankingGroup[] {
  const teamOf = new Map(teams.map((t) => [t.id, t]));
  const finished = games.filter((g) => g.statusId === FINISHED);
  const tables: CupGroupTable[] = groupNames.map((group) => {
    const own = games.filter((g) => g.groupName === group);
    const teamIds = [...new Set(own.flatMap((g) => [g.homeId ?? 0, g.awayId ?? 0]))].filter((id) => teamOf.has(id)).sort((a, b) => a - b);
    const lines = nbaCupGroupTable(
      teamIds,
      finished
        .filter((g) => g.groupName === group)
        .map((g) => ({ homeId: g.homeId ?? 0, awayId: g.awayId ?? 0, homeScore: g.homeScore ?? 0, awayScore: g.awayScore ?? 0 })),
    );
    return { group, conference: teamOf.get(teamIds[0] ?? 0)?.conference ?? 1, lines };
  });
  const over = games.length > 0 && finished.length === games.length;
  const seedOf = new Map(over ? [1, 2].flatMap((c) => nbaCupSeeds(tables, c)).map((s) => [s.teamId, s.seed] as const) : []);
  return tables
    .filter((t) => t.lines.length > 0)
    .map((t) => {
      const first = t.lines[0];
      return {
        division: t.conference === 2 ? 2 : 1,
        divisionName: t.group,
        rankingItem: t.lines.map((l) => {
          const seed = seedOf.get(l.teamId);
          return {
            rank: l.rank,
            teamId: l.teamId,
            teamName: teamOf.get(l.teamId)?.name ?? '',
            teamLogo: teamLogo(l.teamId),
            won: l.won,
            lost: l.lost,
            winRate: l.won + l.lost === 0 ? 0 : Math.round((l.won / (l.won + l.lost)) * 1000) / 1000,
            gamesBehind: first ? (first.won - l.won + (l.lost - first.lost)) / 2 : 0,
            streak: '',
            pointDiff: l.pointDiff,
            ...(seed === undefined ? {} : { cupSeed: seed }),
          };
        }),
      };
    });
}
