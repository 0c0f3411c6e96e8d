import {
  buildCommentRule,
  evaluateCommentGate,
  postContentProblem,
  postWaitSeconds,
  type Comment,
  type CommentLike,
  type CommentRule,
  type PageOf,
  type ReportCategory,
  type SubComment,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, TooManyError } from '../../lib/domain-errors';
import { isReportCategory, OWN_CONTENT_REPORT_MSG, REPORT_CATEGORIES } from '../../lib/report-categories';
import { createCommentModeration } from './comment-moderation';
import { maskWords } from '../../lib/word-filter';
import type { LiveSettings } from '../settings/service';
import type { UserProfile, UserService } from '../user/service';
import type { WalletService } from '../wallet/service';
import { vipLevelOf } from './comment-levels';
import {
  addReport,
  deleteBan,
  findBan,
  findLikedIds,
  findReplies,
  findTopComments,
  findUserComments,
  findVisibleComment,
  insertCommentSpaced,
  tipExists,
  toggleLike,
  upsertBan,
  type CommentRow,
} from './comment-repository';

/** Distinct users' reports that hide a comment pending review: the default of the operators' reportsToHide. */
export const REPORTS_TO_HIDE = 5;

export const ALREADY_REPORTED_MSG = '您已举报过该评论';

export interface CommentServiceOptions {
  db: Db;
  clock?: Clock;
  /** The recharge threshold reads the user's top-ups from the ledger. */
  wallet: Pick<WalletService, 'recharged'>;
  /** Comment authors' names and pictures. */
  users: Pick<UserService, 'profiles' | 'assertMayPost'>;
  /**
   * Read on every call, never captured: the word filter (masked in what is stored) and the thresholds — the gold
   * topped up and VIP level (comment-levels.ts) a commenter needs, the reports that hide a comment, the posting
   * interval — as operators set them (defaults: config COMMENT_RECHARGE_MIN, COMMENT_VIP_MIN).
   */
  settings: LiveSettings;
}

export type CommentService = ReturnType<typeof createCommentService>;

const pageOf = <T>(list: T[], page: number, size: number, total: number): PageOf<T> => ({
  list,
  pageNum: page,
  pageSize: size,
  total,
  isLastPage: page * size >= total,
});

