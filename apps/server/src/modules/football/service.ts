import { chinaDayStart, DAY_MS, systemRoutes, type LeagueSeason, type Match, type MatchDateItem } from '@sport/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import { findCurrentSeasonId, findKickoffs, findMatchesBetween, findSeasons } from './repository';

/** A crest URL the web can put in an <img>: the system module draws it from the team id. */
const teamLogo = (matchId: number, teamId: number | null): string =>
  teamId === null ? '' : `${systemRoutes.teamLogo.path}?matchId=${matchId}&pid=${teamId}`;

/**
 * Match-centre reads are hot (every open centre polls them) and change only when the live simulator or
 * a feed moves a match; routes.ts clears the caches on every `match.<id>` bus event, and the TTL bounds
 * staleness if an event was missed.
 */
export function createFootballService(db: Db) {
  const matchLists = new TtlCache<Match[]>(10_000, 500);
  const matchDates = new TtlCache<MatchDateItem[]>(60_000, 200);
  /** Which cached lists hold a match, so a `match.<id>` event drops only those (not every centre's lists). */
  const listsOfMatch = new Map<number, Set<string>>();

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

    /** Drops the cached lists holding `matchId` (all of them when no id is given). */
    invalidateMatches(matchId?: number): void {
      if (matchId === undefined) {
        matchLists.clear();
        listsOfMatch.clear();
        return;
      }
      for (const key of listsOfMatch.get(matchId) ?? []) matchLists.delete(key);
      listsOfMatch.delete(matchId);
    },
  };
}
export type FootballService = ReturnType<typeof createFootballService>;
