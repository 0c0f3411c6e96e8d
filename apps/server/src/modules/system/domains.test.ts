import { describe, expect, it } from 'vitest';
import { domainList, parseDomainOverrides } from './domains';

describe('domain list', () => {
  it('points every type at the caller’s own origin, push at its /ws', () => {
    expect(domainList({ protocol: 'https', host: 'm.example.com:8443' }, [])).toEqual({
      api: [{ type: 'api', domain: 'https://m.example.com:8443' }],
      ssapi: [{ type: 'ssapi', domain: 'https://m.example.com:8443' }],
      push: [{ type: 'push', domain: 'wss://m.example.com:8443/ws' }],
      file: [{ type: 'file', domain: 'https://m.example.com:8443' }],
    });
    expect(domainList({ protocol: 'http', host: 'localhost:8080' }, []).push).toEqual([
      { type: 'push', domain: 'ws://localhost:8080/ws' },
    ]);
  });

  it('lets DOMAINS_JSON replace some types and keeps the rest on the own origin', () => {
    const overrides = parseDomainOverrides(
      JSON.stringify([
        { type: 'file', domain: 'https://cdn.example.com' },
        { type: 'push', domain: 'wss://push1.example.com/ws' },
        { type: 'push', domain: 'wss://push2.example.com/ws' },
      ]),
    );
    const list = domainList({ protocol: 'http', host: 'a.test' }, overrides);
    expect(list.file).toEqual([{ type: 'file', domain: 'https://cdn.example.com' }]);
    expect(list.push.map((e) => e.domain)).toEqual(['wss://push1.example.com/ws', 'wss://push2.example.com/ws']);
    expect(list.api).toEqual([{ type: 'api', domain: 'http://a.test' }]);
  });

  it('refuses a malformed DOMAINS_JSON at start', () => {
    expect(parseDomainOverrides(undefined)).toEqual([]);
    expect(() => parseDomainOverrides(JSON.stringify([{ type: 'cdn', domain: 'x' }]))).toThrow(/DOMAINS_JSON/);
    expect(() => parseDomainOverrides(JSON.stringify({ type: 'api' }))).toThrow(/DOMAINS_JSON/);
  });
});
