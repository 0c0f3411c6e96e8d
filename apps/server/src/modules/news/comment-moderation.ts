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
import type { UserService } from '../user/service';
import {
  countShownReplies,
  findCommentQueue,
  findCommentReports,
  isCommentShown,
  lockComment,
  moveTipCommentCount,
  setCommentDecision,
  type ModeratedComment,
} from './comment-moderation-repository';

/**
 * The moderation of tip comments (issue 27): the queue (hidden by five reports, or reported), and a moderator's
 * restore or remove. Nothing is deleted: a removed comment keeps its row with the reason. The tip's comment count
 * follows what each decision shows or hides, in the decision's transaction (`tx`, which also holds its audit entry).
 */
export function createCommentModeration({
  db,
  clock,
  users,
}: {
  db: Db;
  clock: Clock;
  users: Pick<UserService, 'profiles'>;
}) {
  async function itemsOf(rows: ModeratedComment[], tx: Db): Promise<ModerationItem[]> {
    // One after the other: inside a transaction both go down its one connection.
    const reports = await findCommentReports(
      tx,
      rows.map((r) => r.id),
    );
    const profiles = await users.profiles(
      rows.map((r) => r.userId),
      tx,
    );
    const byId = reportsByTarget(reports);
    return rows.map((row) => {
      const author = profiles.get(row.userId);
      return {
        kind: 'comment',
        id: row.id,
        parentId: row.tipId,
        title: row.parentId === null ? '' : `回复评论 #${row.parentId}`,
        content: row.content,
        authorId: row.userId,
        authorName: author?.nickname || author?.username || '',
        state: stateOf({ ...row, hidden: row.hiddenAt !== null }),
        removalReason: row.removalReason ?? '',
        reportCount: row.reportCount,
        reports: byId.get(row.id) ?? [],
        createdAt: row.createdAt.getTime(),
      };
    });
  }

  /** How many shown comments showing or hiding this one moves: itself and its shown replies, if it shows at all. */
  async function weightOf(tx: Db, row: ModeratedComment): Promise<number> {
    if (row.parentId === null) return 1 + (await countShownReplies(tx, row.id));
    return (await isCommentShown(tx, row.parentId)) ? 1 : 0;
  }

  return {
    moderationQueue: async (): Promise<ModerationItem[]> => itemsOf(await findCommentQueue(db, QUEUE_LIMIT), db),

    async moderateComment(
      id: number,
      decision: ModerationDecisionKind,
      reason: string,
      tx: Db = db,
    ): Promise<ModerationOutcome> {
      const row = await lockComment(tx, id);
      if (!row) throw new NotFoundError('comment');
      const [before] = await itemsOf([row], tx);
      const now = new Date(clock());
      const wasShown = row.hiddenAt === null;
      const showNow = decision === 'restore';
      const updated = await setCommentDecision(tx, id, {
        hiddenAt: showNow ? null : (row.hiddenAt ?? now),
        removedAt: showNow ? null : now,
        removalReason: showNow ? null : reason,
        reviewedAt: now,
      });
      if (wasShown !== showNow)
        await moveTipCommentCount(tx, row.tipId, (showNow ? 1 : -1) * (await weightOf(tx, row)));
      const [after] = await itemsOf([updated], tx);
      return outcomeOf(before, after);
    },
  };
}
