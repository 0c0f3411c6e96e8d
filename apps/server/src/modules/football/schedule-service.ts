import {
  chinaDayStart,
  DAY_MS,
  filterFiveLeagueDates,
  MINUTE_MS,
  type Edition,
  type KnockoutRound,
  type Match,
  type MatchDateItem,
  type Stage,
} from '@sport/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AnswerCache } from '../../lib/answer-cache';
import { matchTag } from '../../lib/answer-tags';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import { buildKnockout } from './knockout';
import { findMatches } from './match-repository';
import { matchView } from './match-view';
import { findKickoffs, findSeasons, findSimulatedFrom, findUnrecorded } from './repository';
import { seasonOf } from './season-of';
import { seasonExists } from './team-repository';
import { findStages } from './stage-repository';

export interface ScheduleOptions {
  db: Db;
  /** The server's answer cache (`app.cache`). */
  cache: AnswerCache;
  clock: Clock;
}

/** Which matches a list call asks for: a China day (its midnight), a stage, or both. */
export interface ListQuery {
  seasonId: number;
  day?: number;
  stageId?: number;
}

/** A tournament edition's year: its name is the year ('2022'); a league season's is its first ('2024/25'). */
const yearOf = (name: string): number => Number(/\d{4}/.exec(name)?.[0] ?? 0);

/**
 * The schedule side of the match centres: seasons and editions, match days, stages, the lists of a day or a
 * stage, and the knockout bracket. Lists and brackets hold matches, so a `match.<id>` event drops exactly
 * those holding it (drop); days, stages and editions change only with an import, so a TTL is enough.
 */