/** Comments under tips (issue 15 §4): the gate, the posting pace, likes, reports. */
export function createCommentService({ db, clock = systemClock, wallet, users, settings }: CommentServiceOptions) {
  async function ruleOf(userId: number): Promise<CommentRule> {
    const [ban, recharged, thresholds] = await Promise.all([
      findBan(db, userId, new Date(clock())),
      wallet.recharged(userId),
      settings.thresholds(),
    ]);
    return buildCommentRule({
      isAvailable: true,
      isBan: ban !== null,
      banText: ban?.banText ?? '',
      rechargeCurrent: recharged,
      rechargeRequired: thresholds.commentRechargeMin,
      vipCurrent: vipLevelOf(recharged),
      vipRequired: thresholds.commentVipMin,
    });
  }

  /** The caller's view of rows: authors, the caller's likes, replies under their parents. */
  async function view(rows: CommentRow[], replies: CommentRow[], callerId: number | null): Promise<Comment[]> {
    const all = [...rows, ...replies];
    const [profiles, liked] = await Promise.all([
      users.profiles(all.map((r) => r.userId)),
      callerId === null
        ? Promise.resolve(new Set<number>())
        : findLikedIds(
            db,
            callerId,
            all.map((r) => r.id),
          ),
    ]);
    const one = (row: CommentRow): SubComment => {
      const author: UserProfile | undefined = profiles.get(row.userId);
      return {
        id: row.id,
        messageId: row.tipId,
        parentId: row.parentId ?? 0,
        userId: row.userId,
        username: author?.username ?? '',
        nickName: author?.nickname ?? '',
        headUrl: author?.headUrl ?? '',
        content: row.content,
        createDate: row.createdAt.getTime(),
        likedCount: row.likedCount,
        isLiked: liked.has(row.id) ? 1 : 0,
      };
    };
    const byParent = new Map<number, SubComment[]>();
    for (const reply of replies) {
      if (reply.parentId === null) continue;
      const list = byParent.get(reply.parentId) ?? [];
      list.push(one(reply));
      byParent.set(reply.parentId, list);
    }
    return rows.map((row) => ({ ...one(row), subComments: byParent.get(row.id) ?? [] }));
  }

  /** A shown comment, or 404: a hidden one is gone for callers until its review. */
  async function shownComment(id: number) {
    const comment = await findVisibleComment(db, id);
    if (!comment) throw new NotFoundError('comment');
    return comment;
  }

  return {
    rule: ruleOf,

    async publish(
      userId: number,
      input: { messageId: number; content: string; parentId?: number; inSport?: 0 | 1 },
    ): Promise<Comment> {
      const problem = postContentProblem(input.content);
      if (problem) throw new InvalidError('content', problem);
      if (!(await tipExists(db, input.messageId))) throw new NotFoundError('tip');
      let parentId: number | null = null;
      if (input.parentId) {
        const parent = await findVisibleComment(db, input.parentId);
        if (!parent) throw new NotFoundError('parent comment');
        if (parent.tipId !== input.messageId) throw new InvalidError('parentId', 'must be a comment of the same tip');
        // Replies are one level deep: a reply to a reply joins the thread of the comment it is under.
        parentId = parent.parentId ?? parent.id;
      }
      // A banned user is told why and until when (issue 27), before the comment gate's own ban.
      await users.assertMayPost(userId);
      const gate = evaluateCommentGate(await ruleOf(userId));
      const [reason] = gate.reasons;
      if (reason) throw new ForbiddenError(reason.text);

      const [words, { postIntervalSeconds }] = await Promise.all([settings.words(), settings.thresholds()]);
      const intervalMs = postIntervalSeconds * 1000;
      const now = clock();
      const result = await insertCommentSpaced(
        db,
        {
          tipId: input.messageId,
          userId,
          parentId,
          content: maskWords(input.content.trim(), words),
          inSport: input.inSport === 1,
          createdAt: new Date(now),
        },
        intervalMs,
      );
      if ('lastPostAt' in result) {
        const wait = Math.max(1, postWaitSeconds(result.lastPostAt, now, intervalMs));
        throw new TooManyError(`content: 发言太频繁，请${wait}秒后再试`, wait);
      }
      const [comment] = await view([result.row], [], userId);
      if (!comment) throw new Error('the new comment has no view');
      return comment;
    },

    async list(tipId: number, page: number, size: number, callerId: number | null): Promise<PageOf<Comment>> {
      if (!(await tipExists(db, tipId))) throw new NotFoundError('tip');
      const { rows, total } = await findTopComments(db, tipId, page, size);
      const replies = await findReplies(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(await view(rows, replies, callerId), page, size, total);
    },

    async mine(userId: number, page: number, size: number): Promise<PageOf<Comment>> {
      const { rows, total } = await findUserComments(db, userId, page, size);
      const replies = await findReplies(
        db,
        rows.filter((r) => r.parentId === null).map((r) => r.id),
      );
      return pageOf(await view(rows, replies, userId), page, size, total);
    },

    async like(userId: number, commentId: number): Promise<CommentLike> {
      await shownComment(commentId);
      const liked = await toggleLike(db, commentId, userId);
      // Gone or hidden between the check and the lock: as unknown as before.
      if (!liked) throw new NotFoundError('comment');
      const { likedCount, isLiked } = liked;
      return { commentId, likedCount, isLiked: isLiked ? 1 : 0 };
    },

    reportCategories: (): ReportCategory[] => [...REPORT_CATEGORIES],

    async report(
      userId: number,
      input: { commentId: number; cateId: number; content?: string },
    ): Promise<{ reportId: number }> {
      if (!isReportCategory(input.cateId)) {
        throw new InvalidError('cateId', `must be one of ${REPORT_CATEGORIES.map((c) => c.id).join(', ')}`);
      }
      const comment = await shownComment(input.commentId);
      if (comment.userId === userId) throw new InvalidError('commentId', OWN_CONTENT_REPORT_MSG);
      const { reportsToHide } = await settings.thresholds();
      const done = await addReport(
        db,
        { commentId: input.commentId, userId, categoryId: input.cateId, content: input.content?.trim() ?? '' },
        reportsToHide,
        new Date(clock()),
      );
      if (!done) throw new ConflictError(ALREADY_REPORTED_MSG);
      return done;
    },

    /** Bars a user from commenting until `until` (null: until lifted); `banText` is shown to them. */
    ban: (userId: number, banText = '', until: Date | null = null): Promise<void> =>
      upsertBan(db, userId, banText, until),
    unban: (userId: number): Promise<void> => deleteBan(db, userId),

    ...createCommentModeration({ db, clock, users }),
  };
}
