import { and, eq } from 'drizzle-orm';
import { BasketballStatus, FootballStatus, MATCH_CORRECTION_KINDS, type MatchCorrectionBody } from '@sport/contract';
import type { Db } from '../db/client';
import { matchEvents, matches, players, type StoredMatchEventType } from '../db/schema';
import { SPORT_BASKETBALL, SPORT_FOOTBALL } from '../db/ids';
import { periodsFor } from './basketball-score';
import { FOOTBALL_FINISHED } from './timeline';

type MatchRow = typeof matches.$inferSelect;

/** Why a correction was not written: nothing of it was (each kind is one match and at most one event). */
export type CorrectionRefusal =
  | { kind: 'missing'; what: 'match' | 'event' }
  | { kind: 'invalid'; field: string; rule: string }
  | { kind: 'conflict'; why: string };

export type CorrectionOutcome =
  /** `before`: the match as it was when locked, `match` as it is now (the same row when nothing changed). */
  | { ok: true; changed: boolean; match: MatchRow; before: MatchRow }
  | { ok: false; refusal: CorrectionRefusal };

const GOAL_TYPES: readonly StoredMatchEventType[] = ['goal', 'penalty_goal', 'own_goal'];

const refuse = (refusal: CorrectionRefusal): CorrectionOutcome => ({ ok: false, refusal });
const minusOne = (value: number | null): number | null => (value === null ? null : Math.max(0, value - 1));

/**
 * Writes one correction inside the caller's transaction (the admin route's own, or a simulator tick's), the
 * match row locked first so a tick or a second correction waits. A disallowed goal keeps its row under its own
 * type with the reason, and the score goes back by it: its side's score, the half-time score for a goal of the
 * first half, the score after 120' when there is one. Sending a correction that holds already changes nothing.
 * A real match's source stays the authority: a later import of a record that differs replaces the match and its
 * events whole (feed/apply.ts), this correction with them.
 */