export function createSchedule({ db, cache, clock }: ScheduleOptions) {
  // the server's answer cache (decision 034): lists and brackets carry their matches' tags, dropped by the cache
  // plugin on their `match.<id>` events; days, stages and editions change only with an import, so a TTL is enough
  const seasonIds = cache.read<number>('football.season-of', { ttlMs: MINUTE_MS });
  const knownSeasons = cache.read<true>('football.known-season', { ttlMs: MINUTE_MS });
  const days = cache.read<MatchDateItem[]>('football.days', { ttlMs: MINUTE_MS });
  const stageLists = cache.read<Stage[]>('football.stages', { ttlMs: MINUTE_MS });
  const editionLists = cache.read<Edition[]>('football.editions', { ttlMs: MINUTE_MS });
  const lists = cache.read<Match[]>('football.list', { ttlMs: 10_000, tagsOf: (list) => list.map((m) => matchTag(m.matchId)) });
  const brackets = cache.read<KnockoutRound[]>('football.bracket', {
    ttlMs: 10_000,
    tagsOf: (rounds) => rounds.flatMap((round) => round.matches.map((m) => matchTag(m.matchId))),
  });

  /** The given season when it is this competition's, else its current one (404 for another's or none). */
  const seasonFor = (competitionId: number, seasonId?: number): Promise<number> =>
    seasonIds(`${competitionId}:${seasonId ?? ''}`, () => seasonOf(db, competitionId, seasonId));

  /** Any competition's season, or 404 (the five-leagues calls take a bare seasonId). */
  async function knownSeason(seasonId: number): Promise<number> {
    // an unknown season is a failed load, which is not kept: a season imported later is found at once
    await knownSeasons(String(seasonId), async () => {
      if (!(await seasonExists(db, seasonId))) throw new NotFoundError('season');
      return true;
    });
    return seasonId;
  }

  const stages = (seasonId: number): Promise<Stage[]> =>
    stageLists(String(seasonId), async () =>
      (await findStages(db, seasonId)).map((row) => ({
        id: row.id,
        name: row.name,
        competitionId: row.competitionId,
        seasonId: row.seasonId,
        order: row.order,
        // A tournament's stages without groups are its knockout rounds; a league's single stage has none either.
        isKnockout: row.competitionKind === 'tournament' && row.groups.length === 0,
        groups: row.groups,
        startDate: row.firstKickoff ? row.firstKickoff.getTime() : null,
        endDate: row.lastKickoff ? row.lastKickoff.getTime() : null,
      })),
    );

  /** Days with matches, ascending; the five leagues' only after 2024-08-01 (SPEC §5). */
  const matchDays = (seasonId: number, fiveLeagues = false): Promise<MatchDateItem[]> =>
    days(`${seasonId}:${fiveLeagues ? 'five' : ''}`, async () => {
      const counts = new Map<number, number>();
      for (const kickoff of await findKickoffs(db, seasonId)) {
        const day = chinaDayStart(kickoff.getTime());
        counts.set(day, (counts.get(day) ?? 0) + 1);
      }
      const all = [...counts].map(([matchDate, count]) => ({ matchDate, count }));
      return fiveLeagues ? filterFiveLeagueDates(all) : all;
    });

  /** The matches of a China day and/or a stage; the shared cached list (anchors are laid over by the caller). */
  async function list({ seasonId, day, stageId }: ListQuery): Promise<Match[]> {
    if (stageId !== undefined && !(await stages(seasonId)).some((s) => s.id === stageId)) throw new NotFoundError('stage');
    return lists(`${seasonId}:${day ?? ''}:${stageId ?? ''}`, async () => {
      const rows = await findMatches(db, {
        seasonId,
        ...(day === undefined ? {} : { from: new Date(day), to: new Date(day + DAY_MS) }),
        ...(stageId === undefined ? {} : { stageId }),
      });
      return rows.map(matchView);
    });
  }

  return {
    seasonFor,
    knownSeason,
    stages,
    matchDays,
    list,

    /** A competition's seasons, newest first; 404 for a competition without any. */
    async seasons(competitionId: number) {
      const rows = await findSeasons(db, competitionId);
      if (rows.length === 0) throw new NotFoundError('competition');
      const [simulated, unrecorded] = await Promise.all([findSimulatedFrom(db, competitionId), findUnrecorded(db, competitionId)]);
      return rows.map((s) => {
        const from = simulated.get(s.seasonId);
        const missing = unrecorded.get(s.seasonId);
        return {
          ...s,
          ...(from ? { simulatedFrom: from.getTime() } : {}),
          ...(missing ? { unrecorded: { from: missing.from.getTime(), count: missing.count } } : {}),
        };
      });
    },

    /** A tournament's editions, newest first. */
    editions: (competitionId: number): Promise<Edition[]> =>
      editionLists(String(competitionId), async () =>
        (await findSeasons(db, competitionId)).map((s) => ({ seasonId: s.seasonId, name: s.name, year: yearOf(s.name), isCurrent: s.isCurrent })),
      ),

    /** The five-leagues match days: of a season (of that league when both are given), or of a league's current season. */
    async leagueMatchDays(input: { id?: number; seasonId?: number }): Promise<MatchDateItem[]> {
      if (input.id !== undefined) return matchDays(await seasonFor(input.id, input.seasonId), true);
      if (input.seasonId === undefined) throw new InvalidError('id', 'id or seasonId is required');
      return matchDays(await knownSeason(input.seasonId), true);
    },

    /**
     * A tournament list: the day of `matchDate` and/or a stage; with neither, today (China time). The web's
     * video schedule (SPEC §4) is today's list through the contract's pickVideoSchedule: the rule needs the
     * anchors the list already carries, so no call of its own.
     */
    async tournamentList(competitionId: number, input: { seasonId?: number; matchDate?: number; stageId?: number }): Promise<Match[]> {
      const seasonId = await seasonFor(competitionId, input.seasonId);
      const dayOf = input.matchDate ?? (input.stageId === undefined ? clock() : undefined);
      return list({ seasonId, ...(dayOf === undefined ? {} : { day: chinaDayStart(dayOf) }), ...(input.stageId === undefined ? {} : { stageId: input.stageId }) });
    },

    async knockout(competitionId: number, seasonId?: number): Promise<KnockoutRound[]> {
      const id = await seasonFor(competitionId, seasonId);
      const rounds = (await stages(id)).filter((s) => s.isKnockout);
      return brackets(String(id), async () => buildKnockout(rounds, await findMatches(db, { seasonId: id })));
    },
  };
}
