import type {
  ConsoleExpert,
  ConsoleExpertFigures,
  ConsoleExpertRecord,
  ConsoleExpertSearch,
  ConsoleTip,
  ConsoleUser,
} from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import {
  expertIdsAmong,
  findExpert,
  findExpertTips,
  findExperts,
  insertExpert,
  lockExpert,
  lockTipForHide,
  setExpertRevoked,
  setTipHidden,
  type AdminTipRow,
  type ExpertAdminRow,
} from './expert-admin-repository';
import type { TipService } from './tip-service';

const SEARCH_LIMIT = 50;

const expertOf = (row: ExpertAdminRow): ConsoleExpert => ({
  userId: row.userId,
  name: row.name,
  headUrl: row.headUrl,
  state: row.revokedAt === null ? 'active' : 'revoked',
  grantedAt: row.createdAt.getTime(),
  revokedAt: row.revokedAt?.getTime() ?? null,
  revokedReason: row.revokedReason,
  tips: row.tips,
  hiddenTips: row.hiddenTips,
});

const tipOf = (row: AdminTipRow): ConsoleTip => ({
  id: row.id,
  chainSeq: row.chainSeq,
  title: row.title,
  price: row.price,
  publishedAt: row.publishedAt.getTime(),
  result: row.result,
  hash: row.hash,
  hiddenAt: row.hiddenAt?.getTime() ?? null,
  hiddenReason: row.hiddenReason,
  buyers: row.buyers,
});

/** A reason of spaces passes the schema's length; it says nothing, so it is refused like a missing one. */
function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw new InvalidError('reason', '请填写理由');
  return trimmed;
}

/** What an action changed, for the caller's audit entry (written in the same `tx`). */
export interface Changed<T> {
  before: unknown;
  after: unknown;
  value: T;
}

/**
 * The console's side of experts and tips (issue 27 §2): grant and revoke the expert role, an expert's record and
 * chain, hide and show a tip. Each write runs in the caller's transaction `tx` (its audit entry is in it); once that
 * commits the caller calls `announced` so every node drops the answers the change touched. A revoke and a hide are
 * states beside the row, never an edit: tips keep their hashed content, so the chain verifies as before.
 */
export function createExpertAdmin({ db, clock, tips }: { db: Db; clock: Clock; tips: TipService }) {
  const expert = async (userId: number, tx: Db = db): Promise<ConsoleExpert> => {
    const row = await findExpert(tx, userId);
    if (!row) throw new NotFoundError('expert');
    return expertOf(row);
  };

  async function figures(userId: number): Promise<ConsoleExpertFigures> {
    const model = await tips.expertModel(userId);
    if (!model) throw new NotFoundError('expert');
    const { record } = model;
    return {
      settledSession: record.settledSession,
      hitSession: record.hitSession,
      hitPercents: record.hitPercents,
      tenHistory: record.tenHistory,
      yieldRate: record.yieldRate,
      yieldSample: record.yieldSample,
      profitUnits: record.profitUnits,
    };
  }

  async function changeHidden(tx: Db, tipId: number, reason: string, hide: boolean): Promise<Changed<ConsoleTip>> {
    const why = reasonOf(reason);
    const before = await lockTipForHide(tx, tipId);
    if (!before) throw new NotFoundError('message');
    if (hide && before.hiddenAt !== null) throw new ConflictError('该推荐已是隐藏状态');
    if (!hide && before.hiddenAt === null) throw new ConflictError('该推荐未被隐藏');
    await setTipHidden(tx, tipId, hide ? { at: new Date(clock()), reason: why } : null);
    const after = await lockTipForHide(tx, tipId);
    const state = (row: AdminTipRow) => ({ hidden: row.hiddenAt !== null, hiddenReason: row.hiddenReason, hash: row.hash });
    return { before: state(before), after: state(after!), value: tipOf(after!) };
  }

  return {
    /** Experts by name or uid, and the fans matching `text` (found by the user module) who are not experts yet. */
    async search(text: string, uid: number | null, fans: readonly ConsoleUser[]): Promise<ConsoleExpertSearch> {
      const [experts, already] = await Promise.all([
        findExperts(db, text, uid, SEARCH_LIMIT),
        expertIdsAmong(
          db,
          fans.map((f) => f.uid),
        ),
      ]);
      return { experts: experts.map(expertOf), fans: fans.filter((f) => !already.has(f.uid)) };
    },

    expert,

    async record(userId: number, page: number, size: number): Promise<ConsoleExpertRecord> {
      const who = await expert(userId);
      const [shown, chain, list] = await Promise.all([
        figures(userId),
        tips.verify(userId),
        findExpertTips(db, userId, page, size),
      ]);
      return { expert: who, figures: shown, chain, tips: { list: list.rows.map(tipOf), total: list.total } };
    },

    /**
     * Makes the user an expert under their own name and picture (`user`, read by the caller from the user module),
     * or restores a revoked expert. Refused for an active expert.
     */
    async grant(
      tx: Db,
      user: { id: number; name: string; headUrl: string },
      reason: string,
    ): Promise<Changed<ConsoleExpert>> {
      reasonOf(reason);
      const row = await lockExpert(tx, user.id);
      if (row && row.revokedAt === null) throw new ConflictError('该用户已是专家');
      if (row) await setExpertRevoked(tx, user.id, null);
      else await insertExpert(tx, { userId: user.id, name: user.name, headUrl: user.headUrl });
      const value = await expert(user.id, tx);
      const before = row ? { state: 'revoked', revokedReason: row.revokedReason } : { state: 'fan' };
      return { before, after: { state: 'active', name: value.name }, value };
    },

    /** Takes the role away: no new tip from now on; the profile, tips, chain and every purchase stay. */
    async revoke(tx: Db, userId: number, reason: string): Promise<Changed<ConsoleExpert>> {
      const why = reasonOf(reason);
      const row = await lockExpert(tx, userId);
      if (!row) throw new NotFoundError('expert');
      if (row.revokedAt !== null) throw new ConflictError('该专家身份已被撤销');
      await setExpertRevoked(tx, userId, { at: new Date(clock()), reason: why });
      return { before: { state: 'active' }, after: { state: 'revoked' }, value: await expert(userId, tx) };
    },

    hide: (tx: Db, tipId: number, reason: string) => changeHidden(tx, tipId, reason, true),
    unhide: (tx: Db, tipId: number, reason: string) => changeHidden(tx, tipId, reason, false),

    /** After the transaction committed: every node drops what the change touched, before this returns. */
    announced: (what: 'experts' | 'tips'): Promise<void> => tips.changed({ kind: what }),
  };
}

export type ExpertAdmin = ReturnType<typeof createExpertAdmin>;
