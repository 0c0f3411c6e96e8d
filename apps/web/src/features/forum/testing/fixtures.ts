import type { ForumBoard, ForumReply, ForumThread, ForumThreadSummary } from '@sport/contract';

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 10, 20, 4, 0);

export const BOARDS: ForumBoard[] = [
  { id: 1, code: 'football', name: '足球', intro: '足球话题', threadCount: 2, latestThreadDate: BASE },
  { id: 2, code: 'basketball', name: '篮球', intro: '篮球话题', threadCount: 0, latestThreadDate: null },
  { id: 3, code: 'tips', name: '推荐交流', intro: '聊聊推荐', threadCount: 0, latestThreadDate: null },
];

const author = (id: number) => ({ userId: id, nickName: `球友${id}`, headUrl: '' });

export function makeThreadSummary(id: number, over: Partial<ForumThreadSummary> = {}): ForumThreadSummary {
  return {
    id,
    boardId: 1,
    title: `帖子标题${id}`,
    excerpt: `帖子正文${id}`,
    photos: [],
    author: author(100 + id),
    createDate: BASE - id * DAY,
    lastReplyDate: BASE - id * DAY,
    replyCount: 0,
    likeCount: 0,
    isLiked: 0,
    ...over,
  };
}

export function makeThread(id: number, over: Partial<ForumThread> = {}): ForumThread {
  const { excerpt: _excerpt, ...summary } = makeThreadSummary(id);
  return { ...summary, body: `帖子正文${id}的全部内容`, isReported: 0, hidden: false, ...over };
}

export function makeReply(id: number, threadId: number, over: Partial<ForumReply> = {}): ForumReply {
  return {
    id,
    threadId,
    floor: id,
    author: author(200 + id),
    content: `回复内容${id}`,
    createDate: BASE + id * 60_000,
    likeCount: 0,
    isLiked: 0,
    ...over,
  };
}

export const cursorPage = <T>(list: T[], cursor: string | null = null) => ({ list, cursor });
