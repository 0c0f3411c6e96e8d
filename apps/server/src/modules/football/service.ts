import { chinaDayStart, DAY_MS, MINUTE_MS, systemRoutes, type LeagueSeason, type Match, type MatchDateItem } from '@sport/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { TtlCache } from '../../lib/ttl-cache';
import type { Bus } from '../../realtime/bus';
import { findCurrentSeasonId, findKickoffs, findMatchesBetween, findMatchSummaries, findSeasons, matchExists } from './repository';

/** A crest URL the web can put in an <img>: the system module draws it from the team id. */
const teamLogo = (matchId: number, teamId: number | null): string =>
  teamId === null ? '' : `${systemRoutes.teamLogo.path}?matchId=${matchId}&pid=${teamId}`;

/** What other areas (anchor schedules) show of a match; the match tables are this module's. */
export interface MatchSummary {
  id: number;
  sportId: number;
  /** The sport's status map (SPEC §4). */
  statusId: number;
  /** Minute of play, or null (not football, not started). */
  minute: number | null;
  /** null before kick-off. */
  homeScore: number | null;
  awayScore: number | null;
  /** Epoch ms. */
  kickoffAt: number;
  /** The competition's short name. */
  league: string;
  /** null while a knockout slot is undecided. */
  homeName: string | null;
  awayName: string | null;
}

export interface FootballServiceOptions {
  db: Db;
  /** Any node's simulator or feed publishes `match.<id>` when a match moves; the lists holding it drop then. */
  bus: Bus;
  clock?: Clock;
}

export type FootballService = ReturnType<typeof createFootballService>;

/**
 * The match centres' reads, and the match tables' owner: other areas read matches through this service.
 * Match-centre reads are hot (every open centre polls them) and change only when the live simulator or a
 * feed moves a match; a `match.<id>` event drops the cached lists holding it, and the TTL bounds staleness
 * if an event was missed.
 */
export function createFootballService({ db, bus, clock = systemClock }: FootballServiceOptions) {
  const matchLists = new TtlCache<Match[]>(10_000, 500, clock);
  const matchDates = new TtlCache<MatchDateItem[]>(MINUTE_MS, 200, clock);
  /** Which cached lists hold a match, so a `match.<id>` event drops only those (not every centre's lists). */
  const listsOfMatch = new Map<number, Set<string>>();

  /** Drops the cached lists holding `matchId` (all of them when no id is given). */
  function invalidateMatches(matchId?: number): void {
    if (matchId === undefined) {
      matchLists.clear();
      listsOfMatch.clear();
      return;
    }
    for (const key of listsOfMatch.get(matchId) ?? []) matchLists.delete(key);
    listsOfMatch.delete(matchId);
  }

  const stopListening = bus.onMessage(({ channel }) => {
    if (!channel.startsWith('match.')) return;
    const matchId = Number(channel.slice('match.'.length));
    invalidateMatches(Number.isSafeInteger(matchId) ? matchId : undefined);
  });

  async function seasonIdFor(input: { id?: number; seasonId?: number }): Promise<number> {
    if (input.seasonId !== undefined) return input.seasonId;
    if (input.id === undefined) throw notFound('season');
    const current = await findCurrentSeasonId(db, input.id);
    if (current === null) throw notFound('competition');
    return current;
  }

  return {
    seasons: (competitionId: number): Promise<LeagueSeason[]> => findSeasons(db, competitionId),

    async matchDates(input: { id?: number; seasonId?: number }): Promise<MatchDateItem[]> {
      const seasonId = await seasonIdFor(input);
      return matchDates.get(String(seasonId), async () => {
        const counts = new Map<number, number>();
        for (const kickoff of await findKickoffs(db, seasonId)) {
          const day = chinaDayStart(kickoff.getTime());
          counts.set(day, (counts.get(day) ?? 0) + 1);
        }
        return [...counts].map(([matchDate, count]) => ({ matchDate, count }));
      });
    },

    /** The matches of the China-time day containing `matchDate`. */
    matchList(seasonId: number, matchDate: number): Promise<Match[]> {
      const from = chinaDayStart(matchDate);
      const key = `${seasonId}:${from}`;
      return matchLists.get(key, async () => {
        const rows = await findMatchesBetween(db, seasonId, new Date(from), new Date(from + DAY_MS));
        for (const row of rows) {
          const keys = listsOfMatch.get(row.matchId) ?? new Set<string>();
          listsOfMatch.set(row.matchId, keys.add(key));
        }
        return rows.map(({ kickoffAt, homeId, awayId, ...row }) => ({
          ...row,
          matchDate: kickoffAt.getTime(),
          // An undecided knockout slot has no team yet; 0 keeps the id numeric for the client.
          homeId: homeId ?? 0,
          awayId: awayId ?? 0,
          homeLogo: teamLogo(row.matchId, homeId),
          awayLogo: teamLogo(row.matchId, awayId),
          anchorInfo: [],
        }));
      });
    },

    /** Every sport's matches kicking off in [from, to] (epoch ms), soonest first. */
    async matchSummaries(from: number, to: number): Promise<MatchSummary[]> {
      const rows = await findMatchSummaries(db, new Date(from), new Date(to));
      return rows.map((row) => ({ ...row, kickoffAt: row.kickoffAt.getTime() }));
    },

    matchExists: (matchId: number): Promise<boolean> => matchExists(db, matchId),

    /** Stops listening to the bus (the app is closing). */
    close: (): void => {
      stopListening();
    },
  };
}
