import { DEFAULT_SIGN_WORD, computeSign, type DomainList } from '@sport/contract';
import { getSession } from './auth-store';
import { firstDomain, useConfigStore } from './config-store';
import { currentDeviceId } from './device-id';
import { i18n } from './i18n';

/** Where the page runs: a browser, or the native app on Android / iOS (SPEC §7 os-type and app-type). */
export type ClientKind = 'web' | 'android' | 'ios';

export interface HttpConfig {
  getDomains: () => DomainList | null;
  /** Headers a call site cannot know, e.g. from the native bridge. Signed headers here are ignored. */
  getHeadersExtra: () => Record<string, string>;
  signWord: string;
  /** SPEC §7: the `language` header is sent only in multilingual mode. */
  multilingual: boolean;
  language: () => string;
  clientKind: ClientKind;
}

const env = import.meta.env;

let config: HttpConfig = {
  getDomains: () => useConfigStore.getState().domains,
  getHeadersExtra: () => ({}),
  signWord: env.VITE_SIGN_WORD || DEFAULT_SIGN_WORD,
  multilingual: env.VITE_MULTILINGUAL === 'true',
  language: () => i18n.language,
  clientKind: 'web',
};

export function configureHttp(patch: Partial<HttpConfig>): void {
  config = { ...config, ...patch };
}

export function getHttpConfig(): Readonly<HttpConfig> {
  return config;
}

// SPEC §7 header values.
const OS_TYPE: Record<ClientKind, string> = { web: '1', android: '2', ios: '3' };
const APP_TYPE_IN_APP = '1';
const APP_TYPE_WEB = '3';
const CLIENT_VERSION = '1.0';

/** SPEC §7 headers, signed with the contract's computeSign over the same values that are sent. */
export function buildHeaders(now: number = Date.now()): Record<string, string> {
  const session = getSession();
  const signed = {
    'device-id': currentDeviceId(),
    'os-type': OS_TYPE[config.clientKind],
    timestamp: String(now),
    version: CLIENT_VERSION,
    ...(session ? { token: session.token, uid: session.uid } : {}),
  };
  const headers: Record<string, string> = {
    ...config.getHeadersExtra(),
    ...signed,
    sign: computeSign(signed, config.signWord),
    'app-type': config.clientKind === 'web' ? APP_TYPE_WEB : APP_TYPE_IN_APP,
  };
  if (config.multilingual) headers.language = config.language();
  return headers;
}

/** `/ssapi/...` goes to the domain list's ssapi entry, everything else to the api entry; both default to this origin. */
export function resolveUrl(path: string): string {
  const domains = config.getDomains();
  const base = path.startsWith('/ssapi/') ? firstDomain(domains, 'ssapi') : firstDomain(domains, 'api');
  return `${base ?? location.origin}${path}`;
}
