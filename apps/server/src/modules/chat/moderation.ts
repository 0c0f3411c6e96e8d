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
  findLineQueue,
  findLineReports,
  lockLine,
  setLineDecision,
  type LineDecision,
  type LineRow,
} from './report-repository';
import type { RoomFeed } from './room-feed';

/**
 * Room chat in the console's moderation queue (issues 27 and 28): reported lines with their reports, as comments,
 * threads and replies are. A restore shows a line again (whoever took it down); a removal deletes it from the room
 * with the reason, never from the table. Either way it leaves the queue and then ages out like any line.
 */
export function createChatModeration({ db, clock, feed }: { db: Db; clock: Clock; feed: RoomFeed }) {
  async function itemsOf(rows: LineRow[], tx: Db): Promise<ModerationItem[]> {
    const reports = reportsByTarget(
      await findLineReports(
        tx,
        rows.map((r) => r.id),
      ),
    );
    return rows.map((row) => ({
      kind: 'chat',
      id: row.id,
      parentId: row.hostId,
      title: `直播间 ${row.hostId} 的聊天`,
      content: row.content,
      authorId: row.userId,
      authorName: row.nickName,
      state: stateOf({
        hidden: row.hiddenAt !== null,
        removedAt: row.deletedAt,
        reviewedAt: row.moderatedAt,
        reportCount: row.reportCount,
      }),
      removalReason: row.removalReason ?? '',
      reportCount: row.reportCount,
      reports: reports.get(row.id) ?? [],
      createdAt: row.createdAt.getTime(),
    }));
  }

  const decisionOf = (decision: ModerationDecisionKind, reason: string): LineDecision => {
    const now = new Date(clock());
    return decision === 'restore'
      ? { hiddenAt: null, deletedAt: null, deletedBy: null, removalReason: null, moderatedAt: now }
      : // Staff ids are not user ids: who removed it is the audit log's entry.
        { deletedAt: now, deletedBy: null, removalReason: reason, moderatedAt: now };
  };

  return {
    moderationQueue: async (): Promise<ModerationItem[]> => itemsOf(await findLineQueue(db, QUEUE_LIMIT), db),

    async moderateLine(
      id: number,
      decision: ModerationDecisionKind,
      reason: string,
      tx: Db = db,
    ): Promise<ModerationOutcome> {
      const row = await lockLine(tx, id);
      if (!row) throw new NotFoundError('chat message');
      const updated = await setLineDecision(tx, id, decisionOf(decision, reason));
      const [before] = await itemsOf([row], tx);
      const [after] = await itemsOf([updated], tx);
      const outcome = outcomeOf(before, after);
      // Out of the room for everyone at once, after the commit. A line shown again reaches readers on their next
      // history read.
      const wasShown = outcome.before.state !== 'removed' && outcome.before.state !== 'hidden';
      if (wasShown && outcome.after.state === 'removed')
        return { ...outcome, announce: () => feed.remove(row.hostId, id) };
      return outcome;
    },
  };
}
