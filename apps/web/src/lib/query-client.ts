import {
  CHANNEL_KINDS,
  channelKind,
  type ChannelKind,
  type ChannelMessage,
  type NamespaceMessage,
  type PushEvents,
} from '@sport/contract';
import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './http-errors';
import type { PushMessage, SocketClient } from './socket';

/** Server state lives here (ARCHITECTURE §6); zustand holds only app settings. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // a webview fires focus on every return from native screens; pushes keep live data fresh instead
        refetchOnWindowFocus: false,
        // networkMode stays 'online': offline, a query pauses (QueryView says the network is gone) and
        // refetchOnReconnect fetches it, and every failed one, again when the onlineManager sees the network back
        // an envelope error is the server's answer and will not change on retry; a dropped connection may
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

type ChannelRouter<K extends ChannelKind> = (data: PushEvents[K], message: ChannelMessage, client: QueryClient) => void;
type NamespaceRouter = (message: NamespaceMessage, client: QueryClient) => void;
type AnyRouter = (message: PushMessage, client: QueryClient) => void;

const channelRouters = new Map<ChannelKind, Set<AnyRouter>>();
const namespaceRouters = new Map<string, Set<AnyRouter>>();

function add<K>(map: Map<K, Set<AnyRouter>>, key: K, router: AnyRouter): () => void {
  const set = map.get(key) ?? new Set<AnyRouter>();
  map.set(key, set);
  set.add(router);
  return () => {
    set.delete(router);
    if (set.size === 0) map.delete(key);
  };
}

const isChannelKind = (key: string): key is ChannelKind => (CHANNEL_KINDS as readonly string[]).includes(key);

/**
 * Registers how a push updates the query cache. A channel kind (`match`, `live`, `host`, `footballTec`,
 * `user`) gets the typed data of its channel; any other key is a namespace (`{namespace, mutation|action}`).
 * Returns the unregister function.
 */
export function registerPushRouter<K extends ChannelKind>(kind: K, router: ChannelRouter<K>): () => void;
export function registerPushRouter(namespace: string, router: NamespaceRouter): () => void;
export function registerPushRouter(key: string, router: ChannelRouter<ChannelKind> | NamespaceRouter): () => void {
  if (isChannelKind(key)) {
    const route = router as ChannelRouter<ChannelKind>;
    return add(channelRouters, key, (message, client) => {
      // the server validates every publish against PUSH_EVENT_SCHEMAS, so the kind fixes the data type
      if ('chId' in message) route(message.data, message, client);
    });
  }
  const route = router as NamespaceRouter;
  return add(namespaceRouters, key, (message, client) => {
    if ('namespace' in message) route(message, client);
  });
}

/** Routes one push by chId's kind, or by namespace (SPEC §4); returns how many routers took it. */
export function applyPush(message: PushMessage, client: QueryClient = queryClient): number {
  const routers =
    'chId' in message
      ? channelRouters.get(channelKind(message.chId) ?? ('' as ChannelKind))
      : namespaceRouters.get(message.namespace);
  if (!routers) return 0;
  for (const router of [...routers]) router(message, client);
  return routers.size;
}

/**
 * Feeds every push of a socket into the query cache, and refetches what is on screen after a reconnect or a gap
 * in a channel's `seq` (nothing is replayed, ARCHITECTURE §5): a missed push never leaves a wrong screen. The
 * server numbers each channel's pushes 1, 2, 3 … per node, so a jump means a push was lost (a lower number is a
 * node counting again: no gap); gaps heard together (a hiccup loses a push on several channels) make one refetch.
 */
export function routePushesToCache(source: SocketClient, client: QueryClient = queryClient): () => void {
  const lastSeq = new Map<string, number>();
  // A refetch already under way is joined, not restarted: gaps heard together make one.
  const refetch = () => void client.invalidateQueries({ type: 'active' }, { cancelRefetch: false });
  const stops = [
    source.onMessage((message) => {
      if ('chId' in message) {
        const last = lastSeq.get(message.chId);
        lastSeq.set(message.chId, message.seq);
        if (last !== undefined && message.seq > last + 1) refetch();
      }
      applyPush(message, client);
    }),
    // After a reconnect every query on screen starts afresh (one failing and waiting to retry while the network was
    // gone is cancelled, not waited for); a channel counting on from elsewhere then only joins that refetch.
    source.onOpen(({ reconnected }) => {
      if (reconnected) void client.invalidateQueries({ type: 'active' });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
