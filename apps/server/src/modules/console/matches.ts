import {
  basketballNamedStatus,
  chinaDate,
  chinaMidnight,
  DAY_MS,
  footballNamedStatus,
  NAMED_STATUS_LABELS,
  SportId,
  type MatchCorrectionBody,
} from '@sport/contract';
import type {
  ConsoleMatchApplyRequest,
  ConsoleMatchChange,
  ConsoleMatchEffect,
  ConsoleMatchPage,
  ConsoleMatchState,
  StaffMe,
} from '@sport/contract/console';
import type { Db } from '../../db/client';
import { applyCorrection, previewCorrection } from '../../feed/apply-correction';
import type { CorrectionOutcome, CorrectionRefusal } from '../../feed/correction';
import type { Publish } from '../../feed/live-simulator';
import type { Clock } from '../../lib/clock';
import { kickoffTimeTbd } from '../../lib/match-view';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { FootballService } from '../football/service';
import type { RankingService } from '../ranking/service';
import type { AuditService } from './audit-service';

/** What settling the tips on a match would move (the news module's settlement, app.tipSettlement). */
export interface SettlementEffect {
  tips: number;
  buyers: number;
  refundGold: number;
  reversalGold: number;
}

/** What the console needs of the tips' settlement: its preview in a transaction, and settling for real. */
export interface MatchSettlement {
  effectOn(matchIds: readonly number[], tx: Db): Promise<SettlementEffect>;
  settleMatches(matchIds: readonly number[]): Promise<unknown>;
}

export interface ConsoleMatchesDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  football: Pick<FootballService, 'searchMatches' | 'matchResults'>;
  settlement: MatchSettlement;
  ranking: Pick<RankingService, 'betsChangedOn'>;
  publish: Publish;
  /** A settlement run after the commit failed: the settle job hears the match on the bus and runs it again. */
  onSettleError: (error: unknown) => void;
}

type Written = Extract<CorrectionOutcome, { ok: true }>;
type MatchRow = Written['match'];

const stateOf = (m: Pick<MatchRow, 'sportId' | 'statusId' | 'homeScore' | 'awayScore'>): ConsoleMatchState => ({
  statusId: m.statusId,
  statusName:
    NAMED_STATUS_LABELS[
      m.sportId === SportId.Basketball ? basketballNamedStatus(m.statusId) : footballNamedStatus(m.statusId)
    ],
  homeScore: m.homeScore,
  awayScore: m.awayScore,
});

/** The console's change as the correction of issue 24 takes it. */
function correctionOf(matchId: number, change: ConsoleMatchChange): MatchCorrectionBody {
  switch (change.kind) {
    case 'setScore':
      return { matchId, setScore: { home: change.home, away: change.away } };
    case 'disallowGoal':
      return { matchId, disallowGoal: { seq: change.seq, reason: change.reason } };
    case 'changeScorer':
      return { matchId, changeScorer: { seq: change.seq, playerId: change.playerId } };
    case 'postpone':
      return { matchId, setStatus: 'postponed' };
    case 'cancel':
      return { matchId, setStatus: 'cancelled' };
  }
}

/** The correction's refusals in the staff member's words, the field named as the console sent it. */
const CONFLICTS: Record<string, string> = {
  'match is not finished: correct its goals instead': '比赛尚未结束：进行中的比分随进球变化，请改为判进球无效',
  'match is finished: correct its score instead': '比赛已结束，不能推迟或取消：请改为更正比分',
  'match is cancelled': '比赛已取消，不能再推迟',
  'game is not finished': '比赛尚未结束：结束后才能更正比分',
};
const RULES: Record<string, string> = {
  'is not a football match': '只能更正足球比赛',
  'is a basketball game: its final score is corrected, or it is postponed or cancelled':
    '篮球比赛只能更正比分、推迟或取消',
  'is not a goal': '该事件不是进球',
  'is not a known player': '没有这名球员',
};
function refusalError(refusal: CorrectionRefusal): Error {
  switch (refusal.kind) {
    case 'missing':
      return new NotFoundError(refusal.what === 'match' ? '比赛' : '事件');
    case 'invalid': {
      const field = refusal.field === 'matchId' ? 'matchId' : `change${refusal.field.replace(/^[^.]+/, '')}`;
      const rule = RULES[refusal.rule] ?? refusal.rule;
      return new InvalidError(field, rule);
    }
    case 'conflict':
      return new ConflictError(CONFLICTS[refusal.why] ?? refusal.why);
  }
}

