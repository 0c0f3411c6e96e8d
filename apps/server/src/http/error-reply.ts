import { banMessage, Code, HTTP_STATUS_OF_CODE, NO_NUL_PATTERN, type CodeValue, type ErrorEnvelope } from '@sport/contract';
import { maxHeaderSize } from 'node:http';
import type { FastifySchemaValidationError } from 'fastify';
import { isDomainError, type DomainError } from '../lib/domain-errors';
import { AppError } from './app-error';
import { NOT_STORED } from './cache-control';

/** What a failed request answers: HTTP status, envelope and extra headers. */
export interface ErrorReply {
  status: number;
  body: ErrorEnvelope;
  headers: Record<string, string>;
  /** true for 5xx: the real error is logged, never sent. */
  internal: boolean;
}

export const INTERNAL_MESSAGE = '服务器繁忙，请稍后重试';

/** A thrown value as seen by the error handler: Fastify, plugins and ajv attach these fields. */
interface ErrorLike {
  message?: unknown;
  code?: unknown;
  statusCode?: unknown;
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}

const reply = (code: CodeValue, msg: string, headers: Record<string, string> = {}, status = HTTP_STATUS_OF_CODE[code]): ErrorReply => ({
  status,
  body: { code, msg, data: null },
  // A refusal is about this request (its sign, its session, its rate): no cache may answer another with it.
  headers: { 'cache-control': NOT_STORED, ...headers },
  internal: status >= 500,
});

/** `body.page: must be >= 1`, `querystring.hostId: is required` — the field and the rule, nothing else. */
export function validationMessage(context: string, error: FastifySchemaValidationError | undefined): string {
  if (!error) return `${context}: is invalid`;
  const path = error.instancePath.split('/').filter(Boolean);
  const param = (name: string): string | undefined => {
    const value = error.params[name];
    return typeof value === 'string' ? value : undefined;
  };
  let rule = error.message ?? 'is invalid';
  if (error.keyword === 'required') {
    const missing = param('missingProperty');
    if (missing) path.push(missing);
    rule = 'is required';
  } else if (error.keyword === 'additionalProperties') {
    const extra = param('additionalProperty');
    if (extra) path.push(extra);
    rule = 'is not allowed';
  } else if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues)) {
    rule = `must be one of ${error.params.allowedValues.map(String).join(', ')}`;
  } else if (error.keyword === 'pattern' && param('pattern') === NO_NUL_PATTERN) {
    // ajv would quote the pattern's escape; say what it means.
    rule = 'must not contain NUL';
  }
  return `${[context, ...path].join('.')}: ${rule}`;
}

/**
 * The envelope of each refusal a service throws: its code, and the words the client shows as they are.
 * The gold words name a tip because buying one is the only debit a request makes (refunds reversed by the
 * settlement catch their refusal); a mall item bought with gold would pass its own noun here.
 */
export function domainReply(error: DomainError): ErrorReply {
  switch (error.kind) {
    case 'notFound':
      return reply(Code.NotFound, `${error.what} not found`);
    case 'invalid':
      return reply(Code.Invalid, `${error.field}: ${error.rule}`);
    case 'conflict':
      return reply(Code.Conflict, error.why);
    case 'forbidden':
      return reply(Code.Forbidden, error.why);
    case 'needLogin':
      return reply(Code.NullUser, '请先登录');
    case 'tooMany':
      return reply(
        Code.TooMany,
        error.why,
        error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) },
      );
    case 'captchaRequired':
      return reply(Code.CaptchaRequired, error.why);
    case 'captchaWrong':
      return reply(Code.CaptchaWrong, error.why);
    case 'tipClosed':
      return reply(Code.TipClosed, error.why);
    case 'goldInsufficient':
      return reply(Code.GoldInsufficient, `金币不足：本推荐需 ${error.need} 金币，当前余额 ${error.balance} 金币`);
    case 'goldDailyLimit':
      return reply(
        Code.GoldDailyLimit,
        `已达今日金币消费上限（每日 ${error.limit} 金币），今日还可消费 ${error.remaining} 金币`,
      );
    case 'banned':
      return reply(Code.UserBanned, banMessage(error.until, error.reason));
  }
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type: must be application/json or application/x-www-form-urlencoded',
  FST_ERR_CTP_INVALID_TYPE: 'content-type: must be a string',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body: length does not match content-length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_BAD_URL: 'url: is malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'url: a path parameter is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'url: is malformed',
};

const isObject = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

/**
 * Maps anything thrown while answering a request onto the envelope of ARCHITECTURE §3.
 * Only messages we wrote (domain errors, AppError, validation, known framework errors) reach the caller.
 */
export function errorReply(error: unknown): ErrorReply {
  if (isDomainError(error)) return domainReply(error);
  if (error instanceof AppError) return reply(error.code, error.message, error.headers);
  if (!isObject(error)) return reply(Code.Internal, INTERNAL_MESSAGE);

  if (Array.isArray(error.validation)) {
    return reply(Code.Invalid, validationMessage(error.validationContext ?? 'request', error.validation[0]));
  }
  const code = typeof error.code === 'string' ? error.code : '';
  const known = FRAMEWORK_MESSAGES[code];
  if (known) return reply(Code.Invalid, known);

  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500 || status < 400) return reply(Code.Internal, INTERNAL_MESSAGE);
  // The JSON parser marks its SyntaxErrors 400; secure-json-parse refuses __proto__ / constructor keys.
  if (error instanceof SyntaxError) {
    const message = String(error.message);
    return reply(Code.Invalid, /forbidden (prototype|constructor)/i.test(message) ? 'body: forbidden key (__proto__ / constructor)' : 'body: is not valid JSON');
  }
  switch (status) {
    case 401:
    case 403:
      return reply(Code.Forbidden, 'forbidden');
    case 404:
      return reply(Code.NotFound, 'not found');
    case 409:
      return reply(Code.Conflict, 'conflict');
    case 429:
      return reply(Code.TooMany, 'too many requests');
    default:
      return reply(Code.Invalid, 'request: is invalid');
  }
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (`clientError`): the envelope, with the HTTP
 * status that says which part of HTTP was wrong (still of the 4xx class the 422 code mirrors).
 */
export function clientErrorReply(error: { code?: unknown }): ErrorReply {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return reply(Code.Invalid, `request: the URL and headers are over ${maxHeaderSize / 1024} KB`, {}, 431);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return reply(Code.Invalid, 'request: did not arrive in time', {}, 408);
    default:
      // A control character in a header, a request line that is not HTTP, a bad chunk, ...
      return reply(Code.Invalid, 'request: is not valid HTTP', {}, 400);
  }
}
