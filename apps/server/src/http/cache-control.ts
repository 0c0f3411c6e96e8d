import type { FastifyReply } from 'fastify';

/**
 * No cache anywhere may keep it: every answer to a logged-in caller, every answer that may carry a session
 * (login) or depend on one, every error, and every answer whose route has not said it is the same for all
 * visitors. A cache that guesses a lifetime for an answer without Cache-Control could otherwise keep it.
 */
export const NOT_STORED = 'private, no-store';

/**
 * A visitor's answer of a cached route (the hot lists): a shared cache in front of the nodes (a reverse
 * proxy's micro-cache) may answer it again for a second. A change then shows within a second; the nodes'
 * own caches drop their prepared bytes at once.
 */
export const VISITOR_CACHE_CONTROL = 'public, max-age=1';

/** The request headers that choose the caller on routes that read it (auth plugin): answers differ by them. */
export const SESSION_HEADERS = ['token', 'uid'] as const;

/**
 * Adds request header names (`"token, uid"`) to the answer's Vary, after those already there: CORS puts
 * Origin there on every request when host-shell origins are configured.
 */
export function addVary(reply: FastifyReply, names: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', names);
    return;
  }
  const text = Array.isArray(current) ? current.join(', ') : String(current);
  const merged = mergedVary(text, names);
  if (merged !== text) reply.header('vary', merged);
}

/**
 * The few Vary values there are (a route's session headers, CORS's Origin, accept-encoding), merged once each:
 * a cached list answers tens of thousands of times a second, and each answer merges the same two.
 */
const merges = new Map<string, string>();
const MERGES_KEPT = 256;

function mergedVary(text: string, names: string): string {
  const key = `${text}\n${names}`;
  const known = merges.get(key);
  if (known !== undefined) return known;
  const present = new Set(text.split(',').map((name) => name.trim().toLowerCase()));
  const added = present.has('*') ? [] : names.split(',').map((name) => name.trim()).filter((name) => !present.has(name.toLowerCase()));
  const merged = added.length > 0 ? [text, ...added].join(', ') : text;
  if (merges.size >= MERGES_KEPT) merges.clear();
  merges.set(key, merged);
  return merged;
}
