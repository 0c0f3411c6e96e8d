import { Type, type Static } from 'typebox';

/** Domain kinds of the domain list: `api` and `ssapi` prefix HTTP calls, `push` is the ws URL, `file` serves files. */
export const DOMAIN_TYPES = ['api', 'ssapi', 'push', 'file'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

export const DomainEntry = Type.Object({
  type: Type.Union([Type.Literal('api'), Type.Literal('ssapi'), Type.Literal('push'), Type.Literal('file')]),
  domain: Type.String(),
});
export type DomainEntry = Static<typeof DomainEntry>;

/** SPEC §3 "domainList (grouped by type)": every type has at least one entry; clients use the first. */
export const DomainList = Type.Object({
  api: Type.Array(DomainEntry),
  ssapi: Type.Array(DomainEntry),
  push: Type.Array(DomainEntry),
  file: Type.Array(DomainEntry),
});
export type DomainList = Static<typeof DomainList>;

/** The object inside common config's JSON string (SPEC §7). */
export interface CommonConfigValue {
  /** Sport id of the jump game (SPEC §9: xj 3, bti 29, st 34, new-st 164, play 100). */
  stSportJumpGame: number;
  stSportPath: string;
}

/** An image entry (banner, anchor background, ...); `images` holds comma-separated file ids. */
export const ImageEntry = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  title: Type.String(),
  images: Type.String(),
  /** Where a tap goes; empty for none. */
  url: Type.String(),
  sort: Type.Integer(),
});
export type ImageEntry = Static<typeof ImageEntry>;

/** A game icon of the gamebet config (showClient 3 is the H5 client). */
export const GameIcon = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  name: Type.String(),
  /** A file id. */
  icon: Type.String(),
  jumpUrl: Type.String(),
  sort: Type.Integer(),
});
export type GameIcon = Static<typeof GameIcon>;

export const Captcha = Type.Object({
  captchaId: Type.String(),
  /** `data:image/svg+xml;base64,...` */
  image: Type.String(),
});
export type Captcha = Static<typeof Captcha>;

/** Path of a stored file; prefix it with the first `file` domain. */
export const filePath = (fileId: string): string => `/api/forehead/system/file/get/${encodeURIComponent(fileId)}`;
