import {
  chinaMidnight,
  FOOTBALL_RANKING_STATS,
  topPlayers,
  type FootballPosition,
  type FootballRankingStat,
  type PlayerDetail,
  type PlayerRankingRow,
  type TeamLeader,
} from '@sport/contract';
import { teamLogo } from '../../lib/match-view';
import type { EventStat, PlayerRow, PlayerTotal } from './stats-repository';

/** The ranking stats match events hold: goals and assists. */
export const EVENT_STAT_OF: Readonly<Partial<Record<FootballRankingStat, EventStat>>> = {
  goals: 'goals',
  assists: 'assists',
};

/**
 * The ranking stats the simulated matches' sheets hold (their line-ups, stats-repository.ts findLineupTotals): a real
 * source records none of them, so a season of records alone ranks nobody rather than inventing figures.
 */
export const LINEUP_STAT_OF: Readonly<Partial<Record<FootballRankingStat, 'minutes' | 'shotsOnTarget' | 'saves'>>> = {
  shots_on_target: 'shotsOnTarget',
  saves: 'saves',
  minutes_played: 'minutes',
};

/** Players have no portrait in our data; the client draws its placeholder for an empty logo. */
const NO_PORTRAIT = '';

/** Highest value first; equal values by name (then id, so the order is stable) — the same order every time. */
function byValueThenName(a: PlayerTotal, b: PlayerTotal): number {
  return b.value - a.value || a.playerName.localeCompare(b.playerName, 'zh-CN') || a.playerId - b.playerId;
}

/**
 * SPEC §5's top 10 of one stat. Equal values keep the name order and still take sequential ranks (1, 2, 3…),
 * as the contract's topPlayers numbers them: the list is a top 10, not a table with shared places.
 */
export function rankingView(totals: readonly PlayerTotal[]): PlayerRankingRow[] {
  const ordered = [...totals].filter((t) => t.value > 0).sort(byValueThenName);
  return topPlayers(ordered).map((t) => ({
    rank: t.rank,
    playerId: t.playerId,
    playerName: t.playerName,
    playerLogo: NO_PORTRAIT,
    teamId: t.teamId,
    teamName: t.teamName,
    teamLogo: teamLogo(t.teamId),
    value: t.value,
    generated: t.generated,
  }));
}

/** A team's best player of one stat (ties by name, as in the ranking), or null when nobody has any. */
export function leaderOf(stat: FootballRankingStat, totals: readonly PlayerTotal[]): TeamLeader | null {
  const best = [...totals].filter((t) => t.value > 0).sort(byValueThenName)[0];
  if (!best) return null;
  return { stat, playerId: best.playerId, playerName: best.playerName, playerLogo: NO_PORTRAIT, value: best.value, generated: best.generated };
}

/** The stats a leader can exist for, in SPEC §5's tab order: every one the events or the sheets hold. */
export const LEADER_STATS = FOOTBALL_RANKING_STATS.filter((stat) => EVENT_STAT_OF[stat] !== undefined || LINEUP_STAT_OF[stat] !== undefined);

const POSITIONS: readonly string[] = ['F', 'M', 'D', 'G'] satisfies FootballPosition[];
const isPosition = (value: string | null): value is FootballPosition => value !== null && POSITIONS.includes(value);

/** A `YYYY-MM-DD` birthday as the contract's epoch ms (the China-time midnight of that day). */
function birthdayMs(birthday: string | null): number | null {
  const match = birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  return match ? chinaMidnight(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** A player's profile; an imported scorer, known only by name, has its profile fields null. */
export function playerDetailView(row: PlayerRow): PlayerDetail {
  return {
    id: row.id,
    name: row.name,
    logo: NO_PORTRAIT,
    shirtNumber: row.number,
    position: isPosition(row.position) ? row.position : null,
    birthday: birthdayMs(row.birthday),
    height: row.heightCm,
    weight: row.weightKg,
    nationality: row.nationality ?? '',
    // Not in our data: market value, preferred foot, contract.
    marketValue: null,
    generated: row.generated,
    teamId: row.teamId,
    teamName: row.teamName,
    teamLogo: teamLogo(row.teamId),
    preferredFoot: '',
    contractUntil: null,
  };
}
