import { Type, type TSchema } from 'typebox';
import { PageQuery } from './envelope';

/**
 * Small schema builders shared by the entity and route files of this package.
 * Not re-exported from index.ts: callers use the entities, not these building blocks.
 */

/** A database id: a positive integer. */
export const Id = () => Type.Integer({ minimum: 1 });
/** An id that may be 0 when absent (e.g. a top-level comment's parentId). */
export const IdOrZero = () => Type.Integer({ minimum: 0 });
/** A point in time: epoch milliseconds (ARCHITECTURE §3). */
export const EpochMs = () => Type.Integer({ minimum: 0, description: 'epoch ms' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** The 0/1 flags the client reads (isBuy, isAttention, ...). */
export const Flag = () => Type.Union([Type.Literal(0), Type.Literal(1)]);
export const Text = (maxLength: number) => Type.String({ maxLength });
export const NonEmptyText = (maxLength: number) => Type.String({ minLength: 1, maxLength });
/** A comma-separated list of positive ids, e.g. `"1,2,3"`. */
export const IdCsv = (maxLength = 500) => Type.String({ pattern: '^\\d+(,\\d+)*$', maxLength });
/** page ≥ 1 (default 1), size 1..100 (default 10). */
export const pageFields = () => ({ ...PageQuery.properties });
export const NoInput = () => Type.Object({});
/** Group names are short ('A'..'H'); absent means all groups. */
export const GroupName = () => Text(32);
