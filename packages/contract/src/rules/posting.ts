/**
 * What a user may post (tip comments, forum threads and replies): the server refuses the rest with a 422 naming
 * the field, and the web checks before sending, from these same numbers.
 */
export const POST_CONTENT_MAX = 500;

/** One post per user per this many milliseconds, whatever the board. */
export const POST_INTERVAL_MS = 5_000;

/** Counted in characters as a person sees them (an emoji is one), after trimming. */
export const postLength = (text: string): number => [...text.trim()].length;

/** Why `text` cannot be posted, in words for the user; null when it can. */
export function postContentProblem(text: string, max: number = POST_CONTENT_MAX): string | null {
  const length = postLength(text);
  if (length === 0) return '内容不能为空';
  if (length > max) return `内容不能超过${max}字`;
  return null;
}

/** The wait before the next post, in whole seconds for the message (0 when posting is allowed now). */
export function postWaitSeconds(lastPostAt: number | null, now: number, intervalMs: number = POST_INTERVAL_MS): number {
  if (lastPostAt === null) return 0;
  const left = lastPostAt + intervalMs - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

// ---- live-room chat (issue 28): shorter and faster than a post, and nothing that leads a fan off the app --------

/** A chat line holds at most this many characters (counted as postLength counts them). */
export const CHAT_CONTENT_MAX = 100;

/** One chat line per user per this many milliseconds, whatever the room. */
export const CHAT_INTERVAL_MS = 2_000;

/** Lines a room's history answers at once (the last ones on entering, then older by a cursor). */
export const CHAT_PAGE_SIZE = 50;

/** Distinct users' reports that hide a chat line for everyone, pending review. */
export const CHAT_REPORTS_TO_HIDE = 5;

// A scheme, `www.`, or a name ending in a common top-level domain (with or without a path): a link by any spelling
// a fan would type. Full-width dots (。．) are read as dots, the usual way round a filter.
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\s*[.。．]|[a-z0-9-]+\s*[.。．]\s*(?:com|cn|net|org|io|cc|vip|top|xyz|me|tv|app|co|info|biz|club|site|online|shop|live|link)\b)/i;
// Seven or more digits in a row, allowing spaces, dashes or dots between them (138 0013 8000, 010-8888-6666);
// full-width digits count. A score (2:1), a minute (89') or a year (2026) stays well under seven.
const PHONE = /(?:[0-9０-９][\s\-.－]*){7,}/;

/** Why `text` cannot be sent as a chat line, in words for the user; null when it can. */
export function chatContentProblem(text: string): string | null {
  const length = postContentProblem(text, CHAT_CONTENT_MAX);
  if (length) return length;
  if (LINK.test(text)) return '不能发送链接';
  if (PHONE.test(text)) return '不能发送电话号码';
  return null;
}
