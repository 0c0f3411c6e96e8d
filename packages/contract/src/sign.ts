import { sha256Hex } from './sha256';

/** Header names that take part in the sign, per ARCHITECTURE §3. */
export const SIGNED_HEADERS = ['device-id', 'os-type', 'timestamp', 'version', 'token', 'uid'] as const;
export type SignedHeaderName = (typeof SIGNED_HEADERS)[number];
export type SignInput = Partial<Record<SignedHeaderName, string | number | undefined | null>>;

export const DEFAULT_SIGN_WORD = 'sport-info';
/** A timestamp further than this from the server clock is refused as stale. */
export const SIGN_MAX_SKEW_MS = 300_000;

/** The signed names in the order they are hashed (sorted once: the server signs every request). */
const HASH_ORDER: readonly SignedHeaderName[] = [...SIGNED_HEADERS].sort();

/** The text that is hashed: present fields sorted by name, `name=value` joined by `&`, then `&word`. */
export function signBase(fields: SignInput, word: string): string {
  let base = '';
  for (const name of HASH_ORDER) {
    const value = fields[name];
    if (value === undefined || value === null || value === '') continue;
    base += `${base === '' ? '' : '&'}${name}=${String(value)}`;
  }
  return `${base}&${word}`;
}

/**
 * sign = hex(sha256(base)); one implementation for the web client and the server. The server passes
 * Node's native SHA-256 (same digest, tested against ours) because it checks the sign on every request.
 */
export function computeSign(
  fields: SignInput,
  word: string = DEFAULT_SIGN_WORD,
  hash: (text: string) => string = sha256Hex,
): string {
  return hash(signBase(fields, word));
}
