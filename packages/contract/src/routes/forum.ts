import { Type } from 'typebox';
import { defineRoute } from '../route';
import {
  FORUM_PAGE_SIZE,
  FORUM_PAGE_SIZE_MAX,
  FORUM_PHOTO_ID_PATTERN,
  FORUM_PHOTOS_MAX,
  FORUM_TITLE_MAX,
  ForumBoard,
  ForumLike,
  ForumPhoto,
  ForumReply,
  ForumReplyPage,
  ForumReportResult,
  ForumSort,
  ForumTargetType,
  ForumThread,
  ForumThreadPage,
  ForumUserReplyPage,
} from '../entities/forum';
import { ReportCategory } from '../entities/news';
import { DisclosureRoute } from '../entities/user';
import { POST_CONTENT_MAX } from '../rules/posting';
import { Id, Int, NoInput, NonEmptyText, Text } from '../schema-kit';

/** Ours: SPEC leaves the forum's content to us (issue 16 §3). */
const FORUM = '/api/forehead/forum';

const cursorFields = () => ({
  /** The previous page's `cursor`; absent for the first page. */
  cursor: Type.Optional(Text(200)),
  size: Type.Optional(Int({ minimum: 1, maximum: FORUM_PAGE_SIZE_MAX, default: FORUM_PAGE_SIZE })),
});

/** Served as raw bytes (an <img> source), not as an envelope. */
const PhotoBytes = Type.String({ description: 'image bytes, not an envelope' });

export const forumRoutes = {
  boards: defineRoute({
    method: 'GET',
    path: `${FORUM}/boards`,
    auth: 'required',
    request: NoInput(),
    response: Type.Array(ForumBoard),
    summary: 'The forum boards (football, basketball, tips talk) with their thread counts',
    ours: true,
  }),
  threadList: defineRoute({
    method: 'GET',
    path: `${FORUM}/thread/list`,
    auth: 'required',
    request: Type.Object({
      /** Absent: every board. */
      boardId: Type.Optional(Id()),
      sort: Type.Optional(ForumSort),
      ...cursorFields(),
    }),
    response: ForumThreadPage,
    summary: 'Visible threads of a board (or all), latest reply first or hot, cursor paged',
    ours: true,
  }),
  threadDetail: defineRoute({
    method: 'GET',
    path: `${FORUM}/thread/detail`,
    auth: 'required',
    request: Type.Object({ threadId: Id() }),
    response: ForumThread,
    summary: 'A thread with its body and photos (its replies: reply/list); 404 when hidden, except to its author',
    ours: true,
  }),
  replyList: defineRoute({
    method: 'GET',
    path: `${FORUM}/reply/list`,
    auth: 'required',
    request: Type.Object({ threadId: Id(), ...cursorFields() }),
    response: ForumReplyPage,
    summary: 'A thread’s visible replies, first floor first, cursor paged',
    ours: true,
  }),
  createThread: defineRoute({
    method: 'POST',
    path: `${FORUM}/thread/create`,
    auth: 'required',
    request: Type.Object({
      boardId: Id(),
      /** 4–40 characters after trimming (FORUM_TITLE_MIN/MAX). */
      title: NonEmptyText(FORUM_TITLE_MAX),
      /** 1–500 characters after trimming; filtered words are masked. */
      body: NonEmptyText(POST_CONTENT_MAX),
      /** Ids from photo/upload, in display order. */
      photoIds: Type.Optional(
        Type.Array(Type.String({ pattern: FORUM_PHOTO_ID_PATTERN }), { maxItems: FORUM_PHOTOS_MAX, uniqueItems: true }),
      ),
    }),
    response: ForumThread,
    summary: 'Posts a thread (one post per 5 s per user; 422 naming the field for a bad title, body or photo)',
    ours: true,
  }),
  createReply: defineRoute({
    method: 'POST',
    path: `${FORUM}/reply/create`,
    auth: 'required',
    request: Type.Object({ threadId: Id(), content: NonEmptyText(POST_CONTENT_MAX) }),
    response: ForumReply,
    summary: 'Replies to a thread (one post per 5 s per user; filtered words are masked)',
    ours: true,
  }),
  like: defineRoute({
    method: 'POST',
    path: `${FORUM}/like`,
    auth: 'required',
    request: Type.Object({ targetType: ForumTargetType, targetId: Id() }),
    response: ForumLike,
    summary: 'Toggles the caller’s like of a thread or reply (one like per user)',
    ours: true,
  }),
  reportCate: defineRoute({
    method: 'GET',
    path: `${FORUM}/report/cate`,
    auth: 'none',
    request: NoInput(),
    response: Type.Array(ReportCategory),
    summary: 'Reasons a thread or reply can be reported for',
    ours: true,
  }),
  report: defineRoute({
    method: 'POST',
    path: `${FORUM}/report`,
    auth: 'required',
    request: Type.Object({
      targetType: ForumTargetType,
      targetId: Id(),
      cateId: Id(),
      content: Type.Optional(Text(200)),
    }),
    response: ForumReportResult,
    summary: 'Reports a thread or reply once per user; five reports hide it pending review',
    ours: true,
  }),
  photoUpload: defineRoute({
    method: 'POST',
    path: `${FORUM}/photo/upload`,
    auth: 'required',
    // The body is the image itself, not a form: Content-Type image/jpeg|png|webp|gif or application/octet-stream,
    // at most FORUM_PHOTO_MAX_BYTES. The type is read from the bytes; anything else is a 422 naming `photo`.
    request: NoInput(),
    response: ForumPhoto,
    summary: 'Uploads a photo for a thread: raw image bytes as the body (jpeg, png, webp, gif; ≤ 5 MiB)',
    ours: true,
  }),
  photoGet: defineRoute({
    method: 'GET',
    path: `${FORUM}/photo/:photoId`,
    auth: 'optional',
    request: Type.Object({ photoId: Type.String({ pattern: FORUM_PHOTO_ID_PATTERN }) }),
    response: PhotoBytes,
    summary:
      'An uploaded photo’s bytes (the url in ForumPhoto); ETag + immutable caching; unsigned; 404 for a photo no thread has taken, except to its uploader',
    ours: true,
  }),
  userThreads: defineRoute({
    method: 'GET',
    path: `${FORUM}/user/threads`,
    auth: 'required',
    request: Type.Object({ userId: Id(), ...cursorFields() }),
    response: ForumThreadPage,
    summary: 'A user’s visible threads, newest first (the rank-user page)',
    ours: true,
  }),
  userReplies: defineRoute({
    method: 'GET',
    path: `${FORUM}/user/replies`,
    auth: 'required',
    request: Type.Object({ userId: Id(), ...cursorFields() }),
    response: ForumUserReplyPage,
    summary: 'A user’s visible replies with their threads’ titles, newest first (the rank-user page)',
    ours: true,
  }),
  visit: defineRoute({
    method: 'POST',
    path: `${FORUM}/visit`,
    auth: 'required',
    request: NoInput(),
    response: DisclosureRoute,
    summary:
      'Marks the forum seen now (isNewArticleExist turns false until a new thread); answers the disclosure route',
    ours: true,
  }),
};
