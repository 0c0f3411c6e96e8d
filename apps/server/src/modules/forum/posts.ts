import {
  FORUM_TITLE_MAX,
  FORUM_TITLE_MIN,
  postContentProblem,
  postLength,
  postWaitSeconds,
  type ForumReply,
  type ForumThread,
} from '@sport/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { InvalidError, NotFoundError, TooManyError } from '../../lib/domain-errors';
import { maskWords } from '../../lib/word-filter';
import type { LiveSettings } from '../settings/service';
import type { UserService } from '../user/service';
import { hotScore } from './hot';
import {
  boardExists,
  countReply,
  insertReply,
  insertThread,
  lockPoster,
  setLastPost,
} from './repository';
import { attachPhotos, storedPhotoIds } from './photo-repository';
import { replyOf, threadOf } from './views';

export interface ForumPostsOptions {
  db: Db;
  clock: Clock;
  /** The author's name and avatar, kept on the post as they are when posting. */
  user: Pick<UserService, 'info' | 'assertMayPost'>;
  /** The word filter (masked in titles, bodies and replies) and the posting interval, read on every post. */
  settings: LiveSettings;
}

/** Threads and replies: the same rules as tip comments (rules/posting.ts), a title of its own. */
export function createForumPosts({ db, clock, user, settings }: ForumPostsOptions) {
  const contentOf = (field: string, text: string, words: readonly string[]): string => {
    const problem = postContentProblem(text);
    if (problem) throw new InvalidError(field, problem);
    return maskWords(text.trim(), words);
  };

  async function authorOf(userId: number) {
    const info = await user.info(userId);
    return { userId, authorName: info.nickname || info.username, authorHeadUrl: info.headUrl };
  }

  /**
   * One post per posting interval (the operators' threshold) per user, threads and replies alike. The poster's row is locked before their
   * last post time is read and written in the same transaction as the post, so of two racing posts the second
   * waits for the first, then sees its time and is refused.
   */
  async function posting<T>(userId: number, write: (tx: Db, now: number) => Promise<T>): Promise<T> {
    // A banned user is told why and until when (issue 27), before anything is written.
    await user.assertMayPost(userId);
    const { postIntervalSeconds } = await settings.thresholds();
    return db.transaction(async (tx) => {
      const last = await lockPoster(tx, userId);
      const now = clock();
      const wait = postWaitSeconds(last, now, postIntervalSeconds * 1000);
      if (wait > 0) {
        throw new TooManyError(`发帖太频繁，请${wait}秒后再试`, wait);
      }
      const result = await write(tx, now);
      await setLastPost(tx, userId, now);
      return result;
    });
  }

  return {
    async createThread(
      userId: number,
      input: { boardId: number; title: string; body: string; photoIds?: string[] },
    ): Promise<ForumThread> {
      const titleLength = postLength(input.title);
      if (titleLength < FORUM_TITLE_MIN || titleLength > FORUM_TITLE_MAX) {
        throw new InvalidError('title', `标题需${FORUM_TITLE_MIN}到${FORUM_TITLE_MAX}个字`);
      }
      const words = await settings.words();
      const title = maskWords(input.title.trim(), words);
      const body = contentOf('body', input.body, words);
      const photoIds = input.photoIds ?? [];
      const stored = await storedPhotoIds(db, photoIds);
      if (photoIds.some((id) => !stored.has(id))) throw new InvalidError('photoIds', '图片不存在，请重新上传');
      if (!(await boardExists(db, input.boardId))) throw new NotFoundError('board');
      const author = await authorOf(userId);

      const row = await posting(userId, async (tx, now) => {
        // In the thread's transaction: an orphan swept since the check above fails the post, not the photo.
        const attached = await attachPhotos(tx, photoIds, now);
        if (photoIds.some((id) => !attached.has(id))) throw new InvalidError('photoIds', '图片不存在，请重新上传');
        return insertThread(tx, {
          ...author,
          boardId: input.boardId,
          title,
          body,
          photoIds: photoIds.join(','),
          hot: hotScore(0, 0, now),
          createdAt: new Date(now),
          lastReplyAt: new Date(now),
        });
      });
      return threadOf(row, { liked: false, reported: false });
    },

    async createReply(userId: number, input: { threadId: number; content: string }): Promise<ForumReply> {
      const content = contentOf('content', input.content, await settings.words());
      const author = await authorOf(userId);
      const row = await posting(userId, async (tx, now) => {
        const floor = await countReply(tx, input.threadId, now);
        if (floor === null) throw new NotFoundError('thread');
        return insertReply(tx, { ...author, threadId: input.threadId, floor, content, createdAt: new Date(now) });
      });
      return replyOf(row, false);
    },
  };
}
