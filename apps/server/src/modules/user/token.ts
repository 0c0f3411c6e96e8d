import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits as hex: what the client holds. */
export const newToken = (): string => randomBytes(16).toString('hex');

/** Only this digest is stored, so the sessions table cannot be replayed as tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
