import { Code, HTTP_STATUS_OF_CODE, type CodeValue } from '@sport/contract';

/** An error that becomes an envelope `{ code, msg, data: null }` with the HTTP status of its code. */
export class AppError extends Error {
  readonly code: CodeValue;
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(code: CodeValue, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.statusCode = HTTP_STATUS_OF_CODE[code];
    this.headers = headers;
  }
}

export const notFound = (what: string) => new AppError(Code.NotFound, `${what} not found`);
export const invalid = (field: string, rule: string) => new AppError(Code.Invalid, `${field}: ${rule}`);
export const needLogin = () => new AppError(Code.NullUser, '请先登录');
export const forbidden = (why: string) => new AppError(Code.Forbidden, why);
export const conflict = (why: string) => new AppError(Code.Conflict, why);
