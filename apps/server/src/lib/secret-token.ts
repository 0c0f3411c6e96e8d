import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 128 random bits as hex: a fan's session token, a staff session cookie's token, a CSRF token. */
export const newSecretToken = (): string => randomBytes(16).toString('hex');

/** Only this digest is stored (fans' and staff sessions alike): a leaked table hands out no session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a sent token is the one whose hash is stored, in time that does not depend on where they differ. */
export function matchesHash(token: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
