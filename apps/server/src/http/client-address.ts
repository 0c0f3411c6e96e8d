import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

type Trust = (address: string, hop: number) => boolean;

/** Which peers may speak for a client through X-Forwarded-*: TRUST_PROXY read the way Fastify reads it. */
export function proxyTrust(trustProxy: Config['trustProxy']): Trust {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  return proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
}

/**
 * The client's address as Fastify's `req.ip` gives it (the nearest untrusted hop), for requests that have
 * not been through Fastify's routing yet: the rate limit counts both kinds under the same key.
 */
export function clientAddressOf(trust: Trust): (req: IncomingMessage) => string {
  return (req) => {
    const addresses = proxyAddr.all(req, trust);
    return addresses[addresses.length - 1] ?? 'local';
  };
}
