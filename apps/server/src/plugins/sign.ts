import fp from 'fastify-plugin';
import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { computeSign, SIGN_MAX_SKEW_MS, SIGNED_HEADERS, type SignInput } from '@sport/contract';
import { forbidden } from '../http/app-error';

/**
 * Paths whose owners authenticate otherwise or that a browser loads without our headers:
 * the ws upgrade checks Origin and its own auth message; live HLS is fetched by the video element.
 * Routes we own say `config: { signed: false }` instead.
 */
const UNSIGNED_PREFIXES = ['/ws', '/live/'];

// One-shot hash: no Hash object per request.
const nativeSha256 = (text: string): string => hash('sha256', text, 'hex');

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function isExempt(req: FastifyRequest): boolean {
  // Unknown routes answer 404, preflights are answered by CORS before any of our headers exist.
  if (req.is404 || req.method === 'OPTIONS') return true;
  if (req.routeOptions.config.signed === false) return true;
  const url = req.routeOptions.url ?? '';
  return UNSIGNED_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/**
 * Compares a given sign with the expected lowercase hex in time that depends only on the length (like
 * timingSafeEqual, without two Buffers per request); upper-case hex is accepted.
 */
export function sameHex(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= (given.charCodeAt(i) | 0x20) ^ expected.charCodeAt(i);
  return diff === 0;
}

/** Why a request's sign is refused, or null when it is good (ARCHITECTURE §3). */
export function signProblem(req: FastifyRequest, word: string, now: number): string | null {
  const sign = header(req, 'sign');
  if (!sign) return 'sign missing';
  const timestamp = header(req, 'timestamp');
  if (!timestamp) return 'timestamp missing';
  if (!/^\d{1,16}$/.test(timestamp)) return 'timestamp invalid: must be epoch milliseconds';
  if (Math.abs(now - Number(timestamp)) > SIGN_MAX_SKEW_MS) {
    return `timestamp expired: more than ${SIGN_MAX_SKEW_MS / 1000} s from server time`;
  }
  const fields: SignInput = {};
  for (const name of SIGNED_HEADERS) fields[name] = header(req, name);
  return sameHex(sign, computeSign(fields, word, nativeSha256)) ? null : 'sign mismatch';
}

/** Refuses unsigned, wrongly signed and stale calls with 403 and a message saying which. */
export default fp(
  (app, _opts, done) => {
    app.addHook('onRequest', (req, _reply, next) => {
      const problem = isExempt(req) ? null : signProblem(req, app.config.signWord, Date.now());
      next(problem ? forbidden(problem) : undefined);
    });
    done();
  },
  { name: 'sport-sign' },
);
