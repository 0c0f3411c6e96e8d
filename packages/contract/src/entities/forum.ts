import { Type, type Static, type TSchema } from 'typebox';
import { EpochMs, Flag, Id, Nullable } from '../schema-kit';

/**
 * The forum (issue 16 §3; SPEC leaves its content to us). Boards per sport, threads with photos, flat replies
 * (floors), likes and reports. Bodies and replies follow the posting rules of tip comments (rules/posting.ts:
 * 1–500 characters, one post per 5 s per user); a thread's title has its own bounds below.
 */

/** A title is 4–40 characters after trimming. */
export const FORUM_TITLE_MIN = 4;
export const FORUM_TITLE_MAX = 40;
/** Photos one thread may carry. */
export const FORUM_PHOTOS_MAX = 9;
/** An uploaded photo's size limit in bytes (5 MiB); the web may shrink a larger one before sending it. */
export const FORUM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photo types the server takes, checked by their content (magic bytes), not by the name or the header. */
export const FORUM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** A photo id: the first 24 hex digits of its bytes' sha256 (the same bytes are one photo). */
export const FORUM_PHOTO_ID_PATTERN = '^[0-9a-f]{24}$';
/** The widest and tallest a photo may declare (px): a 50000×50000 header would take gigabytes to show. */
export const FORUM_PHOTO_MAX_SIDE = 8192;
/** Photos one user may upload per day, and their bytes (after metadata is stripped). */
export const FORUM_PHOTO_DAILY_MAX = 60;
export const FORUM_PHOTO_DAILY_BYTES = 100 * 1024 * 1024;
/** Photos one user may upload per minute: a thread's nine and a retry. */
export const FORUM_PHOTO_PER_MINUTE = 10;
/** A photo no thread took within this long is deleted (its uploader gave up composing). */
export const FORUM_PHOTO_ORPHAN_TTL_MS = 24 * 60 * 60 * 1000;
/** Reports from this many different users hide a thread or reply until reviewed. */
export const FORUM_REPORTS_TO_HIDE = 5;
/** Default and largest page of a thread or reply list. */
export const FORUM_PAGE_SIZE = 20;
export const FORUM_PAGE_SIZE_MAX = 50;

/** Thread order: latest reply first, or hot (likes and replies, fading with the thread's age). */
export const ForumSort = Type.Union([Type.Literal('latest'), Type.Literal('hot')]);
export type ForumSort = Static<typeof ForumSort>;

/** What a like or report is about. */
export const ForumTargetType = Type.Union([Type.Literal('thread'), Type.Literal('reply')]);
export type ForumTargetType = Static<typeof ForumTargetType>;

/** A board: football, basketball, tips talk. */
export const ForumBoard = Type.Object({
  id: Id(),
  /** Stable key for icons and texts: 'football' | 'basketball' | 'tips'. */
  code: Type.String(),
  name: Type.String(),
  intro: Type.String(),
  /** Visible threads on the board. */
  threadCount: Type.Integer({ minimum: 0 }),
  /** When the board's newest visible thread was posted; null for an empty board. */
  latestThreadDate: Nullable(EpochMs()),
});
export type ForumBoard = Static<typeof ForumBoard>;

/** Who wrote a thread or reply (as they were named when they posted). */
export const ForumAuthor = Type.Object({
  userId: Id(),
  nickName: Type.String(),
  headUrl: Type.String(),
});
export type ForumAuthor = Static<typeof ForumAuthor>;

/** An uploaded photo: `url` is a path on the API origin (give it to the web's fileUrl()). */
export const ForumPhoto = Type.Object({
  id: Type.String({ pattern: FORUM_PHOTO_ID_PATTERN }),
  url: Type.String(),
});
export type ForumPhoto = Static<typeof ForumPhoto>;

const threadFields = {
  id: Id(),
  boardId: Id(),
  title: Type.String(),
  photos: Type.Array(ForumPhoto),
  author: ForumAuthor,
  createDate: EpochMs(),
  /** The newest reply's time; the thread's own time before its first reply. */
  lastReplyDate: EpochMs(),
  replyCount: Type.Integer({ minimum: 0 }),
  likeCount: Type.Integer({ minimum: 0 }),
  /** 1 when the caller liked it (always 0 for a visitor). */
  isLiked: Flag(),
};

/** A thread in a list: the body cut to its first characters. */
export const ForumThreadSummary = Type.Object({ ...threadFields, excerpt: Type.String() });
export type ForumThreadSummary = Static<typeof ForumThreadSummary>;

/** A thread's page. A hidden thread (reported five times, pending review) is 404 for all but its author. */
export const ForumThread = Type.Object({
  ...threadFields,
  body: Type.String(),
  /** 1 when the caller reported it. */
  isReported: Flag(),
  /** true only in its author's view of a thread hidden by reports. */
  hidden: Type.Boolean(),
});
export type ForumThread = Static<typeof ForumThread>;

/** A reply; replies are flat, numbered by floor (1 = first reply) in the order they were posted. */
export const ForumReply = Type.Object({
  id: Id(),
  threadId: Id(),
  floor: Type.Integer({ minimum: 1 }),
  author: ForumAuthor,
  content: Type.String(),
  createDate: EpochMs(),
  likeCount: Type.Integer({ minimum: 0 }),
  isLiked: Flag(),
});
export type ForumReply = Static<typeof ForumReply>;

/** A user's reply as listed on their page: with the thread it answers. */
export const ForumUserReply = Type.Object({
  ...ForumReply.properties,
  threadTitle: Type.String(),
});
export type ForumUserReply = Static<typeof ForumUserReply>;

/** A page of a cursor-paged list: pass `cursor` back for the next page; null on the last one. */
const CursorPage = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), cursor: Nullable(Type.String()) });

export const ForumThreadPage = CursorPage(ForumThreadSummary);
export type ForumThreadPage = Static<typeof ForumThreadPage>;
export const ForumReplyPage = CursorPage(ForumReply);
export type ForumReplyPage = Static<typeof ForumReplyPage>;
export const ForumUserReplyPage = CursorPage(ForumUserReply);
export type ForumUserReplyPage = Static<typeof ForumUserReplyPage>;

export const ForumLike = Type.Object({
  targetType: ForumTargetType,
  targetId: Id(),
  likeCount: Type.Integer({ minimum: 0 }),
  isLiked: Flag(),
});
export type ForumLike = Static<typeof ForumLike>;

export const ForumReportResult = Type.Object({
  /** The caller's report; a repeat answers the first one. */
  reportId: Id(),
});
export type ForumReportResult = Static<typeof ForumReportResult>;