/**
 * The 赛事 area (issue 27 §2). A change is the match correction of issue 24 (feed/apply-correction.ts), nothing
 * else: the preview runs it in a transaction it rolls back and reads what the settlements would move; the action
 * runs it for real with its audit entry in the same transaction, publishes `match.<id>`, and the tips'
 * settlement (and the ranking's leader, for bets) re-settles from there with compensating ledger entries.
 */
export function createConsoleMatches(deps: ConsoleMatchesDeps) {
  const { db, clock, audit, football, settlement, ranking } = deps;

  /** What the corrected match moves, read in the correction's own transaction. */
  async function effectIn(tx: Db, written: Written): Promise<ConsoleMatchEffect> {
    const ids = [written.match.id];
    const none: SettlementEffect = { tips: 0, buyers: 0, refundGold: 0, reversalGold: 0 };
    const tips = written.changed ? await settlement.effectOn(ids, tx) : none;
    const scores = { matchResults: (matchIds: readonly number[]) => football.matchResults(matchIds, tx) };
    const bets = written.changed ? await ranking.betsChangedOn(tx, scores, ids) : 0;
    return {
      matchId: written.match.id,
      changed: written.changed,
      before: stateOf(written.before),
      after: stateOf(written.match),
      ...tips,
      bets,
    };
  }

  return {
    async search(input: {
      competition?: string;
      team?: string;
      date?: string;
      page?: number;
      size?: number;
    }): Promise<ConsoleMatchPage> {
      const size = input.size ?? 20;
      let window: { from?: Date; to?: Date } = {};
      if (input.date) {
        const [year = 0, month = 0, day = 0] = input.date.split('-').map(Number);
        const from = chinaMidnight(year, month, day);
        const back = chinaDate(from);
        if (back.year !== year || back.month !== month || back.day !== day)
          throw new InvalidError('date', '不是有效的日期');
        window = { from: new Date(from), to: new Date(from + DAY_MS) };
      }
      const { rows, total } = await football.searchMatches({
        competition: input.competition?.trim() || undefined,
        team: input.team?.trim() || undefined,
        ...window,
        now: new Date(clock()),
        limit: size,
        offset: ((input.page ?? 1) - 1) * size,
      });
      const list = rows.map(({ kickoffAt, kickoffTimeSet, competitionName, homeName, awayName, id, sportId, ...row }) => ({
        id,
        sportId,
        competitionName,
        homeName,
        awayName,
        kickoffAt: kickoffAt.getTime(),
        ...kickoffTimeTbd(kickoffTimeSet),
        state: stateOf({ sportId, ...row }),
      }));
      return { list, total };
    },

    /** What the change would move; nothing is committed. */
    async preview(input: { matchId: number; change: ConsoleMatchChange }): Promise<ConsoleMatchEffect> {
      const { outcome, measured } = await previewCorrection(
        db,
        correctionOf(input.matchId, input.change),
        effectIn,
        new Date(clock()),
      );
      if (!outcome.ok || !measured)
        throw refusalError(outcome.ok ? { kind: 'missing', what: 'match' } : outcome.refusal);
      return measured;
    },

    /** The change for real: the correction and its audit entry commit together, then the settlement follows. */
    async apply(by: StaffMe, input: ConsoleMatchApplyRequest): Promise<ConsoleMatchEffect> {
      let effect: ConsoleMatchEffect | undefined;
      const outcome = await applyCorrection(db, correctionOf(input.matchId, input.change), {
        publish: deps.publish,
        now: () => new Date(clock()),
        alongside: async (tx, written) => {
          effect = await effectIn(tx, written);
          if (!written.changed) return;
          const { before, after, ...moves } = effect;
          await audit.append(tx, by, {
            action: `match.${input.change.kind}`,
            targetType: 'match',
            targetId: input.matchId,
            before,
            after: { ...after, change: input.change, expected: moves },
            reason: input.reason,
          });
        },
      });
      if (!outcome.ok) throw refusalError(outcome.refusal);
      if (!effect) throw new Error('correction written without its effect');
      // The settle job hears `match.<id>` and would do this within seconds; settling now makes the console's next
      // read show it. Settling is idempotent (settle-service.ts): the job's run then finds nothing to do.
      if (outcome.changed) await settlement.settleMatches([input.matchId]).catch(deps.onSettleError);
      return effect;
    },
  };
}

export type ConsoleMatches = ReturnType<typeof createConsoleMatches>;
