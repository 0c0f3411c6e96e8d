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
export function postWaitSeconds(lastPostAt: number | null, now: number): number {
  if (lastPostAt === null) return 0;
  const left = lastPostAt + POST_INTERVAL_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
