import {
  chinaDayStart,
  conferenceLabel,
  topPlayers,
  type HomeAwayStat,
  type MatchDateItem,
  type NbaPlayerDetail,
  type NbaPlayerRankingRow,
  type NbaRankingGroup,
  type NbaRankingStat,
  type NbaTeamData,
} from '@sport/contract';
import { teamLogo } from '../../lib/match-view';
import type { findNbaTeams, findPlayerGames, NbaMatchRow, PlayerTotals } from './repository';
import { nbaStandings } from '../../lib/nba-standings';
import { addTotals, averagesOf, EMPTY_TOTALS, NO_PORTRAIT, type Totals } from './views';

/** The NBA centre's tables and statistics, made from the rows the service read: pure, so each is tested by its answer. */

type TeamRow = Awaited<ReturnType<typeof findNbaTeams>>[number];
type GameLogRow = Awaited<ReturnType<typeof findPlayerGames>>[number];

const STATS: readonly NbaRankingStat[] = ['points', 'rebounds', 'assists', 'steals', 'blocks'];

/** Conference standings (东部排名, 西部排名) over finished games. */
export function conferenceTables(teams: readonly TeamRow[], games: readonly NbaMatchRow[]): NbaRankingGroup[] {
  const lines = nbaStandings(
    teams.map((t) => ({ teamId: t.id, conference: t.conference === 2 ? 2 : 1, division: t.division ?? '' })),
    games.map((g) => ({ homeId: g.homeId ?? 0, awayId: g.awayId ?? 0, homeScore: g.homeScore ?? 0, awayScore: g.awayScore ?? 0, at: g.kickoffAt.getTime() })),
  );
  const nameOf = new Map(teams.map((t) => [t.id, t.name]));
  return lines.map((conference, i) => ({
    division: i + 1,
    divisionName: conferenceLabel(i + 1),
    rankingItem: conference.map((l) => ({
      rank: l.rank,
      teamId: l.teamId,
      teamName: nameOf.get(l.teamId) ?? '',
      teamLogo: teamLogo(l.teamId),
      won: l.won,
      lost: l.lost,
      winRate: l.winRate,
      gamesBehind: l.gamesBehind,
      streak: l.streak,
      homeRecord: `${l.homeWon}-${l.homeLost}`,
      awayRecord: `${l.awayWon}-${l.awayLost}`,
      lastTen: `${l.lastTenWon}-${l.lastTenLost}`,
      conferenceRecord: `${l.conferenceWon}-${l.conferenceLost}`,
    })),
  }));
}

/** Home and away records of the teams; points are the points scored (basketball has no draws). */
export function homeAwayRows(teams: readonly TeamRow[], games: readonly NbaMatchRow[]): HomeAwayStat[] {
  return teams.map((t) => {
    const at = (side: 'home' | 'away') => {
      const mine = games.filter((g) => (side === 'home' ? g.homeId : g.awayId) === t.id);
      const won = mine.filter((g) => ((g.homeScore ?? 0) > (g.awayScore ?? 0)) === (side === 'home')).length;
      const points = mine.reduce((a, g) => a + ((side === 'home' ? g.homeScore : g.awayScore) ?? 0), 0);
      return { won, loss: mine.length - won, total: mine.length, points };
    };
    const h = at('home');
    const a = at('away');
    return {
      teamId: t.id,
      teamName: t.name,
      teamLogo: teamLogo(t.id),
      groupName: conferenceLabel(t.conference ?? 1),
      homeWon: h.won,
      homeLoss: h.loss,
      homeDraw: 0,
      homeTotal: h.total,
      homePoints: h.points,
      awayWon: a.won,
      awayLoss: a.loss,
      awayDraw: 0,
      awayTotal: a.total,
      awayPoints: a.points,
    };
  });
}

/** Top 10 players by one per-game stat over their season lines. */
export function playerRanking(totals: readonly PlayerTotals[], order: NbaRankingStat): NbaPlayerRankingRow[] {
  const byPlayer = new Map<number, PlayerTotals[]>();
  for (const r of totals) byPlayer.set(r.playerId, [...(byPlayer.get(r.playerId) ?? []), r]);
  const rows = [...byPlayer.values()]
    .map((rs) => {
      // A player traded mid-season is ranked once, under his latest team (the one with the most games).
      const main = [...rs].sort((a, b) => b.games - a.games)[0] ?? rs[0];
      const value = averagesOf(addTotals(rs))[order];
      return main ? { playerId: main.playerId, playerName: main.playerName, playerLogo: NO_PORTRAIT, teamId: main.teamId, teamName: main.teamName, teamLogo: teamLogo(main.teamId), value, generated: main.generated } : null;
    })
    .filter((r): r is NonNullable<typeof r> => r !== null)
    .sort((a, b) => a.playerId - b.playerId);
  return topPlayers(rows);
}

/** A team's per-game figures with their rank among the teams (fewer turnovers rank higher), and its leaders. */
export function teamFigures(
  teamId: number,
  teams: readonly ({ teamId: number } & Totals)[],
  players: readonly PlayerTotals[],
): Pick<NbaTeamData, 'averages' | 'ranks' | 'leaders'> {
  const all = teams.map((t) => ({ teamId: t.teamId, averages: averagesOf(t) }));
  const own = all.find((t) => t.teamId === teamId)?.averages ?? averagesOf(EMPTY_TOTALS);
  const ranks: Record<string, number> = {};
  for (const key of Object.keys(own) as (keyof typeof own)[]) {
    const better = all.filter((t) => (key === 'turnovers' ? t.averages[key] < own[key] : t.averages[key] > own[key])).length;
    ranks[key] = better + 1;
  }
  const leaders = STATS.flatMap((stat) => {
    const best = players.map((p) => ({ p, value: averagesOf(p)[stat] })).sort((a, b) => b.value - a.value || a.p.playerId - b.p.playerId)[0];
    return best ? [{ stat, playerId: best.p.playerId, playerName: best.p.playerName, playerLogo: NO_PORTRAIT, value: best.value, generated: best.p.generated }] : [];
  });
  return { averages: own, ranks, leaders };
}

/** A player's latest games, each from his side. */
export function gameLog(games: readonly GameLogRow[]): NbaPlayerDetail['match'] {
  return games.map((g) => {
    const isHome = g.homeId === g.teamId;
    return {
      matchId: g.matchId,
      matchDate: g.kickoffAt.getTime(),
      opponentName: isHome ? g.awayName : g.homeName,
      isHome,
      teamScore: isHome ? g.homeScore : g.awayScore,
      opponentScore: isHome ? g.awayScore : g.homeScore,
      minutes: g.minutes,
      points: g.points,
      rebounds: g.rebounds,
      assists: g.assists,
      steals: g.steals,
      blocks: g.blocks,
    };
  });
}

/** Days with games (China days) and how many each holds, in order. */
export function matchDays(kickoffs: readonly Date[]): MatchDateItem[] {
  const counts = new Map<number, number>();
  for (const at of kickoffs) {
    const day = chinaDayStart(at.getTime());
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => a[0] - b[0]).map(([matchDate, count]) => ({ matchDate, count }));
}
