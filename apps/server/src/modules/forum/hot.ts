/**
 * The hot order: log10 of (likes + 2·replies) plus the thread's age term, the creation time in units of
 * 12.5 hours since 2024. Ten times the activity outweighs 12.5 hours of age, and since the age term is fixed at
 * creation the score changes only when likes or replies do, so the list pages by an index
 * (forum_threads.hot). The repository's SQL update computes the same formula (hotSql).
 */
export const HOT_EPOCH_S = Date.UTC(2024, 0, 1) / 1000;
export const HOT_AGE_UNIT_S = 45_000;

/** A reply weighs two likes: it took more than a tap. */
export const activityOf = (likes: number, replies: number): number => likes + 2 * replies;

export const hotScore = (likes: number, replies: number, createdAtMs: number): number =>
  Math.log10(Math.max(1, activityOf(likes, replies))) + (createdAtMs / 1000 - HOT_EPOCH_S) / HOT_AGE_UNIT_S;
