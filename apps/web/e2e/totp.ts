import { createHmac } from 'node:crypto';

/** RFC 6238 (SHA-1, 6 digits, 30 s) from the base32 secret, written here apart from the server's library. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const STEP_MS = 30_000;
/** The last time step a code was handed out for, per secret, in this worker (specs run one after another in it). */
const lastStep = new Map<string, number>();

/**
 * A code the server has not seen yet: it accepts each step once (a code works once) and the step either side of
 * its own. Two logins within 30 s (the chat spec's, then the console spec's) would send one code twice and the
 * second be refused, so the second takes the next step's code, which the server's window admits.
 */
export function freshTotp(secret: string, now = Date.now()): string {
  const current = Math.floor(now / STEP_MS);
  const step = Math.max(current, (lastStep.get(secret) ?? -1) + 1);
  if (step > current + 1) throw new Error('no fresh TOTP step within the server’s window: log in less often');
  lastStep.set(secret, step);
  return totp(secret, step * STEP_MS);
}
