import { Conference, matchWinner, type Match, type NbaRankingGroup } from '@sport/contract';

/** 0 play-in, 1 first round, 2 conference semi-finals, 3 conference finals, 4 the Finals. */
export type PlayoffRound = 0 | 1 | 2 | 3 | 4;
export const PLAYOFF_ROUNDS: readonly PlayoffRound[] = [0, 1, 2, 3, 4];

export interface SeriesSide {
  teamId: number;
  name: string;
  /** Regular-season rank in the conference; null where the standings do not name the team. */
  seed: number | null;
  wins: number;
}

export interface Series {
  key: string;
  round: PlayoffRound;
  /** 1 east, 2 west; null for the Finals. */
  conference: number | null;
  /** The better seed first. */
  high: SeriesSide;
  low: SeriesSide;
  /** In tip-off order. */
  games: Match[];
}

export interface PlayoffRoundView {
  round: PlayoffRound;
  east: Series[];
  west: Series[];
  /** The Finals (round 4). */
  finals: Series[];
}

/** Round of a playoff game: the answer's roundNum (1–4); none or 0 is the play-in, the Finals stage is round 4. */
function roundOf(game: Match): PlayoffRound {
  if (game.kind === 5) return 4;
  const n = game.roundNum ?? 0;
  return n >= 1 && n <= 4 ? (n as PlayoffRound) : 0;
}

/** First-round bracket order: 1v8 and 4v5 meet, 3v6 and 2v7 meet. */
const BRACKET_ORDER = [1, 8, 4, 5, 3, 6, 2, 7];
const slotOf = (seed: number | null) => {
  const slot = seed === null ? -1 : BRACKET_ORDER.indexOf(seed);
  return slot < 0 ? BRACKET_ORDER.length : slot;
};

/**
 * The playoff picture from a season's playoff games and its standings: games grouped into series (a round and a
 * pair of teams), wins counted from finished games, each series under its conference (by the better seed's
 * standings group), ordered so a later round's series sits between its feeders. No reseeding (issue 14).
 */
export function playoffBracket(games: readonly Match[], groups: readonly NbaRankingGroup[]): PlayoffRoundView[] {
  const standing = new Map<number, { seed: number; conference: number }>();
  for (const group of groups)
    for (const row of group.rankingItem) standing.set(row.teamId, { seed: row.rank, conference: group.division });
  const byKey = new Map<string, Series>();
  for (const game of [...games].sort((a, b) => a.matchDate - b.matchDate)) {
    const round = roundOf(game);
    const pair = [game.homeId, game.awayId].sort((a, b) => a - b);
    const key = `${round}:${pair.join('-')}`;
    let series = byKey.get(key);
    if (!series) {
      const side = (teamId: number, name: string): SeriesSide => ({
        teamId,
        name,
        seed: standing.get(teamId)?.seed ?? null,
        wins: 0,
      });
      const [a, b] = [side(game.homeId, game.homeName), side(game.awayId, game.awayName)];
      const aFirst = (a.seed ?? 99) <= (b.seed ?? 99);
      const high = aFirst ? a : b;
      series = {
        key,
        round,
        conference: round === 4 ? null : (standing.get(high.teamId)?.conference ?? null),
        high,
        low: aFirst ? b : a,
        games: [],
      };
      byKey.set(key, series);
    }
    series.games.push(game);
    const winner = game.statusId === 10 ? matchWinner(game) : undefined;
    if (winner === series.high.teamId) series.high.wins += 1;
    else if (winner === series.low.teamId) series.low.wins += 1;
  }
  const all = [...byKey.values()];
  const order = (list: Series[]) =>
    list.sort((a, b) =>
      a.round === 0 ? (a.high.seed ?? 99) - (b.high.seed ?? 99) : slotOf(a.high.seed) - slotOf(b.high.seed),
    );
  return PLAYOFF_ROUNDS.map((round) => {
    const inRound = all.filter((s) => s.round === round);
    return {
      round,
      east: order(inRound.filter((s) => round !== 4 && s.conference === Conference.East)),
      west: order(inRound.filter((s) => round !== 4 && s.conference !== Conference.East)),
      finals: round === 4 ? inRound : [],
    };
  }).filter((r) => r.east.length + r.west.length + r.finals.length > 0);
}
