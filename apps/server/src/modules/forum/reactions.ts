import { type ForumLike, type ForumReportResult, type ForumTargetType, type ReportCategory } from '@sport/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import { isReportCategory, OWN_CONTENT_REPORT_MSG, REPORT_CATEGORIES } from '../../lib/report-categories';
import type { LiveSettings } from '../settings/service';
import { addLikes, countReport, deleteLike, insertLike, insertReport, lockTarget } from './reaction-repository';
import { findReportId, uncountReply } from './repository';

const whatOf = (targetType: ForumTargetType) => (targetType === 'thread' ? 'thread' : 'reply');

/** Likes (one per user, a second tap takes it back) and reports (one per user; the operators' threshold hides the post). */
export function createForumReactions({ db, clock, settings }: { db: Db; clock: Clock; settings: LiveSettings }) {
  return {
    reportCategories: (): ReportCategory[] => [...REPORT_CATEGORIES],

    /** The target's row is locked first, so two taps of one user are applied one after the other. */
    toggleLike(userId: number, targetType: ForumTargetType, targetId: number): Promise<ForumLike> {
      return db.transaction(async (tx) => {
        const target = await lockTarget(tx, targetType, targetId);
        if (!target || target.hidden) throw new NotFoundError(whatOf(targetType));
        const takenBack = await deleteLike(tx, targetType, targetId, userId);
        if (!takenBack) await insertLike(tx, targetType, targetId, userId, clock());
        const likeCount = await addLikes(tx, targetType, targetId, takenBack ? -1 : 1);
        return { targetType, targetId, likeCount, isLiked: takenBack ? 0 : 1 };
      });
    },

    /** A repeat answers the first report and counts nothing; the fifth user's report hides the post. */
    async report(
      userId: number,
      input: { targetType: ForumTargetType; targetId: number; cateId: number; content?: string },
    ): Promise<ForumReportResult> {
      const { targetType, targetId } = input;
      if (!isReportCategory(input.cateId)) throw new InvalidError('cateId', 'is not a report reason');
      const earlier = await findReportId(db, userId, targetType, targetId);
      if (earlier !== null) return { reportId: earlier };
      const { reportsToHide } = await settings.thresholds();
      return db.transaction(async (tx) => {
        const target = await lockTarget(tx, targetType, targetId);
        if (!target || target.hidden) throw new NotFoundError(whatOf(targetType));
        if (target.userId === userId) throw new InvalidError('targetId', OWN_CONTENT_REPORT_MSG);
        const reportId = await insertReport(tx, {
          targetType,
          targetId,
          userId,
          cateId: input.cateId,
          content: input.content?.trim() ?? '',
          createdAt: new Date(clock()),
        });
        // null: this user's report arrived in between (the target's lock makes the second wait): it counts once.
        if (reportId === null) return { reportId: (await findReportId(tx, userId, targetType, targetId)) ?? 0 };
        const { hidThreadReply } = await countReport(tx, targetType, targetId, reportsToHide);
        // A hidden reply is out of the thread page, so it leaves the thread's reply count (lists and page).
        if (hidThreadReply !== null) await uncountReply(tx, hidThreadReply);
        return { reportId };
      });
    },
  };
}
