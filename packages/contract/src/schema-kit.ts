import { Type, type TSchema } from 'typebox';
import { EPOCH_MS_MAX, INT32_MAX, INT32_MIN, NO_NUL_PATTERN } from './limits';

/**
 * Small schema builders shared by the entity and route files of this package: every integer, time and text
 * field of a request is built here, so each holds only what the database can (limits.ts).
 * Not re-exported from index.ts: callers use the entities, not these building blocks.
 */

/**
 * ajv coerces the string "Infinity" to a number and then skips minimum/maximum for a value that is not
 * finite; this second type check runs on the coerced value and refuses it ("must be integer").
 */
const finite = { allOf: [{ type: 'integer' }] };

interface IntOptions {
  minimum?: number;
  maximum?: number;
  default?: number;
  description?: string;
}

/** An integer an int4 column holds; narrower bounds are clamped into int4's. */
export const Int = ({ minimum = INT32_MIN, maximum = INT32_MAX, ...rest }: IntOptions = {}) =>
  Type.Integer({ ...rest, minimum: Math.max(minimum, INT32_MIN), maximum: Math.min(maximum, INT32_MAX), ...finite });
/** Ids are int4 in the database. */
export const Id = () => Int({ minimum: 1 });
/** An id that may be 0 when absent (e.g. a top-level comment's parentId). */
export const IdOrZero = () => Int({ minimum: 0 });
/** A point in time: epoch milliseconds (ARCHITECTURE §3), no later than what a timestamptz round-trips. */
export const EpochMs = () => Type.Integer({ minimum: 0, maximum: EPOCH_MS_MAX, description: 'epoch ms', ...finite });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** The 0/1 flags the client reads (isBuy, isAttention, ...). */
export const Flag = () => Type.Union([Type.Literal(0), Type.Literal(1)]);
/** Text the database can store: no NUL. */
export const Text = (maxLength: number, minLength = 0) =>
  Type.String({ ...(minLength > 0 ? { minLength } : {}), maxLength, pattern: NO_NUL_PATTERN });
export const NonEmptyText = (maxLength: number) => Text(maxLength, 1);
/** A comma-separated list of positive ids, e.g. `"1,2,3"`. */
export const IdCsv = (maxLength = 500) => Type.String({ pattern: '^\\d{1,9}(,\\d{1,9})*$', maxLength });
/** page ≥ 1 (default 1), size 1..100 (default 10). */
export const pageFields = () => ({
  page: Type.Optional(Int({ minimum: 1, default: 1 })),
  size: Type.Optional(Int({ minimum: 1, maximum: 100, default: 10 })),
});
export const NoInput = () => Type.Object({});
/** Group names are short ('A'..'H'); absent means all groups. */
export const GroupName = () => Text(32);
