import { computeSign } from '@sport/contract';
import { systemClock } from '../../src/lib/clock';

export interface HeaderOptions {
  token?: string;
  uid?: string | number;
  /** Epoch ms; defaults to the world's now (the machine's unless a test started the clock elsewhere). */
  timestamp?: number;
  /** Sign with this word instead of the server's (to produce a wrong sign). */
  word?: string;
}

/** The headers SPEC §7's client sends, signed per ARCHITECTURE §3. */
export function signedHeaders(signWord: string, opts: HeaderOptions = {}): Record<string, string> {
  const fields: Record<string, string> = {
    'device-id': 'test-device-0001',
    'os-type': '3',
    timestamp: String(opts.timestamp ?? systemClock()),
    version: '1.0.0',
  };
  if (opts.token !== undefined) fields.token = opts.token;
  if (opts.uid !== undefined) fields.uid = String(opts.uid);
  return { ...fields, 'app-type': '3', language: 'zh', sign: computeSign(fields, opts.word ?? signWord) };
}
