import {
  RECONNECT,
  TIMERS,
  isChannelName,
  isNamespaceMessage,
  type ChannelMessage,
  type ClientCommand,
  type NamespaceMessage,
} from '@sport/contract';
import { useSocketStore, type SocketStore } from './socket-store';

/** What the client needs of a WebSocket; tests inject a fake (jsdom has no server to talk to). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

/** A push the app reacts to: a channel message (routed by chId) or a namespace one (namespace + mutation/action). */
export type PushMessage = ChannelMessage | NamespaceMessage;
export type PushListener = (message: PushMessage) => void;
/** `reconnected` is true when an earlier connection of this client had been open: pushes were missed. */
export type OpenListener = (event: { reconnected: boolean }) => void;

export interface SocketClientOptions {
  createSocket?: SocketFactory;
  store?: SocketStore;
}

const OPEN = 1; // WebSocket.OPEN; fakes need not carry the static constants

/** A push domain given as an http(s) origin still names the socket: same host, ws(s) scheme. */
export function toSocketUrl(domain: string): string {
  return domain.replace(/^http(s?):\/\//i, (_, secure: string) => `ws${secure}://`);
}
const isUserChannel = (name: string) => name.startsWith('user.');

function isChannelMessage(value: Record<string, unknown>): value is Record<string, unknown> & ChannelMessage {
  return typeof value.chId === 'string' && typeof value.seq === 'number' && 'data' in value;
}

function readChannels(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The push connection of SPEC §4: one socket to the first push domain; pending channels subscribed on open;
 * all marked unsubscribed on close; 5 reconnects 3 s apart, then `reconnectError`; subscribes throttled to
 * one command per second, merged and deduplicated; an app-level ping every 60 s; `auth` before `user.<uid>`.
 */
export function createSocketClient(options: SocketClientOptions = {}) {
  const createSocket: SocketFactory = options.createSocket ?? ((url) => new WebSocket(url));
  const store = options.store ?? useSocketStore;
  const listeners = new Set<PushListener>();
  const openListeners = new Set<OpenListener>();
  let everOpened = false;

  let url: string | null = null;
  let ws: SocketLike | null = null;
  let manualClose = false;
  let attempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let lastSubscribeAt = Number.NEGATIVE_INFINITY;
  /** Channels sent in a subscribe command and not acknowledged yet. */
  const requested = new Set<string>();
  let session: { token: string; uid: string } | null = null;
  let authState: 'none' | 'pending' | 'ok' | 'failed' = 'none';

  const isOpen = () => ws !== null && ws.readyState === OPEN;

  function send(command: ClientCommand): void {
    if (ws && isOpen()) ws.send(JSON.stringify(command));
  }

  function setSubscribed(channels: Iterable<string>, value: boolean): void {
    const names = new Set(channels);
    store.setState((state) => ({
      subscribeList: state.subscribeList.map((entry) =>
        names.has(entry.channelName) ? { ...entry, isSubscribed: value } : entry,
      ),
    }));
  }

  /** Channels in the list that still need a subscribe command on this connection. */
  function pendingChannels(): string[] {
    return store
      .getState()
      .subscribeList.filter((entry) => !entry.isSubscribed && !requested.has(entry.channelName))
      .map((entry) => entry.channelName)
      // the server refuses user.<uid> before auth; those wait for the auth reply
      .filter((name) => !isUserChannel(name) || authState === 'ok');
  }

  function flush(): void {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    if (!isOpen()) return; // the open handler sends whatever is pending
    const channels = pendingChannels();
    if (channels.length === 0) return;
    for (const name of channels) requested.add(name);
    lastSubscribeAt = Date.now();
    send({ cmd: 'subscribe', channels });
  }

  // Throttle with leading and trailing edges: the first call goes out at once, calls within the next
  // second are merged into one command at its end.
  function scheduleFlush(): void {
    if (flushTimer) return;
    const wait = lastSubscribeAt + TIMERS.subscribeThrottle - Date.now();
    if (wait <= 0) flush();
    else flushTimer = setTimeout(flush, wait);
  }

  function stopTimers(): void {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    if (flushTimer) clearTimeout(flushTimer);
    heartbeatTimer = null;
    flushTimer = null;
  }

  function handleCommandReply(message: Record<string, unknown>): void {
    switch (message.cmd) {
      case 'subscribed': {
        const channels = readChannels(message.channels);
        for (const name of channels) requested.delete(name);
        const wanted = new Set(store.getState().subscribeList.map((entry) => entry.channelName));
        setSubscribed(
          channels.filter((name) => wanted.has(name)),
          true,
        );
        return;
      }
      case 'auth':
        authState = message.ok === true ? 'ok' : 'failed';
        if (authState === 'ok') flush();
        else console.warn('[socket] auth refused', message.code, message.msg);
        return;
      case 'error':
        for (const name of readChannels(message.channels)) requested.delete(name);
        console.warn('[socket] server error', message.code, message.msg);
        return;
      default:
        return; // pong, unsubscribed
    }
  }

  function handleFrame(raw: unknown): void {
    let message: unknown;
    try {
      message = JSON.parse(String(raw));
    } catch {
      console.warn('[socket] unreadable frame');
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const record = message as Record<string, unknown>;
    if (typeof record.cmd === 'string') {
      handleCommandReply(record);
      return;
    }
    const push: PushMessage | null = isChannelMessage(record) ? record : isNamespaceMessage(record) ? record : null;
    if (!push) return;
    for (const listener of listeners) {
      try {
        listener(push);
      } catch (error) {
        // one broken consumer must not starve the others
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  /** The current socket is gone: everything is unsubscribed; reconnect unless it was closed on purpose. */
  function closed(): void {
    ws = null;
    stopTimers();
    requested.clear();
    authState = 'none';
    store.setState((state) => ({
      isConnected: false,
      subscribeList: state.subscribeList.map((entry) => ({ ...entry, isSubscribed: false })),
    }));
    if (manualClose) return;
    if (attempts < RECONNECT.attempts) {
      attempts += 1;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        open();
      }, RECONNECT.delayMs);
    } else {
      console.warn('[socket] giving up after reconnect attempts');
      store.setState({ reconnectError: true });
    }
  }

  function open(): void {
    if (!url) return;
    let socket: SocketLike;
    try {
      socket = createSocket(url);
    } catch (error) {
      // a malformed push domain throws synchronously; count it as a failed attempt
      console.warn('[socket] cannot open', error);
      closed();
      return;
    }
    ws = socket;
    socket.onopen = () => {
      if (ws !== socket) return;
      attempts = 0;
      store.setState({ isConnected: true, reconnectError: false });
      heartbeatTimer = setInterval(() => send({ cmd: 'ping' }), TIMERS.heartbeat);
      if (session) {
        authState = 'pending';
        send({ cmd: 'auth', token: session.token, uid: session.uid });
      }
      flush();
      const reconnected = everOpened;
      everOpened = true;
      for (const listener of openListeners) listener({ reconnected });
    };
    socket.onmessage = (event) => {
      if (ws === socket) handleFrame(event.data);
    };
    socket.onerror = () => {
      // SPEC §8: socket errors are only logged; the close that follows drives the reconnect
      console.warn('[socket] error');
    };
    socket.onclose = () => {
      if (ws === socket) closed();
    };
  }

  return {
    /** Connects (or reconnects to a new url); a no-op while already connected or connecting to the same url. */
    connect(nextUrl: string): void {
      const target = toSocketUrl(nextUrl);
      if (target === url && ws) return;
      this.close();
      url = target;
      manualClose = false;
      attempts = 0;
      store.setState({ reconnectError: false });
      open();
    },

    /** After `reconnectError` (e.g. the network came back): a fresh round of attempts. */
    reconnect(): void {
      if (!url || isOpen()) return;
      const target = url;
      this.close();
      this.connect(target);
    },

    close(): void {
      manualClose = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const socket = ws;
      if (socket) {
        socket.close();
        closed();
      }
      stopTimers();
    },

    subscribe(channels: readonly string[]): void {
      const valid = channels.filter((name) => {
        if (isChannelName(name)) return true;
        console.warn('[socket] not a channel name', name);
        return false;
      });
      const known = new Set(store.getState().subscribeList.map((entry) => entry.channelName));
      const added = [...new Set(valid)].filter((name) => !known.has(name));
      if (added.length > 0) {
        store.setState((state) => ({
          subscribeList: [...state.subscribeList, ...added.map((channelName) => ({ channelName, isSubscribed: false }))],
        }));
      }
      if (isOpen()) scheduleFlush();
    },

    unsubscribe(channels: readonly string[]): void {
      const names = new Set(channels);
      const held = store
        .getState()
        .subscribeList.filter((entry) => names.has(entry.channelName) && (entry.isSubscribed || requested.has(entry.channelName)))
        .map((entry) => entry.channelName);
      for (const name of names) requested.delete(name);
      store.setState((state) => ({ subscribeList: state.subscribeList.filter((entry) => !names.has(entry.channelName)) }));
      if (held.length > 0) send({ cmd: 'unsubscribe', channels: held });
    },

    /** Logs the socket in (needed for `user.<uid>`); null on logout drops the user channels. */
    auth(next: { token: string; uid: string } | null): void {
      session = next;
      if (next) {
        if (isOpen()) {
          authState = 'pending';
          send({ cmd: 'auth', token: next.token, uid: next.uid });
        }
        return;
      }
      authState = 'none';
      const userChannels = store.getState().subscribeList.map((e) => e.channelName).filter(isUserChannel);
      if (userChannels.length > 0) this.unsubscribe(userChannels);
    },

    onMessage(listener: PushListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    onOpen(listener: OpenListener): () => void {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
  };
}

export type SocketClient = ReturnType<typeof createSocketClient>;

/** The app's one push connection. */
export const socket: SocketClient = createSocketClient();
