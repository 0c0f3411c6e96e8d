/**
 * What the database and the runtime hold, as the bounds of every request field (issue 12 §1.3): a value past
 * them is a 422 naming the field, never a database error. schema-kit.ts builds the fields from these.
 */

/** int4: the type of every id, count, kind and sort column (apps/server/src/db/schema). */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/**
 * The latest epoch ms a request may carry: the start of year 9999. Past year 9999 an ISO string (what the
 * driver sends for a timestamptz) grows a sign and six digits, and a JS Date ends at 8.64e15 anyway; a year
 * of margin keeps the day and week ranges a service derives from it valid too.
 */
export const EPOCH_MS_MAX = Date.UTC(9999, 0, 1);

/** Any text but NUL, which PostgreSQL's text types refuse. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
