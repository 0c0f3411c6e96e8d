import { sha256Hex } from './sha256';

/** Header names that take part in the sign, per ARCHITECTURE §3. */
export const SIGNED_HEADERS = ['device-id', 'os-type', 'timestamp', 'version', 'token', 'uid'] as const;
export type SignedHeaderName = (typeof SIGNED_HEADERS)[number];
export type SignInput = Partial<Record<SignedHeaderName, string | number | undefined | null>>;

export const DEFAULT_SIGN_WORD = 'sport-info';
/** A timestamp further than this from the server clock is refused as stale. */
export const SIGN_MAX_SKEW_MS = 300_000;

/** The text that is hashed: present fields sorted by name, `name=value` joined by `&`, then `&word`. */
export function signBase(fields: SignInput, word: string): string {
  const parts = SIGNED_HEADERS.filter((name) => {
    const value = fields[name];
    return value !== undefined && value !== null && value !== '';
  })
    .slice()
    .sort()
    .map((name) => `${name}=${String(fields[name])}`);
  return `${parts.join('&')}&${word}`;
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
