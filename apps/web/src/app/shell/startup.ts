import { DOMAIN_TYPES, systemRoutes, type DomainList } from '@sport/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useConfigStore } from '../../lib/config-store';
import { resolveDeviceIdOffThread } from '../../lib/device-id';
import { request } from '../../lib/http';
import { configureHttp } from '../../lib/http-config';
import { nextTask } from '../../lib/next-task';
import type { Bridge } from '../bridge';
import { loadCommonConfig } from './common-config';
import { anchorBackgroundQuery } from '../../features/anchor/api/get-anchor-background';
import { anchorListQuery } from '../../features/anchor/api/get-anchor-list';
import { bannersQuery } from '../../features/anchor/api/get-banners';
import { liveHostsQuery } from '../../features/anchor/api/get-live-hosts';

const DOMAIN_RETRIES = 3;
const DOMAIN_RETRY_MS = 1500;

export const hasDomains = (domains: DomainList | null): domains is DomainList =>
  domains !== null && DOMAIN_TYPES.some((type) => domains[type].length > 0);

/** Every kind served by this page's own origin: what the server itself answers when nothing is configured. */
export function originDomains(origin: string): DomainList {
  const ws = origin.replace(/^http/, 'ws');
  return {
    api: [{ type: 'api', domain: origin }],
    ssapi: [{ type: 'ssapi', domain: origin }],
    push: [{ type: 'push', domain: `${ws}/ws` }],
    file: [{ type: 'file', domain: origin }],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadDomains(): Promise<DomainList> {
  for (let attempt = 1; attempt <= DOMAIN_RETRIES; attempt++) {
    try {
      const domains = await request(systemRoutes.domainListV2, {});
      if (hasDomains(domains)) return domains;
    } catch {
      // reported by the client; try again
    }
    if (attempt < DOMAIN_RETRIES) await sleep(DOMAIN_RETRY_MS * attempt);
  }
  // The server is this page's origin by default; better a page whose calls fail visibly than a blank one.
  return originDomains(window.location.origin);
}

/** Native info first: device id, theme, top bar height and app version drive everything after. */
export async function applyNativeInfo(bridge: Bridge): Promise<void> {
  const info = bridge.nativeInfo();
  const config = useConfigStore.getState();
  if (info?.theme) config.setTheme(info.theme);
  if (info?.topBarHeight !== undefined) config.setNativeTopBarHeight(info.topBarHeight);
  if (info?.appVersion) config.setAppVersion(info.appVersion);
  if (info?.osType) configureHttp({ clientKind: info.osType === 3 ? 'ios' : 'android' });
  else if (bridge.mode === 'native') configureHttp({ clientKind: 'android' });
  // a first visit's fingerprint is drawn in a worker: the main thread stays free while it is
  await resolveDeviceIdOffThread(info);
}

/**
 * SPEC §1 start-up: the domain list (nothing renders before it), and in host-shell mode the common config
 * too. Resolves when the app may render.
 */
export async function startUp(bridge: Bridge): Promise<void> {
  await applyNativeInfo(bridge);
  // the first call goes out in a task of its own
  await nextTask();
  const domains = await loadDomains();
  useConfigStore.getState().setDomains(domains);
  const config = loadCommonConfig();
  if (bridge.mode === 'host') await config;
}

/**
 * Then, in this order: anchor background, anchor list, live anchor list, banners (SPEC §1). Sent in that
 * order without waiting for each answer (one after the other they were four round trips before the first
 * screen's largest picture, a banner, could even be asked for), each from a task of its own.
 */
export async function preloadFirstScreens(queryClient: QueryClient, bridge: Bridge): Promise<void> {
  const prefetches = [
    () => queryClient.prefetchQuery(anchorBackgroundQuery()),
    () => queryClient.prefetchQuery(anchorListQuery()),
    () => queryClient.prefetchQuery(liveHostsQuery()),
    () => queryClient.prefetchQuery(bannersQuery(bridge.mode === 'native')),
  ];
  for (const prefetch of prefetches) {
    await nextTask();
    void prefetch();
  }
}
