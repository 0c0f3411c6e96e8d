import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { clientAddressOf, proxyTrust } from './client-address';

const request = (peer: string, forwardedFor?: string) =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

describe('clientAddressOf', () => {
  it('believes X-Forwarded-For only from a trusted proxy (the default trusts loopback)', () => {
    const address = clientAddressOf(proxyTrust('loopback'));
    expect(address(request('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    expect(address(request('198.51.100.2', '203.0.113.7'))).toBe('198.51.100.2');
    expect(address(request('198.51.100.2'))).toBe('198.51.100.2');
  });

  it('stops at the first untrusted hop, so a client cannot name itself', () => {
    const address = clientAddressOf(proxyTrust('127.0.0.1, 10.0.0.0/8'));
    expect(address(request('127.0.0.1', '1.2.3.4, 198.51.100.9, 10.1.2.3'))).toBe('198.51.100.9');
  });

  it('trusts every hop with TRUST_PROXY=true and none with false', () => {
    expect(clientAddressOf(proxyTrust(true))(request('198.51.100.2', '1.2.3.4, 5.6.7.8'))).toBe('1.2.3.4');
    expect(clientAddressOf(proxyTrust(false))(request('127.0.0.1', '1.2.3.4'))).toBe('127.0.0.1');
  });
});
