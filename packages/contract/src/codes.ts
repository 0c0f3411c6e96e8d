/** Envelope codes (ARCHITECTURE §3, SPEC §8). `code` is authoritative; HTTP status mirrors its class. */
export const Code = {
  Success: 1,
  NullUser: 400,
  Forbidden: 403,
  NotFound: 404,
  TokenExpired: 405,
  Conflict: 409,
  Invalid: 422,
  TooMany: 429,
  Internal: 500,
  Kicked: 505,
  AltExpired: 14010,
  CaptchaWrong: 200025,
  CaptchaRequired: 200028,
  /** Buying a tip (issue 15): not enough gold; the client offers the way to get gold (/gold-document). */
  GoldInsufficient: 300101,
  /** Buying a tip: the gold mall's daily spending limit would be passed (docs/decisions/019-gold-daily-limit.md). */
  GoldDailyLimit: 300102,
  /** Buying a tip: no longer on sale (its first match has kicked off, or it is settled). */
  TipClosed: 300103,
  /** Posting, commenting or replying refused: the user is banned; the message says why and until when (issue 27). */
  UserBanned: 300201,
} as const;
export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

export const HTTP_STATUS_OF_CODE: Record<CodeValue, number> = {
  1: 200,
  400: 401,
  403: 403,
  404: 404,
  405: 401,
  409: 409,
  422: 422,
  429: 429,
  500: 500,
  505: 401,
  14010: 401,
  200025: 400,
  200028: 400,
  300101: 402,
  300102: 402,
  300103: 409,
  300201: 403,
};

/** SPEC §8: 1 is success; 0 also counts as success for node-style errno replies. */
export const isSuccessCode = (code: number): boolean => code === 1 || code === 0;
/** SPEC §8: codes after which the client drops its stored session. */
export const isSessionEndCode = (code: number): boolean =>
  code === Code.TokenExpired || code === Code.Kicked || code === Code.AltExpired;

/** The messages of 405 and 505 (SPEC §8: the client shows them as they are), on HTTP answers and pushes alike. */
export const SESSION_EXPIRED_MSG = '登录已过期，请重新登录';
export const SESSION_KICKED_MSG = '账号已在其他设备登录';
