import { Value } from 'typebox/value';
import { Type } from 'typebox';
import { DOMAIN_TYPES, DomainEntry, type DomainList } from '@sport/contract';

export interface RequestOrigin {
  /** 'http' or 'https', after x-forwarded-proto (trustProxy). */
  protocol: string;
  /** host[:port], after x-forwarded-host. */
  host: string;
}

const DomainEntries = Type.Array(DomainEntry);

/** Parses DOMAINS_JSON once at start: a wrong entry is a startup error, not a broken client later. */
export function parseDomainOverrides(json: string | undefined): DomainEntry[] {
  if (!json) return [];
  const parsed: unknown = JSON.parse(json);
  if (!Value.Check(DomainEntries, parsed)) {
    throw new Error(`DOMAINS_JSON must be an array of {"type": ${DOMAIN_TYPES.join('|')}, "domain": string}`);
  }
  return parsed;
}

/** Every type the overrides do not name points at the caller's own origin; push is its /ws. */
export function domainList(origin: RequestOrigin, overrides: DomainEntry[]): DomainList {
  const own = `${origin.protocol}://${origin.host}`;
  const ws = `${origin.protocol === 'https' ? 'wss' : 'ws'}://${origin.host}/ws`;
  const pick = (type: DomainEntry['type'], fallback: string): DomainEntry[] => {
    const given = overrides.filter((entry) => entry.type === type);
    return given.length > 0 ? given : [{ type, domain: fallback }];
  };
  return { api: pick('api', own), ssapi: pick('ssapi', own), push: pick('push', ws), file: pick('file', own) };
}
