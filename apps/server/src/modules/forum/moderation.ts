import type { ModerationItem } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import {
  outcomeOf,
  QUEUE_LIMIT,
  reportsByTarget,
  stateOf,
  type ModerationDecisionKind,
  type ModerationOutcome,
} from '../../lib/moderation';
import {
  findForumReports,
  findReplyQueue,
  findThreadQueue,
  lockReplyRow,
  lockThreadRow,
  moveReplyCount,
  setReplyDecision,
  setThreadDecision,
  type Decision,
} from './moderation-repository';
import type { ReplyRow, ThreadRow } from './repository';

/**
 * The moderation of forum threads and replies (issue 27): the queue and a moderator's restore or remove, each a
 * state with a reason, never a deletion. A board's thread count counts shown threads as it reads them; a thread's
 * reply count is stored, so it moves with each reply a decision shows or hides, in the decision's transaction.
 */
export function createForumModeration({ db, clock }: { db: Db; clock: Clock }) {
  /** Queue items of one kind: the rows with their reports, as the console shows them. */
  async function itemsOf<R extends ThreadRow | ReplyRow>(
    kind: 'thread' | 'reply',
    rows: R[],
    tx: Db,
    shape: (row: R) => Pick<ModerationItem, 'parentId' | 'title' | 'content'>,
  ): Promise<ModerationItem[]> {
    const reports = reportsByTarget(
      await findForumReports(
        tx,
        kind,
        rows.map((r) => r.id),
      ),
    );
    return rows.map((row) => ({
      kind,
      id: row.id,
      ...shape(row),
      authorId: row.userId,
      authorName: row.authorName,
      state: stateOf(row),
      removalReason: row.removalReason ?? '',
      reportCount: row.reportCount,
      reports: reports.get(row.id) ?? [],
      createdAt: row.createdAt.getTime(),
    }));
  }

  const threadItems = (rows: ThreadRow[], tx: Db) =>
    itemsOf('thread', rows, tx, (row) => ({ parentId: row.boardId, title: row.title, content: row.body }));
  const replyItems = (rows: ReplyRow[], tx: Db) =>
    itemsOf('reply', rows, tx, (row) => ({ parentId: row.threadId, title: `#${row.floor}楼`, content: row.content }));

  const decisionOf = (decision: ModerationDecisionKind, reason: string): Decision => {
    const now = new Date(clock());
    return decision === 'restore'
      ? { hidden: false, removedAt: null, removalReason: null, reviewedAt: now }
      : { hidden: true, removedAt: now, removalReason: reason, reviewedAt: now };
  };

  return {
    threadQueue: async (): Promise<ModerationItem[]> => threadItems(await findThreadQueue(db, QUEUE_LIMIT), db),
    replyQueue: async (): Promise<ModerationItem[]> => replyItems(await findReplyQueue(db, QUEUE_LIMIT), db),

    async moderateThread(
      id: number,
      decision: ModerationDecisionKind,
      reason: string,
      tx: Db = db,
    ): Promise<ModerationOutcome> {
      const row = await lockThreadRow(tx, id);
      if (!row) throw new NotFoundError('thread');
      const [before] = await threadItems([row], tx);
      const [after] = await threadItems([await setThreadDecision(tx, id, decisionOf(decision, reason))], tx);
      return outcomeOf(before, after);
    },

    async moderateReply(
      id: number,
      decision: ModerationDecisionKind,
      reason: string,
      tx: Db = db,
    ): Promise<ModerationOutcome> {
      const row = await lockReplyRow(tx, id);
      if (!row) throw new NotFoundError('reply');
      const [before] = await replyItems([row], tx);
      const updated = await setReplyDecision(tx, id, decisionOf(decision, reason));
      if (row.hidden !== updated.hidden) await moveReplyCount(tx, row.threadId, updated.hidden ? -1 : 1);
      const [after] = await replyItems([updated], tx);
      return outcomeOf(before, after);
    },
  };
}
