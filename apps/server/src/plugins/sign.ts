import fp from 'fastify-plugin';
import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { computeSign, SIGN_MAX_SKEW_MS, type SignInput } from '@sport/contract';
import { forbidden } from '../http/app-error';
import { headerOf } from '../http/request-header';
import { systemClock } from '../lib/clock';

/**
 * Paths whose owners authenticate otherwise or that a browser loads without our headers:
 * the ws upgrade checks Origin and its own auth message; live HLS is fetched by the video element.
 * Routes we own say `config: { signed: false }` instead.
 */
const UNSIGNED_PREFIXES = ['/ws', '/live/'];

// One-shot hash: no Hash object per request.
const nativeSha256 = (text: string): string => hash('sha256', text, 'hex');

/**
 * Whether a route is checked, decided once when it registers: preflights are answered by CORS before any
 * of our headers exist; unknown routes answer 404 (the not-found handler runs no route hooks).
 */
export function isSignedRoute(route: { method: string | string[]; url: string; config?: { signed?: false } }): boolean {
  if ([route.method].flat().every((method) => method === 'OPTIONS')) return false;
  if (route.config?.signed === false) return false;
  const { url } = route;
  return !UNSIGNED_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
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
export function signProblem(req: { headers: IncomingHttpHeaders }, word: string, now: number): string | null {
  const sign = headerOf(req, 'sign');
  if (!sign) return 'sign missing';
  const timestamp = headerOf(req, 'timestamp');
  if (!timestamp) return 'timestamp missing';
  if (!/^\d{1,16}$/.test(timestamp)) return 'timestamp invalid: must be epoch milliseconds';
  if (Math.abs(now - Number(timestamp)) > SIGN_MAX_SKEW_MS) {
    return `timestamp expired: more than ${SIGN_MAX_SKEW_MS / 1000} s from server time`;
  }
  // Node joins repeated custom headers into one string, so the headers object is the sign's input as it is.
  return sameHex(sign, computeSign(req.headers as SignInput, word, nativeSha256)) ? null : 'sign mismatch';
}

/**
 * Refuses unsigned, wrongly signed and stale calls with 403 and a message saying which. The hook goes on
 * the routes that need it as they register (so register this before them, and before the rate limit, whose
 * count must come first): nothing is decided per request.
 */
export default fp(
  (app, _opts, done) => {
    const { signWord } = app.config;
    const checkSign = (req: FastifyRequest, _reply: FastifyReply, next: HookHandlerDoneFunction): void => {
      const problem = signProblem(req, signWord, systemClock());
      next(problem ? forbidden(problem) : undefined);
    };
    app.addHook('onRoute', (route) => {
      if (!isSignedRoute(route)) return;
      // Before every hook of a plugin registered earlier; the rate limit registers after this plugin (app.ts),
      // so its count still comes first and a flood of bad signs gets a 429.
      route.onRequest = [checkSign, ...(route.onRequest ? [route.onRequest].flat() : [])];
    });
    done();
  },
  { name: 'sport-sign' },
);