export async function writeCorrection(tx: Db, body: MatchCorrectionBody, now: Date): Promise<CorrectionOutcome> {
  const kinds = MATCH_CORRECTION_KINDS.filter((kind) => body[kind] !== undefined);
  if (kinds.length !== 1) {
    return refuse({ kind: 'invalid', field: 'body', rule: `must hold exactly one of ${MATCH_CORRECTION_KINDS.join(', ')}` });
  }
  const [match] = await tx.select().from(matches).where(eq(matches.id, body.matchId)).for('update');
  if (!match) return refuse({ kind: 'missing', what: 'match' });
  // Events and their corrections are football's. An NBA game's final score is corrected too (its tips and the
  // users' bets settle on it), the quarters made to add up to it (basketball-score.ts), and a game not finished is
  // postponed or cancelled as a football match is; nothing else of it is.
  const basketball = match.sportId === SPORT_BASKETBALL;
  if (basketball && !body.setScore && !body.setStatus) {
    return refuse({ kind: 'invalid', field: 'matchId', rule: 'is a basketball game: its final score is corrected, or it is postponed or cancelled' });
  }
  if (!basketball && match.sportId !== SPORT_FOOTBALL) return refuse({ kind: 'invalid', field: 'matchId', rule: 'is not a football match' });

  const unchanged: CorrectionOutcome = { ok: true, changed: false, match, before: match };
  const save = async (columns: Partial<MatchRow>): Promise<CorrectionOutcome> => {
    const [saved] = await tx
      .update(matches)
      .set({ ...columns, updatedAt: now })
      .where(eq(matches.id, match.id))
      .returning();
    return { ok: true, changed: true, match: saved ?? match, before: match };
  };
  const eventAt = async (seq: number) => {
    const [event] = await tx
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, match.id), eq(matchEvents.seq, seq)));
    return event;
  };

  if (body.disallowGoal) {
    const { seq, reason } = body.disallowGoal;
    const event = await eventAt(seq);
    if (!event) return refuse({ kind: 'missing', what: 'event' });
    if (event.type === 'disallowed_goal') return unchanged;
    if (!GOAL_TYPES.includes(event.type)) return refuse({ kind: 'invalid', field: 'disallowGoal.seq', rule: 'is not a goal' });
    await tx.update(matchEvents).set({ type: 'disallowed_goal', detail: reason }).where(eq(matchEvents.id, event.id));
    const home = event.side === 1;
    const firstHalf = event.minute <= 45;
    return save(
      home
        ? {
            homeScore: minusOne(match.homeScore),
            homeHalfScore: firstHalf ? minusOne(match.homeHalfScore) : match.homeHalfScore,
            homeExtraTimeScore: minusOne(match.homeExtraTimeScore),
          }
        : {
            awayScore: minusOne(match.awayScore),
            awayHalfScore: firstHalf ? minusOne(match.awayHalfScore) : match.awayHalfScore,
            awayExtraTimeScore: minusOne(match.awayExtraTimeScore),
          },
    );
  }

  if (body.changeScorer) {
    const { seq, playerId } = body.changeScorer;
    const event = await eventAt(seq);
    if (!event) return refuse({ kind: 'missing', what: 'event' });
    if (!GOAL_TYPES.includes(event.type)) return refuse({ kind: 'invalid', field: 'changeScorer.seq', rule: 'is not a goal' });
    const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId));
    if (!player) return refuse({ kind: 'invalid', field: 'changeScorer.playerId', rule: 'is not a known player' });
    if (event.playerId === playerId) return unchanged;
    // A scorer cannot have assisted their own goal: the assist the source named for the other player goes.
    const assistPlayerId = event.assistPlayerId === playerId ? null : event.assistPlayerId;
    await tx.update(matchEvents).set({ playerId, assistPlayerId }).where(eq(matchEvents.id, event.id));
    // The score stands; the row's updatedAt moves so every answer holding the match is known to be stale.
    return save({});
  }

  if (body.setStatus) {
    // Each sport's own codes (SPEC §4): the simulator moves only the statuses of play, so it leaves either alone.
    const codes = basketball
      ? { postponed: BasketballStatus.Postponed, cancelled: BasketballStatus.Cancelled, finished: BasketballStatus.Finished }
      : { postponed: FootballStatus.Postponed, cancelled: FootballStatus.Cancelled, finished: FOOTBALL_FINISHED };
    const statusId = codes[body.setStatus];
    if (match.statusId === statusId) return unchanged;
    // A finished match was played: its score is corrected, never unplayed. A cancelled one is not postponed back.
    if (match.statusId === codes.finished) return refuse({ kind: 'conflict', why: 'match is finished: correct its score instead' });
    if (match.statusId === codes.cancelled) return refuse({ kind: 'conflict', why: 'match is cancelled' });
    // Not played: the settlement cancels every tip and bet on it and gives buyers their price back (lib/settlement.ts).
    return save({ statusId });
  }

  const score = body.setScore;
  if (!score) return unchanged;
  // During play the score follows the events (and the simulator would write its own over it): a goal is struck off instead.
  if (match.statusId !== (basketball ? BasketballStatus.Finished : FOOTBALL_FINISHED)) {
    return refuse({ kind: 'conflict', why: basketball ? 'game is not finished' : 'match is not finished: correct its goals instead' });
  }
  if (match.homeScore === score.home && match.awayScore === score.away) return unchanged;
  if (basketball) return save({ homeScore: score.home, awayScore: score.away, periodScores: periodsFor(match.periodScores, score) });
  // A half-time score above the corrected final one cannot be right, and the true one is not known: none is kept.
  const half = (value: number | null, final: number) => (value !== null && value > final ? null : value);
  return save({
    homeScore: score.home,
    awayScore: score.away,
    homeHalfScore: half(match.homeHalfScore, score.home),
    awayHalfScore: half(match.awayHalfScore, score.away),
    ...(match.homeExtraTimeScore !== null ? { homeExtraTimeScore: score.home, awayExtraTimeScore: score.away } : {}),
  });
}
