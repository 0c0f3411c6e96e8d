import { Type, type Static, type TSchema } from 'typebox';
import { pageFields } from './schema-kit';

/** Every response: `{ code, msg, data }`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data }, { additionalProperties: false });

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export interface EnvelopeOf<T> {
  code: number;
  msg: string;
  data: T;
}

/** Paged lists: page is 1-based, size ≤ 100. */
export const PageQuery = Type.Object(pageFields());

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    pageNum: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    isLastPage: Type.Boolean(),
  });
export interface PageOf<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  isLastPage: boolean;
}
