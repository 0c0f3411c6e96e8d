import {
  FORUM_PAGE_SIZE,
  type ForumBoard,
  type ForumReplyPage,
  type ForumSort,
  type ForumThread,
  type ForumThreadPage,
  type ForumUserReplyPage,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/domain-errors';
import { decodeCursor, pageOf } from './cursor';
import {
  boardExists,
  findReplies,
  findReportId,
  findThread,
  findThreads,
  findUserReplies,
  likedIds,
  listBoards,
  otherThreadsSince,
  type ThreadRow,
} from './repository';
import { replyOf, threadOf, threadSummaryOf } from './views';

export interface CursorInput {
  cursor?: string;
  size?: number;
}

/** What the forum shows: boards, lists and pages; reading needs no login, a caller's likes show when logged in. */
export function createForumReads({ db }: { db: Db }) {
  const likesOf = (viewerId: number | null, targetType: 'thread' | 'reply', ids: number[]) =>
    viewerId === null ? Promise.resolve(new Set<number>()) : likedIds(db, viewerId, targetType, ids);

  async function threadPage(
    rows: ThreadRow[],
    cursor: string | null,
    viewerId: number | null,
  ): Promise<ForumThreadPage> {
    const liked = await likesOf(
      viewerId,
      'thread',
      rows.map((row) => row.id),
    );
    return { list: rows.map((row) => threadSummaryOf(row, liked.has(row.id))), cursor };
  }

  /** A thread the caller may see: a hidden one only by its author (pending review). */
  async function visibleThread(threadId: number, viewerId: number | null): Promise<ThreadRow> {
    const row = await findThread(db, threadId);
    if (!row || (row.hidden && row.userId !== viewerId)) throw new NotFoundError('thread');
    return row;
  }

  return {
    async boards(): Promise<ForumBoard[]> {
      const rows = await listBoards(db);
      return rows.map(({ latestMs, ...board }) => ({
        ...board,
        latestThreadDate: latestMs === null ? null : Math.round(Number(latestMs)),
      }));
    },

    async threadList(
      input: CursorInput & { boardId?: number; sort?: ForumSort },
      viewerId: number | null,
    ): Promise<ForumThreadPage> {
      const order = input.sort ?? 'latest';
      const size = input.size ?? FORUM_PAGE_SIZE;
      const after = input.cursor === undefined ? undefined : decodeCursor(order, input.cursor);
      if (input.boardId !== undefined && !(await boardExists(db, input.boardId))) throw new NotFoundError('board');
      const rows = await findThreads(db, { order, boardId: input.boardId, after, limit: size + 1 });
      const page = pageOf(rows, size, order, (row) => (order === 'hot' ? row.hot : row.lastReplyAt.getTime()));
      return threadPage(page.rows, page.cursor, viewerId);
    },

    async threadDetail(threadId: number, viewerId: number | null): Promise<ForumThread> {
      const row = await visibleThread(threadId, viewerId);
      if (viewerId === null) return threadOf(row, { liked: false, reported: false });
      const [liked, reportId] = await Promise.all([
        likedIds(db, viewerId, 'thread', [row.id]),
        findReportId(db, viewerId, 'thread', row.id),
      ]);
      return threadOf(row, { liked: liked.has(row.id), reported: reportId !== null });
    },

    async replyList(input: CursorInput & { threadId: number }, viewerId: number | null): Promise<ForumReplyPage> {
      await visibleThread(input.threadId, viewerId);
      const size = input.size ?? FORUM_PAGE_SIZE;
      const after = input.cursor === undefined ? 0 : decodeCursor('floor', input.cursor).key;
      const rows = await findReplies(db, input.threadId, after, size + 1);
      const page = pageOf(rows, size, 'floor', (row) => row.floor);
      const liked = await likesOf(
        viewerId,
        'reply',
        page.rows.map((row) => row.id),
      );
      return { list: page.rows.map((row) => replyOf(row, liked.has(row.id))), cursor: page.cursor };
    },

    async userThreads(input: CursorInput & { userId: number }, viewerId: number | null): Promise<ForumThreadPage> {
      const size = input.size ?? FORUM_PAGE_SIZE;
      const after = input.cursor === undefined ? undefined : decodeCursor('id', input.cursor);
      const rows = await findThreads(db, { order: 'id', userId: input.userId, after, limit: size + 1 });
      const page = pageOf(rows, size, 'id', (row) => row.id);
      return threadPage(page.rows, page.cursor, viewerId);
    },

    async userReplies(input: CursorInput & { userId: number }, viewerId: number | null): Promise<ForumUserReplyPage> {
      const size = input.size ?? FORUM_PAGE_SIZE;
      const before = input.cursor === undefined ? undefined : decodeCursor('id', input.cursor).id;
      const rows = await findUserReplies(db, input.userId, before, size + 1);
      const page = pageOf(
        rows.map(({ reply, threadTitle }) => ({ ...reply, threadTitle })),
        size,
        'id',
        (row) => row.id,
      );
      const liked = await likesOf(
        viewerId,
        'reply',
        page.rows.map((row) => row.id),
      );
      return {
        list: page.rows.map((row) => ({ ...replyOf(row, liked.has(row.id)), threadTitle: row.threadTitle })),
        cursor: page.cursor,
      };
    },

    /** For the forum tab's badge: whether someone else posted a thread since the user last looked (ever, when null). */
    hasNewThreadsSince: (userId: number, sinceMs: number | null): Promise<boolean> =>
      otherThreadsSince(db, userId, sinceMs),
  };
}
