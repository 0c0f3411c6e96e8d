import { Type, type TSchema } from 'typebox';
import { PageQuery } from './envelope';

/**
 * Small schema builders shared by the entity and route files of this package.
 * Not re-exported from index.ts: callers use the entities, not these building blocks.
 */


/** Ids are int4 in the database: a larger number is a 422 naming the field, not a database error. */
export const INT32_MAX = 2_147_483_647;
export const Id = () => Type.Integer({ minimum: 1, maximum: INT32_MAX });
/** An id that may be 0 when absent (e.g. a top-level comment's parentId). */
export const IdOrZero = () => Type.Integer({ minimum: 0, maximum: INT32_MAX });
/** A point in time: epoch milliseconds (ARCHITECTURE §3). */
export const EpochMs = () => Type.Integer({ minimum: 0, description: 'epoch ms' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** The 0/1 flags the client reads (isBuy, isAttention, ...). */
export const Flag = () => Type.Union([Type.Literal(0), Type.Literal(1)]);
export const Text = (maxLength: number) => Type.String({ maxLength });
export const NonEmptyText = (maxLength: number) => Type.String({ minLength: 1, maxLength });
/** A comma-separated list of positive ids, e.g. `"1,2,3"`. */
export const IdCsv = (maxLength = 500) => Type.String({ pattern: '^\\d{1,9}(,\\d{1,9})*$', maxLength });
/** page ≥ 1 (default 1), size 1..100 (default 10). */
export const pageFields = () => ({ ...PageQuery.properties });
export const NoInput = () => Type.Object({});
/** Group names are short ('A'..'H'); absent means all groups. */
export const GroupName = () => Text(32);
