import {
  forumRoutes,
  type ForumPhoto,
  type ForumReply,
  type ForumThread,
  type ForumThreadSummary,
} from '@sport/contract';
import type { ReplyRow, ThreadRow } from './repository';

/** Characters of a body a list shows. */
export const EXCERPT_LENGTH = 80;

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** Where the web loads a photo: the photo route's path on the API origin. */
export const photoOf = (id: string): ForumPhoto => ({ id, url: forumRoutes.photoGet.path.replace(':photoId', id) });

export const photoIdsOf = (stored: string): string[] => (stored === '' ? [] : stored.split(','));

/** The first characters of a body on one line, cut at a character a person sees (never inside an emoji). */
export function excerptOf(body: string): string {
  const chars = [...body.replace(/\s+/g, ' ').trim()];
  return chars.length <= EXCERPT_LENGTH ? chars.join('') : `${chars.slice(0, EXCERPT_LENGTH).join('')}…`;
}

function threadFields(row: ThreadRow, liked: boolean) {
  return {
    id: row.id,
    boardId: row.boardId,
    title: row.title,
    photos: photoIdsOf(row.photoIds).map(photoOf),
    author: { userId: row.userId, nickName: row.authorName, headUrl: row.authorHeadUrl },
    createDate: row.createdAt.getTime(),
    lastReplyDate: row.lastReplyAt.getTime(),
    replyCount: row.replyCount,
    likeCount: row.likeCount,
    isLiked: flag(liked),
  };
}

export const threadSummaryOf = (row: ThreadRow, liked: boolean): ForumThreadSummary => ({
  ...threadFields(row, liked),
  excerpt: excerptOf(row.body),
});

export const threadOf = (row: ThreadRow, viewer: { liked: boolean; reported: boolean }): ForumThread => ({
  ...threadFields(row, viewer.liked),
  body: row.body,
  isReported: flag(viewer.reported),
  hidden: row.hidden,
});

export const replyOf = (row: ReplyRow, liked: boolean): ForumReply => ({
  id: row.id,
  threadId: row.threadId,
  floor: row.floor,
  author: { userId: row.userId, nickName: row.authorName, headUrl: row.authorHeadUrl },
  content: row.content,
  createDate: row.createdAt.getTime(),
  likeCount: row.likeCount,
  isLiked: flag(liked),
});
