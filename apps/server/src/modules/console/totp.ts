import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'sport-info 控制台';

const totpOf = (name: string, secret: string): TOTP =>
  new TOTP({
    issuer: ISSUER,
    label: name,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A fresh 160-bit secret, base32 (what an authenticator app is given). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI a QR code of which sets up an authenticator app. */
export const totpUri = (name: string, secret: string): string => totpOf(name, secret).toString();

/** The code for a moment (tests and the e2e compute it this way). */
export const totpCode = (secret: string, at: number): string => totpOf('', secret).generate({ timestamp: at });

/**
 * The time step a code belongs to when it is good at `now` (the current step or one either side, for clocks a
 * little apart), or null. The caller refuses a step not after the last one accepted: a code works once.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf('', secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
