import { BasketballStatus, FootballStatus, HOUR_MS, SportId } from '@sport/contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { competitions, matches } from '../db/schema';
import { resultSourceOf } from '../lib/match-view';

/** A side's last few finished matches of the season as the record has them: what a demo analysis may state. */
export interface TeamForm {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** Goals (points) the side scored and conceded over those matches. */
  scored: number;
  conceded: number;
  /** How many of those matches have a simulated result (the present after the record ends), not the record's. */
  simulated: number;
}

/**
 * What the record holds of a side: a club's league matches (not its cups), a national team's matches at the
 * tournament, an NBA team's games. So the form is always the season's (本赛季联赛, 本届赛事), never "its last five
 * matches", which for a national team would skip every qualifier and friendly.
 */
export type FormScope = 'league' | 'tournament' | 'nba';

/** Both sides' form before one match, and what it covers. */
export interface MatchForm {
  scope: FormScope;
  home: TeamForm | null;
  away: TeamForm | null;
}

/** A match of the record as the form needs it. */
export interface SeasonMatch {
  id: number;
  seasonId: number;
  scope: FormScope;
  kickoffAt: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeScore: number | null;
  awayScore: number | null;
  finished: boolean;
  /** The live simulator played it: the record has no result for it yet. */
  simulated: boolean;
}

/** How many matches "recent" means. */
export const FORM_MATCHES = 5;
/**
 * A match is surely over this long after its kick-off (extra time, a basketball overtime): the demo seed's one rule
 * for what was played by an instant (its tips' form, the past it tips, the talk after a match).
 */
export const MATCH_OVER_AFTER_MS = 3 * HOUR_MS;

/** Every match kicking off between two instants, with its season and whether it was played to the end. */
export async function loadSeasonMatches(db: Db, from: number, to: number): Promise<SeasonMatch[]> {
  const rows = await db
    .select({
      id: matches.id,
      seasonId: matches.seasonId,
      sportId: matches.sportId,
      statusId: matches.statusId,
      scope: competitions.kind,
      kickoffAt: matches.kickoffAt,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      resultSource: matches.resultSource,
      source: matches.source,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(and(gte(matches.kickoffAt, new Date(from)), lte(matches.kickoffAt, new Date(to))));
  return rows.map(({ sportId, statusId, kickoffAt, resultSource, source, ...row }) => ({
    ...row,
    kickoffAt: kickoffAt.getTime(),
    simulated: resultSourceOf({ ...row, resultSource, source }) === 'simulation',
    finished: statusId === (sportId === SportId.Basketball ? BasketballStatus.Finished : FootballStatus.Finished),
  }));
}

/**
 * Looks up both sides' form before a match as it stood at an instant: each side's last {@link FORM_MATCHES}
 * finished matches of that season that were over by then. An analysis published before a match can only know
 * what was played before it was written, so the instant is the tip's publication, not the seed's clock.
 */
export function formLookup(record: readonly SeasonMatch[]): (matchId: number, at: number) => MatchForm {
  const byId = new Map(record.map((m) => [m.id, m]));
  const bySide = new Map<string, SeasonMatch[]>();
  const played = record
    .filter((m) => m.finished && m.homeScore !== null && m.awayScore !== null)
    .sort((a, b) => a.kickoffAt - b.kickoffAt);
  for (const m of played)
    for (const team of [m.homeTeamId, m.awayTeamId]) {
      if (team === null) continue;
      const key = `${m.seasonId}:${team}`;
      const list = bySide.get(key);
      if (list) list.push(m);
      else bySide.set(key, [m]);
    }
  const formOf = (seasonId: number, team: number | null, at: number): TeamForm | null => {
    if (team === null) return null;
    const last = (bySide.get(`${seasonId}:${team}`) ?? [])
      .filter((m) => m.kickoffAt + MATCH_OVER_AFTER_MS <= at)
      .slice(-FORM_MATCHES);
    if (last.length === 0) return null;
    const form: TeamForm = { played: last.length, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, simulated: 0 };
    for (const m of last) {
      if (m.simulated) form.simulated += 1;
      const home = m.homeTeamId === team;
      const own = (home ? m.homeScore : m.awayScore) ?? 0;
      const other = (home ? m.awayScore : m.homeScore) ?? 0;
      form.scored += own;
      form.conceded += other;
      if (own > other) form.won += 1;
      else if (own < other) form.lost += 1;
      else form.drawn += 1;
    }
    return form;
  };
  return (matchId, at) => {
    const match = byId.get(matchId);
    // The seed tips only matches it read from the same table: one missing is a bug, not a form to make up.
    if (!match) throw new Error(`match ${matchId} is not in the record the form was read from`);
    return {
      scope: match.scope,
      home: formOf(match.seasonId, match.homeTeamId, at),
      away: formOf(match.seasonId, match.awayTeamId, at),
    };
  };
}
